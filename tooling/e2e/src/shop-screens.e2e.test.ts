// Issue 20, the screens a shopper touches on a phone and a desktop: the product page keeps its
// place and shows the chosen colour, dropdowns stay on screen, the header, live search, keyboard
// use, the imprint, floating buttons, the newsletter, the advent banner and the contact details.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser.ts';
import { addToCart, helperGet, sellableProducts } from './checkout-kit.ts';
import { shopApps } from './apps.ts';
import { startApp } from './start-app.ts';
import { startShop, storefrontEnvOf, type RunningShop } from './start-shop.ts';

type Code = 'de' | 'ro';

let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(['de', 'ro'], { storefrontEnv: { SHOP_CLOCK: '2026-11-20T10:00:00Z' } }), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const origin = (code: Code) => shop.apps.get(code)?.origin ?? '';

const helper = <T,>(path: string) => helperGet<T>(shop.backOffice, path);

async function open(code: Code, path: string, width = 1280, height = 900): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height } });
  page.setDefaultTimeout(10_000);
  await page.goto(origin(code) + path);
  await page.locator('html[data-hydrated="true"]').waitFor();
  return page;
}

type Variation = { color: string; image_url: string | null; size: { name: string; stock: number }[] };

describe('product page', () => {
  it('keeps the shopper’s place on a colour or size tap and shows that colour’s picture first', async () => {
    let found: { id: number; variations: Variation[] } | null = null;
    for (let id = 1; id <= 40 && !found; id += 1) {
      const { data } = await helper<{ data: Variation[] }>(`/products/combinations/${id}/de_DE`);
      if (data.length >= 2 && data.every((variation) => variation.size.filter((size) => size.name !== '').length >= 2)) found = { id, variations: data };
    }
    if (!found) throw new Error('the demo shop has a product with colours and sizes');
    const page = await open('de', `/product/${found.id}`, 375, 812);
    const target = found.variations[1];
    const colour = page.getByRole('group', { name: /^Farbe/ }).getByRole('link', { name: target?.color, exact: true });
    // Scrolled down to the choice, as a shopper on a phone is (the old page jumped back to 0).
    await colour.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(200);
    await colour.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('color')).toBe(target?.color);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
    await expect.poll(() => page.getByRole('list', { name: /^Bilder von/ }).locator('img').first().getAttribute('src')).toContain(target?.image_url ?? '-');
    const size = page.getByRole('group', { name: /^Größe/ }).getByRole('link').last();
    await size.scrollIntoViewIfNeeded();
    const atSizes = await page.evaluate(() => window.scrollY);
    await size.click();
    await expect.poll(() => new URL(page.url()).searchParams.has('size')).toBe(true);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(atSizes);
    await page.close();
  });

  it('offers the sizes in numeric order, shows the description once, and gives mouse users arrows and thumbnails', async () => {
    const numbers = (label: string) => Number(/\d+/.exec(label)?.[0] ?? 0);
    for (let id = 1; id <= 40; id += 1) {
      const { data } = await helper<{ data: Variation[] }>(`/products/combinations/${id}/de_DE`);
      for (const variation of data) {
        const cm = variation.size.map((size) => size.name).filter((name) => /^\d+ cm$/.test(name));
        expect(cm, `product ${id}`).toEqual([...cm].sort((a, b) => numbers(a) - numbers(b)));
      }
    }
    const page = await open('de', '/product/8');
    const opening = ((await page.getByRole('region', { name: 'Beschreibung' }).locator('p').first().textContent()) ?? '').trim();
    const main = (await page.getByRole('main').textContent()) ?? '';
    expect(opening.length).toBeGreaterThan(10);
    expect(main.split(opening).length - 1).toBe(1);
    const gallery = page.getByRole('list', { name: /^Bilder von/ });
    const thumbnails = page.getByRole('list', { name: 'Bild auswählen' }).getByRole('button');
    expect(await thumbnails.count()).toBeGreaterThan(1);
    expect(await page.getByText(/wischen/).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Nächstes Bild' }).click();
    await expect.poll(() => thumbnails.nth(1).getAttribute('aria-current')).toBe('true');
    await expect.poll(() => gallery.evaluate((list) => list.scrollLeft)).toBeGreaterThan(0);
    await thumbnails.first().click();
    await expect.poll(() => gallery.evaluate((list) => list.scrollLeft)).toBe(0);
    await page.close();
    const phone = await open('de', '/product/8', 375, 812);
    expect(await phone.getByText(/wischen/).isVisible()).toBe(true);
    expect(await phone.getByRole('button', { name: 'Nächstes Bild' }).isVisible()).toBe(false);
    await phone.close();
  });
});

const inside = (box: { x: number; width: number } | null, width: number) => box !== null && box.x >= 0 && box.x + box.width <= width;

describe('header and dropdowns', () => {
  it('on a phone: a compact sticky header, the logo clear of the icons, dropdowns on screen, a toast that leads to the cart', async () => {
    const [product] = await sellableProducts(shop.backOffice, 'de');
    const page = await open('de', `/product/${product?.ID ?? 0}`, 375, 812);
    await page.getByRole('button', { name: 'Ablehnen' }).click();
    await page.getByRole('button', { name: 'In den Einkaufswagen' }).click();
    const toCart = page.getByRole('link', { name: 'Zum Einkaufswagen' });
    await toCart.waitFor();
    await page.getByRole('banner').getByText(/^1 Artikel im Einkaufswagen$/).waitFor({ state: 'attached' });
    // The logo ends before the first icon, with the cart's badge shown.
    const logo = await page.getByRole('banner').getByRole('link', { name: 'Bad & Heim' }).boundingBox();
    const search = await page.getByRole('banner').getByRole('button', { name: 'Suche' }).boundingBox();
    expect((logo?.x ?? 0) + (logo?.width ?? 0)).toBeLessThanOrEqual(search?.x ?? 0);
    // The toast's link leads to the cart (and the toast goes).
    await toCart.click();
    await page.waitForURL((url) => url.pathname === '/cart');
    await page.locator('main h1').waitFor();
    await expect.poll(() => toCart.count()).toBe(0);
    // The bars above the content take less than a third of the screen, and the header stays.
    expect((await page.getByRole('banner').boundingBox())?.y ?? 999).toBeLessThan(200);
    await page.mouse.wheel(0, 1500);
    await expect.poll(async () => (await page.getByRole('banner').boundingBox())?.y).toBe(0);

    const country = page.getByRole('button', { name: /^Lieferland/ });
    await country.click();
    const countryPanel = page.locator(`#${(await country.getAttribute('aria-controls')) ?? ''}`);
    await countryPanel.getByRole('link', { name: 'Österreich' }).waitFor();
    expect(inside(await countryPanel.boundingBox(), 375)).toBe(true);
    expect(await countryPanel.getByRole('link', { name: 'Deutschland' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');

    const cart = page.getByRole('banner').getByRole('button', { name: /^Einkaufswagen/ });
    await cart.click();
    const cartPanel = page.locator(`#${(await cart.getAttribute('aria-controls')) ?? ''}`);
    await cartPanel.getByRole('link', { name: 'Zur Kasse' }).waitFor();
    expect(inside(await cartPanel.boundingBox(), 375)).toBe(true);
    // The first thing in the panel is the product, not an empty row.
    const panelTop = (await cartPanel.boundingBox())?.y ?? 0;
    const firstLine = (await cartPanel.getByRole('listitem').first().boundingBox())?.y ?? 999;
    expect(firstLine - panelTop).toBeLessThan(24);
    await page.keyboard.press('Escape');
    await page.close();
  });

  it('on a desktop: the cart dropdown keeps names whole and amounts inside the panel', async () => {
    const products = await sellableProducts(shop.backOffice, 'de');
    const page = await open('de', '/', 1280);
    for (const product of products.slice(0, 3)) await addToCart(page, origin('de'), product.ID, { add: 'In den Einkaufswagen', added: 'Das Produkt wurde in den Einkaufswagen gelegt.' });
    const cart = page.getByRole('banner').getByRole('button', { name: /^Einkaufswagen/ });
    await cart.click();
    const panel = page.locator(`#${(await cart.getAttribute('aria-controls')) ?? ''}`);
    await panel.getByRole('link', { name: 'Zur Kasse' }).waitFor();
    const right = ((await panel.boundingBox())?.x ?? 0) + ((await panel.boundingBox())?.width ?? 0);
    for (const amount of await panel.locator('strong, dd').all()) {
      const box = await amount.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(right);
    }
    // No word of a product name is split across lines: each line box ends at a word boundary.
    const broken = await panel.getByRole('listitem').getByRole('link').evaluateAll((links) =>
      links.some((link) => {
        const range = document.createRange();
        const text = link.firstChild;
        if (!text || !text.textContent) return false;
        let previousTop = -1;
        for (let index = 0; index < text.textContent.length; index += 1) {
          range.setStart(text, index);
          range.setEnd(text, index + 1);
          const top = range.getBoundingClientRect().top;
          if (previousTop !== -1 && top > previousTop + 2 && !/[\s-]/.test(text.textContent[index - 1] ?? ' ') && !/\s/.test(text.textContent[index] ?? ' ')) return true;
          previousTop = top;
        }
        return false;
      }),
    );
    expect(broken).toBe(false);
    await page.close();
  });
});

describe('live search', () => {
  it.each([
    ['127.0.0.1', 1280],
    ['localhost', 375],
  ] as const)('works under %s at %i px: arrow keys choose a product, Enter opens it, all results are a link away', async (host, width) => {
    const page = await browser.newPage({ viewport: { width, height: 812 } });
    page.setDefaultTimeout(10_000);
    await page.goto(origin('de').replace('127.0.0.1', host) + '/');
    await page.locator('html[data-hydrated="true"]').waitFor();
    await page.getByRole('button', { name: 'Ablehnen' }).click();
    const box = page.getByRole('combobox', { name: 'Im Shop suchen' });
    if (!(await box.isVisible())) {
      // On a phone the search button opens the field with the cursor in it.
      await page.getByRole('banner').getByRole('button', { name: 'Suche' }).click();
      await expect.poll(() => box.evaluate((field) => field === document.activeElement)).toBe(true);
    }
    await box.fill('waschbecken');
    const results = page.getByRole('region', { name: 'Suchergebnisse' });
    const options = results.getByRole('option');
    await options.first().waitFor();
    expect(await results.getByText('Bei der Suche ist ein Fehler aufgetreten', { exact: false }).count()).toBe(0);
    // The panel fits the screen, its link to every result included.
    const all = results.getByRole('link', { name: 'Alle Ergebnisse anzeigen' });
    const allBox = await all.boundingBox();
    expect((allBox?.y ?? 9999) + (allBox?.height ?? 0)).toBeLessThanOrEqual(812);
    expect(inside(await results.boundingBox(), width)).toBe(true);
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    const second = options.nth(1);
    await expect.poll(() => second.getAttribute('aria-selected')).toBe('true');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'));
    await box.press('ArrowUp');
    await expect.poll(() => options.first().getAttribute('aria-selected')).toBe('true');
    const target = new URL((await options.first().getAttribute('href')) ?? '/', origin('de')).pathname;
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === target);
    // 'Alle Ergebnisse anzeigen' opens the results page of the term.
    await page.locator('html[data-hydrated="true"]').waitFor();
    if (!(await box.isVisible())) await page.getByRole('banner').getByRole('button', { name: 'Suche' }).click();
    await box.fill('waschbecken');
    await all.click();
    await page.waitForURL((url) => url.pathname === '/search/waschbecken');
    await page.close();
  });
});

describe('keyboard', () => {
  it('reaches the content without opening every mega menu, opens one with Enter, and shows a ring on the sales bar', async () => {
    const page = await open('de', '/', 1280);
    await page.getByRole('button', { name: 'Ablehnen' }).click();
    let presses = 0;
    let ring: { style: string; colour: string } | null = null;
    while (presses < 60) {
      await page.keyboard.press('Tab');
      presses += 1;
      // The ring on the yellow sales bar is dark, not the yellow one of the rest of the page.
      ring ??= await page.evaluate(() => {
        const focused = document.activeElement;
        if (!(focused instanceof HTMLElement) || focused.textContent !== 'Mehr erfahren') return null;
        const style = getComputedStyle(focused);
        return { style: style.outlineStyle, colour: style.outlineColor };
      });
      if (await page.evaluate(() => Boolean(document.activeElement?.closest('main')))) break;
      // No panel opens on its own while tabbing past the menu.
      expect(await page.getByRole('navigation', { name: 'Produktkategorien' }).locator('[aria-expanded="true"]').count()).toBe(0);
    }
    expect(presses).toBeLessThan(30);
    expect(ring).toEqual({ style: 'solid', colour: 'rgb(29, 35, 43)' });
    const bad = page.getByRole('navigation', { name: 'Produktkategorien' }).getByRole('button', { name: 'Bad', exact: true });
    await bad.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => bad.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => bad.getAttribute('aria-expanded')).toBe('false');

    // An open dropdown closes when the next one opens.
    const country = page.getByRole('button', { name: /^Lieferland/ });
    const cart = page.getByRole('banner').getByRole('button', { name: /^Einkaufswagen/ });
    await country.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => country.getAttribute('aria-expanded')).toBe('true');
    await cart.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => cart.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => country.getAttribute('aria-expanded')).toBe('false');
    await page.close();
  });
});

describe('content pages, floating buttons, counties and the advent banner', () => {
  it('shows the imprint on a phone without sideways scrolling, and /impressum leads to it', async () => {
    const response = await fetch(`${origin('de')}/impressum`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/Impressum');
    for (const code of ['de', 'ro'] as const) {
      const page = await open(code, code === 'de' ? '/Impressum' : '/date-de-identificare', 375, 812);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), code).toBeLessThanOrEqual(375);
      await page.close();
    }
  });

  it('lets the end of a phone page scroll clear of the WhatsApp and back-to-top buttons', async () => {
    const page = await open('ro', '/', 375, 812);
    await page.getByRole('button', { name: 'Refuz' }).click();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const whatsapp = await page.getByRole('link', { name: /WhatsApp/ }).boundingBox();
    const lastLine = await page.getByRole('contentinfo').evaluate((footer) => {
      const texts = [...footer.querySelectorAll('p, a, button, li')].filter((element) => element.getBoundingClientRect().height > 0);
      return Math.max(...texts.map((element) => element.getBoundingClientRect().bottom));
    });
    expect(lastLine).toBeLessThanOrEqual(whatsapp?.y ?? 0);
    await page.close();
  });

  it('lists the Romanian counties in Romanian order', async () => {
    const page = await open('ro', '/login-register?tab=register', 1280);
    const county = page.getByRole('combobox', { name: /^Județ/ }).first();
    await county.waitFor();
    const titles = (await county.locator('option').allTextContents()).slice(1);
    expect(titles.length).toBeGreaterThan(40);
    expect(titles).toEqual([...titles].sort(new Intl.Collator('ro').compare));
    expect(titles.indexOf('Călărași')).toBeLessThan(titles.indexOf('Cluj'));
    await page.close();
  });

  // The shop's clock, not the machine's: this file's shops stand on 20 November (SHOP_CLOCK), and a
  // DE shop started beside them on 6 December shows the calendar: the header link from 1200 px, the
  // banner below it.
  it('has no advent banner outside December, and in Advent one link at each width', async () => {
    const advent = /Adventskalender|Türchen/;
    for (const width of [375, 1280]) {
      const home = await open('de', '/', width);
      expect(await home.getByRole('link', { name: advent }).count(), `20 November, ${width} px`).toBe(0);
      await home.close();
    }
    const de = shopApps.find((app) => app.code === 'de');
    if (!de) throw new Error('the DE shop is one of the apps');
    const december = await startApp(de, { ...storefrontEnvOf(shop.backOffice), SHOP_CLOCK: '2026-12-06T09:00:00Z' });
    try {
      for (const [width, name] of [[375, 'Öffnen Sie das heutige Türchen unseres Adventskalenders'], [1280, 'Adventskalender']] as const) {
        const home = await browser.newPage({ viewport: { width, height: 900 } });
        await home.goto(december.origin + '/');
        const links = home.getByRole('link', { name: advent });
        expect(await links.count(), `6 December, ${width} px`).toBe(1);
        expect(await links.first().textContent()).toBe(name);
        await home.close();
      }
    } finally {
      await december.stop();
    }
  });
});

describe('footer newsletter', () => {
  it('subscribes with one submit before JavaScript has loaded too (a POST, then the double opt-in mail is on its way)', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await page.goto(origin('ro') + '/');
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('Adresa dumneavoastră de e-mail').fill(`nojs-${Date.now()}@example.org`);
    await footer.getByRole('button', { name: 'Abonare' }).click();
    await page.waitForURL((url) => url.pathname === '/newsletter');
    await page.getByRole('status').filter({ hasText: /e-mail/ }).waitFor();
    await context.close();
  });
});

describe('category pages', () => {
  it('link their subcategories (DE and RO)', async () => {
    for (const code of ['de', 'ro'] as const) {
      const page = await open(code, '/', 1280);
      // A top category from the home page, then the first of its subcategories that has its own.
      await page.getByRole('region', { name: code === 'de' ? 'Top-Kategorien' : 'Categorii principale' }).getByRole('link').first().click();
      const subcategories = page.getByRole('navigation', { name: code === 'de' ? 'Unterkategorien' : 'Subcategorii' }).getByRole('link');
      await expect.poll(() => subcategories.count()).toBeGreaterThan(1);
      const first = ((await subcategories.first().textContent()) ?? '').trim();
      await subcategories.first().click();
      await page.getByRole('heading', { level: 1, name: first }).waitFor();
      await page.close();
    }
  });
});
