// Issue 7: listings with sort and filters, the product page with variants and delivery times, and
// a review that waits for moderation, in real Chromium against all three shops.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser.ts';
import { buyAsDemoCustomer } from './demo-purchase.ts';
import { startShop, type RunningShop } from './start-shop.ts';
import { seriousViolations } from './a11y.ts';

type Code = 'de' | 'at' | 'ro';

let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(['de', 'at', 'ro']), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const origin = (code: Code) => shop.apps.get(code)?.origin ?? '';

async function helper<T>(path: string): Promise<T> {
  const response = await fetch(`${shop.backOffice.helperUrl}/api${path}`, {
    headers: { authorization: `ShopToken ${shop.backOffice.shopToken}`, 'x-user-identifier': 'e2e' },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

async function open(code: Code, path: string, width = 1280): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  // Fail at the step that waits, well inside the test's own time limit.
  page.setDefaultTimeout(10_000);
  await page.goto(origin(code) + path);
  await page.locator('html[data-hydrated="true"]').waitFor();
  return page;
}

const countOf = async (page: Page) => Number(((await page.getByRole('status').filter({ hasText: /\d/ }).first().textContent()) ?? '').replace(/\D/g, ''));

const texts = {
  de: {
    categories: 'Top-Kategorien',
    sort: 'Sortieren nach',
    colour: 'Farbe',
    size: 'Größe',
    inStock: 'Nur lieferbare Artikel',
    // The note under every price (PAngV § 6), its rate from the spec's tax label 19% Ust.
    tax: 'inkl. 19\u00a0% MwSt., zzgl. Versandkosten',
    currency: '€',
    breadcrumb: 'Brotkrumen-Navigation',
    search: 'waschbecken',
    add: 'In den Einkaufswagen',
    added: 'Das Produkt wurde in den Einkaufswagen gelegt.',
    badge: /^[1-9]\d* Artikel im Einkaufswagen$/,
  },
  at: {
    categories: 'Top-Kategorien',
    sort: 'Sortieren nach',
    colour: 'Farbe',
    size: 'Größe',
    inStock: 'Nur lieferbare Artikel',
    tax: 'inkl. 20\u00a0% USt., zzgl. Versandkosten',
    currency: '€',
    breadcrumb: 'Brotkrumen-Navigation',
    search: 'waschbecken',
    add: 'In den Einkaufswagen',
    added: 'Das Produkt wurde in den Einkaufswagen gelegt.',
    badge: /^[1-9]\d* Artikel im Einkaufswagen$/,
  },
  ro: {
    categories: 'Categorii principale',
    sort: 'Sortează după',
    colour: 'Culoare',
    size: 'Mărime',
    inStock: 'Doar produse în stoc',
    tax: '21% TVA inclus, plus costuri de livrare',
    currency: 'Lei',
    breadcrumb: 'Cale de navigare',
    search: 'oglinda',
    add: 'Adaugă în coș',
    added: 'Produsul a fost adăugat în coș.',
    badge: /^[1-9]\d* (de )?produse? în coș$/,
  },
} as const;

describe.each(['de', 'at', 'ro'] as const)('%s catalog', (code) => {
  const text = texts[code];

  it('goes from home to a category, sorts and filters in the URL, and opens a product with its colour chosen', async () => {
    const page = await open(code, '/');
    await page.getByRole('region', { name: text.categories }).getByRole('link').first().click();
    const breadcrumbs = page.getByRole('navigation', { name: text.breadcrumb });
    await breadcrumbs.waitFor();
    const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    expect(await breadcrumbs.locator('[aria-current="page"]').textContent()).toBe(heading);
    const all = await countOf(page);
    expect(all).toBeGreaterThan(0);
    expect(await page.getByRole('main').textContent()).toContain(text.tax);
    expect(await page.getByRole('main').textContent()).toContain(text.currency);
    const categoryPath = new URL(page.url()).pathname;

    await page.getByLabel(text.sort).selectOption('price-asc');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price-asc');
    const colour = page.getByRole('combobox', { name: new RegExp(`^${text.colour}`) });
    const option = colour.locator('option').nth(1);
    const colourId = (await option.getAttribute('value')) ?? '';
    const colourCount = Number(/\((\d+)\)$/.exec((await option.textContent()) ?? '')?.[1]);
    await colour.selectOption(colourId);
    await page.waitForURL((url) => url.searchParams.get('color') === colourId && url.searchParams.get('sort') === 'price-asc');
    await page.getByRole('checkbox', { name: text.inStock }).check();
    await page.waitForURL((url) => url.searchParams.get('stock') === '1' && url.searchParams.get('color') === colourId);
    // With JavaScript the URL keeps only what was chosen: no empty fields.
    expect([...new URL(page.url()).searchParams.keys()].sort()).toEqual(['color', 'sort', 'stock']);
    expect(new URL(page.url()).pathname).toBe(categoryPath);
    await expect.poll(() => countOf(page)).toBeLessThanOrEqual(colourCount);
    expect(colourCount).toBeLessThanOrEqual(all);
    expect(await countOf(page)).toBeGreaterThan(0);

    // The URL is shareable: the server renders the same choice for a fresh visitor.
    const shared = await open(code, new URL(page.url()).pathname + new URL(page.url()).search);
    expect(await shared.getByLabel(text.sort).inputValue()).toBe('price-asc');
    expect(await shared.getByRole('combobox', { name: new RegExp(`^${text.colour}`) }).inputValue()).toBe(colourId);
    expect(await seriousViolations(shared), 'listing').toEqual([]);
    await shared.close();

    await page.locator('main section > ul > li > a').first().click();
    await page.waitForURL((url) => url.pathname !== categoryPath);
    await page.locator('html[data-hydrated="true"]').waitFor();
    await page.getByRole('heading', { level: 1 }).waitFor();
    const main = (await page.getByRole('main').textContent()) ?? '';
    expect(main).toContain(text.tax);
    expect(main).toContain(text.currency);
    // Pick a colour, and a size where there are sizes, until a variant in stock is chosen.
    const colours = page.getByRole('group', { name: new RegExp(`^${text.colour}`) }).getByRole('link');
    const add = page.getByRole('button', { name: text.add });
    // The URL changes when the navigation commits; React renders the product page a moment later
    // (the category's heading still matched above): wait for what is picked next.
    await colours.first().waitFor();
    const colourCountOnPage = await colours.count();
    expect(colourCountOnPage).toBeGreaterThan(0);
    for (let index = colourCountOnPage - 1; index >= 0; index -= 1) {
      const target = colours.nth(index);
      const name = ((await target.textContent()) ?? '').trim();
      await target.click();
      await expect.poll(async () => new URL(page.url()).searchParams.get('color')).toBe(name);
      await expect.poll(() => target.getAttribute('aria-current')).toBe('true');
      const sizes = page.getByRole('group', { name: new RegExp(`^${text.size}`) }).getByRole('link');
      if ((await sizes.count()) > 0) {
        const size = ((await sizes.first().textContent()) ?? '').trim();
        await sizes.first().click();
        await expect.poll(async () => new URL(page.url()).searchParams.get('size')).toBe(size);
      }
      if (await add.isEnabled()) break;
    }
    expect(await seriousViolations(page), 'product').toEqual([]);
    await add.click();
    await page.getByText(text.added).waitFor();
    await page.getByRole('banner').getByText(text.badge).waitFor({ state: 'attached' });
    await page.close();
  });

  it('names the tax of the prices in the live-search overlay', async () => {
    const page = await open(code, '/');
    await page.getByRole('combobox', { name: /^(Im Shop suchen|Caută în magazin)$/ }).first().fill(text.search);
    const results = page.getByRole('region', { name: code === 'ro' ? 'Rezultatele căutării' : 'Suchergebnisse' });
    await results.getByRole('option').first().waitFor();
    expect(await results.textContent()).toContain(text.tax);
    expect(await results.textContent()).toContain(text.currency);
    await page.close();
  });

  it('shows the search results with the category filter, without serious accessibility problems', async () => {
    const page = await open(code, `/search/${text.search}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('main').getByRole('listitem').count()).toBeGreaterThan(1);
    expect(await page.getByRole('main').textContent()).toContain(text.tax);
    // The category filter narrows the results and lives in the URL.
    const categories = page.getByRole('main').getByRole('navigation').first().getByRole('link');
    await categories.nth(1).click();
    await page.waitForURL((url) => url.searchParams.has('category'));
    await expect.poll(async () => categories.nth(1).getAttribute('aria-current')).toBe('page');
    expect(await seriousViolations(page), 'search results').toEqual([]);
    await page.close();
  });
});

describe('brand listing', () => {
  it("has no brand choice on a brand's own listing, but colours and the other filters", async () => {
    const brands = await helper<{ data: { brand_id: number; brand_title: string; url: string | null }[] }>('/brand_list?locale=de_DE');
    const brand = brands.data.find((entry) => entry.url);
    if (!brand?.url) throw new Error('the demo shop has brands with URLs');
    const page = await open('de', `${brand.url}?brand=999999&stock=1`);
    await page.getByRole('heading', { level: 1, name: brand.brand_title }).waitFor();
    expect(await page.getByRole('combobox', { name: /^Marke/ }).count()).toBe(0);
    expect(await page.getByRole('combobox', { name: /^Farbe/ }).count()).toBe(1);
    // A brand in the URL does not apply on a brand's own listing.
    expect(await countOf(page)).toBeGreaterThan(0);
    await page.close();
  });
});

describe('listing without JavaScript', () => {
  it('sorts and filters with the plain GET form, and a change starts again at page 1', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await page.goto(`${origin('de')}/shop-grid-standard/all?page=2`);
    expect(await page.getByText('Seite 2 von').count()).toBe(1);
    await page.getByRole('combobox', { name: /^Sortieren nach/ }).selectOption('name');
    await page.getByRole('checkbox', { name: 'Nur lieferbare Artikel' }).check();
    await page.getByRole('spinbutton', { name: /^Preis bis/ }).fill('150');
    await page.getByRole('button', { name: 'Ergebnisse anzeigen' }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'name');
    const url = new URL(page.url());
    expect(url.searchParams.get('stock')).toBe('1');
    expect(url.searchParams.get('max')).toBe('150');
    expect(url.searchParams.has('page')).toBe(false);
    expect(await page.getByRole('spinbutton', { name: /^Preis bis/ }).inputValue()).toBe('150');
    // Paging keeps the filters.
    await page.getByRole('link', { name: 'Nächste Seite' }).click();
    await page.waitForURL((next) => next.searchParams.get('page') === '2');
    expect(new URL(page.url()).searchParams.get('max')).toBe('150');
    await context.close();
  });
});

describe('product page', () => {
  type Variation = { color: string; size: { name: string; stock: number; pse_id: number }[] };

  it('lets the shopper choose colour and size, and shows a sold-out size disabled', async () => {
    // A product with sizes where one size of a colour is sold out (the seed sells out a few variants).
    const listing = (await (
      await fetch(`${shop.backOffice.apiUrl}/api/products/?country_id=5&limit=100&in_stock=1`, {
        headers: { authorization: `ShopToken ${shop.backOffice.shopToken}`, 'x-user-identifier': 'e2e' },
      })
    ).json()) as { items: { ID: number }[] };
    let found: { id: number; colour: Variation; soldOut: string; available: string } | null = null;
    for (const { ID } of listing.items) {
      const { data } = await helper<{ data: Variation[] }>(`/products/combinations/${ID}/de_DE`);
      for (const colour of data) {
        const soldOut = colour.size.find((size) => size.stock === 0 && size.name !== '');
        const available = colour.size.find((size) => size.stock > 0 && size.name !== '');
        if (soldOut && available) found = { id: ID, colour, soldOut: soldOut.name, available: available.name };
      }
      if (found) break;
    }
    if (!found) throw new Error('the demo shop has a product with a sold-out size');
    const page = await open('de', `/product/${found.id}?color=${encodeURIComponent(found.colour.color)}`);
    const sizes = page.getByRole('group', { name: /^Größe/ });
    await sizes.waitFor();
    expect(await page.getByText('Bitte wählen Sie eine Größe.').count()).toBe(1);
    const disabled = sizes.locator('[aria-disabled="true"]', { hasText: found.soldOut });
    expect(await disabled.count()).toBe(1);
    expect(await sizes.getByRole('link', { name: found.soldOut, exact: true }).count()).toBe(0);
    await sizes.getByRole('link', { name: found.available, exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('size')).toBe(found.available);
    await page.getByText(/^(Auf Lager|Nur noch \d+ auf Lager)$/).waitFor();
    // The price shown is the chosen variant's (sizes differ in price).
    const chosen = found.colour.size.find((size) => size.name === found?.available);
    const pse = (await (
      await fetch(`${shop.backOffice.apiUrl}/api/get_pse/${chosen?.pse_id ?? 0}?country_id=5`, {
        headers: { authorization: `ShopToken ${shop.backOffice.shopToken}`, 'x-user-identifier': 'e2e' },
      })
    ).json()) as { data: { taxed_price: number; taxed_promo_price: number } };
    const paid = Math.min(pse.data.taxed_price, pse.data.taxed_promo_price);
    const shown = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(paid / 100);
    await expect.poll(async () => (await page.getByRole('main').textContent())?.includes(shown)).toBe(true);
    await page.close();
  });

  it('shows a tile by the m² and a reduced price against its lowest price of the last 30 days (Germany, Austria and Romania); never a made-up RRP', async () => {
    const backOffice = async <T,>(path: string): Promise<T> =>
      (await (
        await fetch(`${shop.backOffice.apiUrl}/api${path}`, { headers: { authorization: `ShopToken ${shop.backOffice.shopToken}`, 'x-user-identifier': 'e2e' } })
      ).json()) as T;
    const menu = await helper<{ data: { Id: number; TITLE: string }[] }>('/category_menu/custom_attribute?locale=de_AT');
    const tiles = menu.data.find((category) => category.TITLE === 'Fliesen');
    if (!tiles) throw new Error('the demo shop sells tiles');
    const tileList = await backOffice<{ items: { ID: number }[] }>(`/products/?country_id=13&category=${tiles.Id}&limit=1`);
    const tileId = tileList.items[0]?.ID ?? 0;
    const [tile] = await backOffice<{ unit?: string; unit_content_milli?: number }[]>(`/products/${tileId}?country_id=13`);
    expect(tile?.unit).toBe('m2');
    const tilePage = await (await fetch(`${origin('at')}/product/${tileId}`)).text();
    expect(tilePage).toMatch(/[\d.,]+\s€ pro m²/);
    expect(await (await fetch(`${origin('ro')}/product/${tileId}`)).text()).toMatch(/[\d.,]+\sLei pe m²/);
    // The listing's cards show it too.
    expect(await (await fetch(`${origin('de')}/shop-grid-standard/category-${tiles.Id}`)).text()).toMatch(/[\d.,]+\s€ pro m²/);
    const promo = await backOffice<{ items: { ID: number; IS_PROMO: boolean }[] }>('/products/?country_id=13&limit=100&order=min_price');
    const reduced = promo.items.find((item) => item.IS_PROMO);
    if (!reduced) throw new Error('the demo shop has reduced products');
    const at = await (await fetch(`${origin('at')}/product/${reduced.ID}`)).text();
    expect(at).toContain('Niedrigster Preis der letzten 30 Tage');
    // Listing cards show it next to a reduced price too.
    const firstPage = await backOffice<{ items: { IS_PROMO: boolean; lowest_price_30_days: number | null }[] }>('/products/?country_id=13&limit=24');
    expect(firstPage.items.some((item) => item.IS_PROMO && item.lowest_price_30_days !== null)).toBe(true);
    expect(await (await fetch(`${origin('at')}/shop-grid-standard/all`)).text()).toContain('Niedrigster Preis der letzten 30 Tage');
    const ro = await (await fetch(`${origin('ro')}/product/${reduced.ID}`)).text();
    expect(ro).toContain('Cel mai mic preț din ultimele 30 de zile');
    // Decision 013: "UVP"/"PVP" only for a manufacturer's price, named so; no computed list price.
    const listing = await (await fetch(`${origin('de')}/shop-grid-standard/all`)).text();
    expect(listing).not.toMatch(/UVP (?!des Herstellers)/);
    expect(listing).toContain('UVP des Herstellers:');
    expect(await (await fetch(`${origin('ro')}/shop-grid-standard/all`)).text()).not.toMatch(/PVP/);
  });

  it('tells when an item in stock ships and what freight delivery costs', async () => {
    const listing = (await (
      await fetch(`${shop.backOffice.apiUrl}/api/products/?country_id=5&limit=100&in_stock=1`, {
        headers: { authorization: `ShopToken ${shop.backOffice.shopToken}`, 'x-user-identifier': 'e2e' },
      })
    ).json()) as { items: { ID: number; is_freight: boolean }[] };
    const parcel = listing.items.find((item) => !item.is_freight);
    const freight = listing.items.find((item) => item.is_freight);
    if (!parcel || !freight) throw new Error('the demo shop has parcel and freight items in stock');
    const page = await open('de', `/product/${parcel.ID}`);
    await page.getByText('Lieferzeit: 1-2 Werktage').waitFor();
    await page.getByText('An einem Werktag vor 13:00 Uhr bestellt (freitags 15:00 Uhr), Versand am nächsten Werktag.').waitFor();
    // The shipping day is a working day, named in German.
    await page.getByText(/Versand am (Montag|Dienstag|Mittwoch|Donnerstag|Freitag), \d{1,2}\. [A-ZÄÖÜ][a-zä]+\.$/).waitFor();
    await page.close();
    const html = await (await fetch(`${origin('de')}/product/${freight.ID}`)).text();
    expect(html).toContain('Speditionsgebühr: 90,00\u00a0€');
  });

  it('is the same public page for every anonymous shopper', async () => {
    const response = await fetch(`${origin('de')}/product/1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('public');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('lets a demo customer who bought the product write a review, which waits for moderation', async () => {
    const [first] = (await helper<{ data: Variation[] }>('/products/combinations/3/de_AT')).data;
    const size = first?.size.find((entry) => entry.stock > 0);
    if (!first || !size) throw new Error('product 3 has a variant in stock');
    await buyAsDemoCustomer(shop.backOffice, { email: 'firma@example.com', password: 'firma1234' }, { productId: 3, pseId: size.pse_id });

    const page = await open('at', '/product/3');
    await page.getByRole('link', { name: 'Anmelden, um eine Bewertung zu schreiben' }).click();
    await page.waitForURL(/\/login-register/);
    await page.locator('html[data-hydrated="true"]').waitFor();
    await page.getByLabel(/^E-Mail-Adresse/).fill('firma@example.com');
    await page.getByLabel(/^Passwort/).fill('firma1234');
    await page.getByRole('button', { name: 'Anmelden' }).last().click();
    await page.waitForURL(/\/product\/3$/);
    await page.locator('html[data-hydrated="true"]').waitFor();
    const form = page.getByRole('form', { name: 'Bewertung schreiben' });
    await form.waitFor();
    expect(await seriousViolations(page), 'review form').toEqual([]);
    await form.getByRole('button', { name: 'Bewertung senden' }).click();
    // Bad input keeps what was typed and names the field.
    await form.getByText('Bitte wählen Sie eine Bewertung von 1 bis 5.').waitFor();
    await form.getByText('Dieses Feld ist erforderlich.').first().waitFor();
    await form.getByLabel(/^Überschrift/).fill('Sehr solide');
    await form.getByLabel(/^Ihre Bewertung/).fill('Gut verarbeitet und schnell geliefert.');
    await form.getByLabel('4 Sterne').check();
    await form.getByRole('button', { name: 'Bewertung senden' }).click();
    await page.getByRole('status').filter({ hasText: 'Ihre Bewertung wird nach der Prüfung veröffentlicht' }).waitFor();

    // Held for moderation: not on the public page.
    const html = await (await fetch(`${origin('at')}/product/3`)).text();
    expect(html).not.toContain('Sehr solide');
    await page.close();

    // Once an admin approves it, it is listed with the average rating.
    const api = (path: string) => `${shop.backOffice.apiUrl}/api${path}`;
    // Staff moderate in the admin: its own session (cookie) and the CSRF token on writes.
    const signIn = await fetch(api('/admin/session'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'admin1234' }),
    });
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const { data: adminSession } = (await signIn.json()) as { data: { csrf_token: string } };
    const admin = { cookie, 'x-admin-csrf': adminSession.csrf_token, 'content-type': 'application/json' };
    const pending = (await (await fetch(api('/admin/reviews?per_page=100'), { headers: { cookie } })).json()) as { data: { id: number; title: string }[] };
    const mine = pending.data.find((comment) => comment.title === 'Sehr solide');
    if (!mine) throw new Error('the review waits in the moderation queue');
    const moderated = await fetch(api(`/admin/reviews/${mine.id}/moderate`), { method: 'POST', headers: admin, body: JSON.stringify({ decision: 'approve' }) });
    expect(moderated.status).toBe(200);
    const approved = await open('at', '/product/3');
    await approved.getByText('Sehr solide').waitFor();
    await approved.getByText('4 von 5 Sternen aus 1 Bewertung').waitFor();
    await approved.getByRole('link', { name: '4 von 5 Sternen (1 Bewertung)' }).waitFor();
    expect(await seriousViolations(approved), 'product with a review').toEqual([]);
    await approved.close();
  });
});
