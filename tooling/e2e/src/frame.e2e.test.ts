// The frame of every page, in all three shops, against a real back office (issue 6).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './a11y.ts';
import { launchChromium } from './browser.ts';
import { sellableProducts } from './checkout-kit.ts';
import { startShop, type RunningShop } from './start-shop.ts';

let shop: RunningShop;
let browser: Browser;
// The review-badge provider is a third party we cannot reach here: a fake stands in for it, behind
// the same address setting the real one uses.
let reviewProvider: Server;
const badgeRequests: string[] = [];

beforeAll(async () => {
  reviewProvider = createServer((req, res) => {
    badgeRequests.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' });
    res.end("badge({ratingvalue:'4,7', ratingcount:1234, reviewpage:'https://reviews.example/shop', sealcolor:'green'})");
  });
  await new Promise<void>((resolve) => reviewProvider.listen(0, '127.0.0.1', resolve));
  const badgeUrl = `http://127.0.0.1:${(reviewProvider.address() as AddressInfo).port}/badge`;
  [shop, browser] = await Promise.all([startShop(['de', 'at', 'ro'], { storefrontEnv: { REVIEW_BADGE_URL: badgeUrl } }), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  await new Promise<void>((resolve) => reviewProvider?.close(() => resolve()));
});

const origin = (code: 'de' | 'at' | 'ro') => shop.apps.get(code)?.origin ?? '';
const headers = () => ({ authorization: `ShopToken ${shop.backOffice.shopToken}`, 'x-user-identifier': 'e2e' });

async function backOffice<T>(path: string): Promise<T> {
  const response = await fetch(`${shop.backOffice.apiUrl}${path}`, { headers: headers() });
  return (await response.json()) as T;
}

async function open(code: 'de' | 'at' | 'ro', path: string, width = 1280): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(origin(code) + path);
  await page.locator('html[data-hydrated="true"]').waitFor();
  return page;
}

const contentRoutes = ['/bezahlen', '/lieferung', '/datenschutz', '/agb.html', '/faq', '/presse', '/Impressum', '/widerrufsrecht', '/versandkosten', '/blog', '/about', '/contact'];

describe.each(['de', 'at', 'ro'] as const)('%s shop frame', (code) => {
  it('renders home on the server in the shop language, inside header and footer', async () => {
    const response = await fetch(origin(code));
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain(code === 'ro' ? 'Bine ați venit' : 'Willkommen bei');
    expect(html).toMatch(/<header/);
    expect(html).toMatch(/<footer/);
    expect(html).not.toContain('ec.europa.eu/consumers/odr');
    // The sales bar promises the free-shipping threshold this shop applies.
    const threshold = { de: 'Gratis Paketversand ab 49 €', at: 'Gratis Paketversand ab 79 €', ro: 'minimum 499 Lei' }[code];
    expect(html).toContain(threshold);
    // The footer's marks are the methods this shop offers (issue 37): no prepayment in Romania, no DHL there.
    const marks = [...html.matchAll(/data-method="([a-z]+)"/g)].map((match) => match[1]);
    expect(marks).toContain('cod');
    expect(marks.includes('prepayment')).toBe(code !== 'ro');
    expect(marks.includes('dhl')).toBe(code !== 'ro');
  });

  it('shows every informational route with its content page', async () => {
    for (const path of contentRoutes) {
      const response = await fetch(origin(code) + path, { redirect: 'manual' });
      if (code === 'ro' && response.status === 301) {
        // German paths live under Romanian slugs in the Romanian shop.
        const target = response.headers.get('location') ?? '';
        const moved = await fetch(origin(code) + target);
        expect(moved.status, `${path} -> ${target}`).toBe(200);
        continue;
      }
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toMatch(/<h1[^>]*>[^<]{3,}<\/h1>/);
    }
  });

  it(code === 'ro' ? 'has the Romania-only routes' : 'has no Romania-only routes', async () => {
    for (const path of ['/conditii-de-garantie.html', '/manual-de-utilizare-1.html']) {
      const response = await fetch(origin(code) + path);
      expect(response.status, path).toBe(code === 'ro' ? 200 : 404);
    }
  });

  it('answers unknown paths and /not-found with a 404 not-found screen', async () => {
    for (const path of ['/no/such/page', '/not-found']) {
      const response = await fetch(origin(code) + path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain(code === 'ro' ? 'Ne pare rău, pagina nu a fost găsită' : 'Die Seite wurde leider nicht gefunden');
    }
  });

  it('answers /health and /ready for a load balancer, without a session cookie', async () => {
    const health = await fetch(`${origin(code)}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${origin(code)}/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers.get('set-cookie')).toBeNull();
    expect(ready.headers.get('cache-control')).toBe('no-store');
  });

  it('redirects /widerrufsformular to the withdrawal form of the locale config', async () => {
    const response = await fetch(`${origin(code)}/widerrufsformular`, { redirect: 'manual' });
    expect([301, 302]).toContain(response.status);
    expect(response.headers.get('location')).toBeTruthy();
  });
});

describe('catch-all resolution (DE)', () => {
  it('resolves product, variant, category, brand and content URLs', async () => {
    const list = await backOffice<{ items: { URL: string; PSE_URL: string | null; TITLE: string; brand_id: number }[] }>('/api/products/?country_id=5&limit=1');
    const product = list.items[0];
    if (!product) throw new Error('no product');
    const productPage = await fetch(origin('de') + product.URL);
    expect(productPage.status).toBe(200);
    expect(await productPage.text()).toContain(product.TITLE.replaceAll('&', '&amp;'));
    if (product.PSE_URL) expect((await fetch(origin('de') + product.PSE_URL)).status).toBe(200);

    const menu = await (await fetch(`${shop.backOffice.helperUrl}/api/category_menu/custom_attribute?locale=de_DE`, { headers: headers() })).json() as { data: { URL: string; TITLE: string }[] };
    const category = menu.data[0];
    if (!category) throw new Error('no category');
    const categoryPage = await fetch(origin('de') + category.URL);
    expect(categoryPage.status).toBe(200);
    expect(await categoryPage.text()).toContain(category.TITLE.replaceAll('&', '&amp;'));

    const brands = await (await fetch(`${shop.backOffice.helperUrl}/api/brand_list?locale=de_DE`, { headers: headers() })).json() as { data: { url: string | null; brand_title: string }[] };
    const brand = brands.data.find((b) => b.url);
    if (!brand?.url) throw new Error('no brand url');
    const brandPage = await fetch(origin('de') + brand.url);
    expect(brandPage.status).toBe(200);
    expect(await brandPage.text()).toContain(brand.brand_title.replaceAll('&', '&amp;'));
  });
});

describe('frame behaviour in Chromium', () => {
  it('asks for consent, denies tracking by default, and remembers Accept', async () => {
    const page = await open('de', '/');
    const banner = page.getByRole('region', { name: 'Datenschutz-Einstellungen' });
    await banner.waitFor();
    const before = await page.evaluate(() => JSON.stringify((window as unknown as { dataLayer: unknown[] }).dataLayer));
    expect(before).toContain('"ad_storage":"denied"');
    await banner.getByRole('button', { name: 'Akzeptieren' }).click();
    await banner.waitFor({ state: 'detached' });
    const after = await page.evaluate(() => JSON.stringify((window as unknown as { dataLayer: unknown[] }).dataLayer));
    expect(after).toContain('"analytics_storage":"granted"');
    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor();
    await page.waitForTimeout(300);
    expect(await page.getByRole('region', { name: 'Datenschutz-Einstellungen' }).count()).toBe(0);
    await page.close();
  });

  it('keyboard (issue 37): the consent banner comes first, focus stays on the cart button after adding, a dropdown closes when focus moves on, rings are 2 px, a search hit leads to the heading', async () => {
    const page = await open('de', '/');
    // The banner asks first: the first Tab lands in it.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[data-consent-banner]') !== null)).toBe(true);
    const ringOf = () => page.evaluate(() => {
      const style = getComputedStyle(document.activeElement as Element);
      return Math.max(style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth), /0px 0px 0px (\d+)px/.exec(style.boxShadow)?.[1] ? Number(/0px 0px 0px (\d+)px/.exec(style.boxShadow)?.[1]) : 0);
    });
    expect(await ringOf()).toBeGreaterThanOrEqual(2);
    await page.getByRole('region', { name: 'Datenschutz-Einstellungen' }).getByRole('button', { name: 'Ablehnen' }).click();
    // The logo's ring, reached by the keyboard.
    await page.getByRole('link', { name: /Bad & Heim/ }).first().focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await ringOf()).toBeGreaterThanOrEqual(2);

    // Added with the keyboard: the focus stays on the button.
    const [sellable] = await sellableProducts(shop.backOffice, 'de');
    await page.goto(`${origin('de')}/product/${sellable?.ID ?? 0}`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    const add = page.getByRole('button', { name: 'In den Einkaufswagen' });
    await add.focus();
    await page.keyboard.press('Enter');
    await page.getByText('Das Produkt wurde in den Einkaufswagen gelegt.').first().waitFor();
    expect(await add.evaluate((button) => document.activeElement === button)).toBe(true);

    // The cart dropdown closes when the keyboard moves past it.
    const cart = page.getByRole('button', { name: /Einkaufswagen/ }).first();
    await cart.click();
    await expect.poll(() => cart.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('navigation', { name: 'Produktkategorien' }).getByRole('button').first().focus();
    await expect.poll(() => cart.getAttribute('aria-expanded')).toBe('false');

    // A live-search hit chosen with the keyboard: the product page's heading has the focus.
    const box = page.getByRole('combobox', { name: 'Im Shop suchen' });
    await box.fill('waschbecken');
    await page.getByRole('region', { name: 'Suchergebnisse' }).getByRole('option').first().waitFor();
    await box.press('ArrowDown');
    const before = page.url();
    await box.press('Enter');
    await expect.poll(() => page.url()).not.toBe(before);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await page.close();
  });

  it('gives breadcrumbs, paging, the stock filter and the shipping-cost link under card prices tap targets of at least 24 x 24 px on a phone (issue 37)', async () => {
    const page = await open('de', '/bad', 375);
    const sizes = await page.evaluate(() => {
      const boxes = (selector: string) => [...document.querySelectorAll(selector)].map((element) => element.getBoundingClientRect()).filter((box) => box.width > 0);
      return {
        breadcrumbs: boxes('nav[aria-label] ol a'),
        paging: boxes('nav[aria-label="Seiten"] a'),
        stock: boxes('input[name="stock"]'),
        shipping: boxes('main li p a, main li div a[href*="versandkosten"]'),
      };
    });
    for (const [name, list] of Object.entries(sizes)) {
      expect(list.length, name).toBeGreaterThan(0);
      for (const box of list) expect(Math.min(box.height, box.width), name).toBeGreaterThanOrEqual(24);
    }
    await page.close();
  });

  it('keeps tracking denied after Decline', async () => {
    const page = await open('at', '/');
    const banner = page.getByRole('region', { name: 'Datenschutz-Einstellungen' });
    await banner.getByRole('button', { name: 'Ablehnen' }).click();
    await banner.waitFor({ state: 'detached' });
    const layer = await page.evaluate(() => JSON.stringify((window as unknown as { dataLayer: unknown[] }).dataLayer));
    expect(layer).not.toContain('granted');
    expect(await page.locator('script[data-tag-manager]').count()).toBe(0);
    await page.close();
  });

  it('remembers a dismissed sales bar', async () => {
    const page = await open('de', '/');
    const close = page.getByRole('button', { name: 'Aktionsleiste schließen' });
    await close.click();
    await close.waitFor({ state: 'detached' });
    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor();
    await page.waitForTimeout(300);
    expect(await page.getByRole('button', { name: 'Aktionsleiste schließen' }).count()).toBe(0);
    await page.close();
  });

  it('opens the full menu by keyboard on desktop, at most five third-level links per group, and locks scrolling', async () => {
    const page = await open('de', '/', 1280);
    const nav = page.getByRole('navigation', { name: 'Produktkategorien' });
    const first = nav.getByRole('button').first();
    await first.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('scroll-locked'))).toBe(true);
    const groups = await nav.locator('[data-open] > ul > li').all();
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) expect(await group.locator('ul li').count()).toBeLessThanOrEqual(5);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('scroll-locked'))).toBe(false);
    await page.close();
  });

  it('opens the off-canvas menu on a phone and closes it when a link is followed', async () => {
    const page = await open('ro', '/', 375);
    await page.getByRole('button', { name: 'Deschide meniul' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const link = dialog.getByRole('link').first();
    const href = await link.getAttribute('href');
    await link.click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => new URL(page.url()).pathname).toBe(href);
    await page.close();
  });

  it('shows the review badge from the provider after Accept, asks once per session, and can be closed on a phone', async () => {
    const before = badgeRequests.length;
    const page = await open('de', '/', 375);
    const badge = page.getByRole('button', { name: /Kundenbewertungen/ });
    // The provider learns of the visit only after consent (issue 17).
    await page.getByRole('region', { name: 'Datenschutz-Einstellungen' }).waitFor();
    expect(badgeRequests.length).toBe(before);
    await page.getByRole('button', { name: 'Akzeptieren' }).click();
    await badge.waitFor({ timeout: 5000 });
    const asked = badgeRequests.length;
    expect(badgeRequests.at(-1)).toMatch(/shopid=.+&type=badge&src=storefront&lang=de/);
    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor();
    await badge.waitFor({ timeout: 5000 });
    expect(badgeRequests.length).toBe(asked);
    await page.getByRole('button', { name: 'Bewertungssiegel ausblenden' }).click({ timeout: 5000 });
    await badge.waitFor({ state: 'detached', timeout: 5000 });
    await page.close();
  });

  it('has no serious accessibility violations on home, a content page and not-found', async () => {
    for (const path of ['/', '/datenschutz', '/no/such/page']) {
      const page = await open('de', path);
      expect(await seriousViolations(page), path).toEqual([]);
      await page.close();
    }
  });

  it('shows the server-error screen with a 503 while the back office is down', async () => {
    await shop.backOffice.stop();
    try {
      const response = await fetch(`${origin('de')}/agb.html?fresh=1`);
      expect(response.status).toBe(503);
      const html = await response.text();
      expect(html).toContain('Wiederholen');
      expect(html).toContain('tel:');
    } finally {
      await shop.backOffice.start();
    }
  });
});
