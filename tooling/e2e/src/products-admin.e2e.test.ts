// The admin's products (issue 16) in real Chromium against a running shop: the storefront's
// "edit product" link opens that product's editor (a partner-product link too), and a German
// price changed in the editor from today shows on the German product page with the regular price
// struck through and the lowest price of the 30 days before the reduction; a PDF attached in the
// editor is listed on the German product page and its link downloads it; a price saved for a
// later day is cancelled in the editor and the shop keeps its price. Every admin page
// visited passes axe. With SHOTS_DIR set, the pages are also photographed there (German and
// Romanian admin, 1280 px; the product page at 375 px too).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backOfficeKit, uniqueEmail } from './account-kit.ts';
import { adminKit, demoAdmin, type AdminKit } from './admin-kit.ts';
import { seriousViolations } from './a11y.ts';
import { launchChromium } from './browser.ts';
import { sellableProducts } from './checkout-kit.ts';
import { startShop, type RunningShop } from './start-shop.ts';

let shop: RunningShop;
let browser: Browser;
let admin: AdminKit;

type ShopProduct = {
  ID: number;
  IMAGE: string | null;
  TITLE: string;
  URL: string;
  PRICE: number;
  TAXED_PRICE: number;
  BEST_TAXED_PRICE: number;
  IS_PROMO: boolean;
  is_freight: boolean;
  unit: string;
  listen_price: number | null;
  lowest_price_30_days: number | null;
};

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(['de']), launchChromium()]);
  admin = adminKit(shop.backOffice);
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const origin = () => shop.apps.get('de')?.origin ?? '';
const euro = (cents: number) => new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cents / 100).replace(/\s/g, ' ');
const normalized = (text: string | null) => (text ?? '').replace(/\s/g, ' ').trim();

async function shopProduct(id: number): Promise<ShopProduct | undefined> {
  const response = await fetch(`${shop.backOffice.apiUrl}/api/products/${id}?country_id=5`, { headers: { authorization: `ShopToken ${shop.backOffice.shopToken}`, 'x-user-identifier': 'e2e-products' } });
  if (response.status !== 200) return undefined;
  return ((await response.json()) as ShopProduct[])[0];
}

/** A German product sold by the piece, not reduced, with a price shown (no price on request). */
async function productToReduce(): Promise<ShopProduct> {
  for (let id = 2; id < 60; id += 1) {
    const product = await shopProduct(id);
    if (product && !product.IS_PROMO && !product.is_freight && product.unit === 'piece' && product.PRICE > 2000) return product;
  }
  throw new Error('no product to reduce in the demo catalog');
}

async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/** A screenshot of one part of a page (a variant's card), when SHOTS_DIR is set. */
async function shotOf(part: Locator, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await part.screenshot({ path: path.join(dir, `${name}.png`) });
}

/** Signs the demo admin in to the German storefront (the admin bar shows for staff). */
async function storefrontAsAdmin(page: Page) {
  await page.goto(`${origin()}/login-register`);
  await page.locator('html[data-hydrated="true"]').waitFor();
  await page.getByLabel(/^E-Mail-Adresse/).fill(demoAdmin.email);
  await page.getByLabel(/^Passwort/).fill(demoAdmin.password);
  await page.getByRole('button', { name: 'Anmelden' }).last().click();
  await page.waitForURL(/\/account$/);
}

describe('the admin’s products', () => {
  it('opens the product’s editor from the storefront’s edit link (and from a partner-product link)', async () => {
    const product = await productToReduce();
    const { context, page } = await admin.newAdminPage(browser);
    await admin.signIn(page);
    await storefrontAsAdmin(page);
    await page.goto(`${origin()}${product.URL}`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    const edit = page.getByRole('navigation', { name: 'Backoffice-Verknüpfungen' }).getByRole('link', { name: 'Produkt bearbeiten' });
    expect(await edit.getAttribute('href')).toBe(`${admin.adminUrl}/products/${product.ID}`);
    await edit.click();
    await page.waitForURL(`${admin.adminUrl}/products/${product.ID}`);
    expect(await admin.heading(page)).toBe(product.TITLE);
    await page.getByRole('form', { name: /^Price in Germany, variant / }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    expect(await admin.open(page, `/partner-products/${product.ID}`)).toBe(product.TITLE);
    expect(new URL(page.url()).pathname).toBe(`/admin/products/${product.ID}`);

    // The admin bar's "Catalog" is the product list: search by reference.
    expect(await admin.open(page, '/catalog')).toBe('Products');
    const search = page.getByRole('search', { name: 'Search products' });
    await search.getByLabel('Search').fill(product.TITLE);
    await search.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/[?&]q=/);
    await page.getByRole('link', { name: product.TITLE }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('DE: a price reduced from today shows on the product page against the struck-through lowest price of the 30 days before', async () => {
    const product = await productToReduce();
    const regular = product.PRICE + 1_000;
    const reduced = product.PRICE - 500;
    const { context, page } = await admin.newAdminPage(browser);
    await admin.signIn(page);
    expect(await admin.open(page, `/products/${product.ID}`)).toBe(product.TITLE);
    const form = page.getByRole('form', { name: /^Price in Germany, variant / }).first();
    const decimal = (cents: number) => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
    await form.getByLabel('Regular price, net (EUR)').fill(decimal(regular));
    await form.getByLabel('Reduced price, net (EUR)').fill(decimal(reduced));
    // A manufacturer's RRP as well: a reduced price is still compared only with its 30-day lowest price.
    await form.getByLabel("Manufacturer's RRP, net (EUR)").fill(decimal(regular));
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
    expect(await form.getByLabel('Valid from').inputValue()).toBe(today);
    await form.getByRole('button', { name: 'Save price' }).click();
    await page.getByText('The price is saved. The shop shows it within a minute.').waitFor();
    await form.getByText(/Now reduced:/).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();

    // The shop's own answer: reduced, and the lowest price before it is the price asked until now.
    const after = await shopProduct(product.ID);
    if (!after) throw new Error('the product is gone from the German shop');
    expect(after).toMatchObject({ PRICE: regular, IS_PROMO: true, listen_price: after.TAXED_PRICE, lowest_price_30_days: product.TAXED_PRICE });

    for (const width of [1280, 375]) {
      const shopper = await browser.newContext({ locale: 'de-DE', viewport: { width, height: 900 } });
      const productPage = await shopper.newPage();
      await productPage.goto(`${origin()}${product.URL}`);
      await productPage.locator('html[data-hydrated="true"]').waitFor();
      // The product's own block (the page also shows other products' prices further down).
      const main = productPage.locator('article', { has: productPage.getByRole('heading', { level: 1, name: product.TITLE }) });
      // The struck-through price is the lowest of the 30 days before the reduction, labelled so (PAngV section 11).
      expect(normalized(await main.locator('s').first().textContent())).toBe(euro(product.TAXED_PRICE));
      expect(await main.getByText(/UVP/).count()).toBe(0);
      expect(normalized(await main.getByText(/^Niedrigster Preis der letzten 30 Tage:/).first().textContent())).toBe(`Niedrigster Preis der letzten 30 Tage: ${euro(product.TAXED_PRICE)}`);
      expect(normalized(await main.getByText(euro(after.BEST_TAXED_PRICE), { exact: true }).first().textContent())).toBe(euro(after.BEST_TAXED_PRICE));
      await shot(productPage, `storefront-de-product-${width}`);
      await shopper.close();
    }
  });

  it('cancels a price saved for a later day in the editor, before its day; the shop keeps its price', async () => {
    const product = await productToReduce();
    const { context, page } = await admin.newAdminPage(browser);
    page.on('dialog', (dialog) => void dialog.accept());
    await admin.signIn(page);
    expect(await admin.open(page, `/products/${product.ID}`)).toBe(product.TITLE);
    const form = page.getByRole('form', { name: /^Price in Germany, variant / }).first();
    const later = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + 5 * 86_400_000));
    await form.getByLabel('Regular price, net (EUR)').fill('1,00');
    await form.getByLabel('Valid from').fill(later);
    await form.getByRole('button', { name: 'Save price' }).click();
    await page.getByText(/^The price is saved and takes effect on /).waitFor();
    const waiting = form.getByRole('list', { name: 'Prices saved for a later day in Germany' });
    await waiting.getByText(/€1\.00 net$/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // With the keyboard, after the confirmation.
    await waiting.getByRole('button', { name: /^Cancel price \(From .*€1\.00 net\)$/ }).press('Enter');
    await page.getByText(/^The price for .* is cancelled\.$/).waitFor();
    await expect.poll(() => form.getByRole('list', { name: 'Prices saved for a later day in Germany' }).count()).toBe(0);
    await context.close();
    expect((await shopProduct(product.ID))?.PRICE).toBe(product.PRICE);
  });

  it('uploads a photo with its alternative text in the admin; the shop shows it (the product’s picture in lists, and in the product page’s gallery)', async () => {
    const product = await productToReduce();
    const { context, page } = await admin.newAdminPage(browser);
    await admin.signIn(page);
    expect(await admin.open(page, `/products/${product.ID}`)).toBe(product.TITLE);
    // A one-pixel PNG: sharp turns it into the stored WebP.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
    await page.getByLabel('New photo').setInputFiles({ name: 'bad.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Upload photo' }).click();
    await page.getByText('The photo is added at the end.').waitFor();
    const photos = page.getByRole('form', { name: 'Photos' });
    await photos.getByLabel('Alternative text, German').fill('Waschbecken von vorn');
    await photos.getByRole('button', { name: 'Save photos' }).click();
    await page.getByText('The photos are saved.').waitFor();
    expect(await photos.getByLabel('Alternative text, German').inputValue()).toBe('Waschbecken von vorn');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();

    const shopped = await shopProduct(product.ID);
    expect(shopped?.IMAGE ?? '').toMatch(/\/images\/uploads\/\d+\.webp$/);
    const shopper = await browser.newContext({ locale: 'de-DE' });
    const productPage = await shopper.newPage();
    await productPage.goto(`${origin()}${product.URL}`);
    await productPage.locator('html[data-hydrated="true"]').waitFor();
    const sources = await productPage.locator('article img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).currentSrc || (image as HTMLImageElement).src));
    // The gallery leads with the chosen colour's picture, then the product's photos.
    expect(sources.some((source) => source.startsWith(shopped?.IMAGE ?? 'missing'))).toBe(true);
    await shopper.close();
  });

  it('attaches a PDF with its German and Romanian title in the admin; the German product page lists it and its link downloads the PDF', async () => {
    const product = await productToReduce();
    const { context, page } = await admin.newAdminPage(browser);
    await admin.signIn(page);
    expect(await admin.open(page, `/products/${product.ID}`)).toBe(product.TITLE);
    const upload = page.getByRole('form', { name: 'New document' });
    // A text file is refused at the file field, and nothing is added.
    await upload.getByLabel('New document').setInputFiles({ name: 'notiz.pdf', mimeType: 'application/pdf', buffer: Buffer.from('no PDF at all') });
    await upload.getByLabel('Title, German').fill('Notiz');
    await upload.getByLabel('Title, Romanian').fill('Notă');
    await upload.getByRole('button', { name: 'Upload document' }).click();
    await upload.getByText('This file is no PDF: please upload a PDF document.').waitFor();
    const pdf = Buffer.from(
      '%PDF-1.1\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 100]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
      'latin1',
    );
    await upload.getByLabel('New document').setInputFiles({ name: 'Montageanleitung.pdf', mimeType: 'application/pdf', buffer: pdf });
    await upload.getByLabel('Title, German').fill('Montageanleitung E2E');
    await upload.getByLabel('Title, Romanian').fill('Instrucțiuni de montaj E2E');
    await upload.getByRole('button', { name: 'Upload document' }).click();
    await page.getByText('The document is added at the end.').waitFor();
    const documents = page.getByRole('form', { name: 'Documents' });
    await expect.poll(async () => documents.getByRole('link', { name: /^Montageanleitung\.pdf/ }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'admin-product-documents');
    await context.close();

    const shopper = await browser.newContext({ locale: 'de-DE' });
    const productPage = await shopper.newPage();
    await productPage.goto(`${origin()}${product.URL}`);
    await productPage.locator('html[data-hydrated="true"]').waitFor();
    const section = productPage.getByRole('region', { name: 'Dokumente' });
    const link = section.getByRole('link', { name: 'Montageanleitung E2E (PDF)' });
    await link.waitFor();
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(new RegExp(`/documents/products/${product.ID}/\\d+\\.pdf$`));
    const download = await shopper.request.get(href);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toBe('application/pdf');
    expect((await download.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await seriousViolations(productPage)).toEqual([]);
    await shopper.close();
  });

  it('speaks German and Romanian on the product list and editor', async () => {
    const product = await productToReduce();
    for (const locale of ['de-DE', 'ro-RO'] as const) {
      const context = await browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${admin.adminUrl}/sign-in`);
      await page.getByLabel(/^(E-Mail|E-mail)$/).fill(demoAdmin.email);
      await page.getByLabel(/^(Passwort|Parolă)$/).fill(demoAdmin.password);
      await page.getByLabel(/^(Passwort|Parolă)$/).press('Enter');
      await page.waitForURL((url) => !url.pathname.endsWith('/sign-in'));
      await page.goto(`${admin.adminUrl}/products`);
      expect(await admin.heading(page)).toBe(locale === 'de-DE' ? 'Produkte' : 'Produse');
      await page.getByRole('table').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `admin-${locale}-products`);
      await page.goto(`${admin.adminUrl}/products/${product.ID}`);
      expect(await admin.heading(page)).toBe(product.TITLE);
      await page.getByRole('button', { name: locale === 'de-DE' ? 'Preis speichern' : 'Salvați prețul' }).first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `admin-${locale}-product-edit`);
      await context.close();
    }
  });

  // Issue 34: the editor used to write back the stock it had loaded, undoing orders placed meanwhile.
  it('DE and RO: an order placed while the variant is open still counts after the admin saves a new EAN; a stock number typed into the stale form is refused with the current one, then saved', async () => {
    const [listed] = await sellableProducts(shop.backOffice, 'de');
    if (!listed) throw new Error('a product in stock');
    const kit = backOfficeKit(shop.backOffice);

    for (const [locale, texts] of [
      ['de-DE', { variant: 'Variante', stockIn: /^Bestand in/, save: 'Variante speichern', saved: 'Die Variante ist gespeichert.', moved: /Inzwischen geändert: jetzt (\d+) auf Lager/, why: 'Grund der Bestandsänderung', noReason: /^Geben Sie an, warum sich der Bestand ändert/, history: /^Lagerverlauf von/, order: 'Bestellung' }],
      ['ro-RO', { variant: 'Varianta', stockIn: /^Stoc în/, save: 'Salvați varianta', saved: 'Varianta este salvată.', moved: /Modificat între timp: acum (\d+) în stoc/, why: 'Motivul modificării stocului', noReason: /^Spuneți de ce se modifică stocul/, history: /^Istoricul stocului pentru/, order: 'Comandă' }],
    ] as const) {
      const { context, page } = await admin.signedInIn(browser, locale);
      await admin.open(page, `/products/${listed.ID}`);
      // The first variant as the back office has it, read with the admin's session (a GET needs no CSRF token).
      const firstVariant = () =>
        page.evaluate(async (url) => ((await (await fetch(url)).json()) as { data: { variants: { id: number; ref: string; stock: { quantity: number }[] }[] } }).data.variants[0], `${admin.adminUrl.replace(/\/admin$/, '')}/api/admin/products/${listed.ID}`);
      const stockOf = async () => (await firstVariant())?.stock.reduce((sum, row) => sum + row.quantity, 0) ?? -1;
      // The first variant's form, as the admin opened it.
      const form = page.getByRole('form', { name: new RegExp(`^${texts.variant} `) }).first();
      const firstStock = form.getByLabel(texts.stockIn).first();
      const shown = Number(await firstStock.inputValue());
      const centreTotal = await form.getByLabel(texts.stockIn).evaluateAll((inputs) => inputs.reduce((sum, input) => sum + Number((input as HTMLInputElement).value), 0));
      const variant = await firstVariant();
      if (!variant) throw new Error('the product has a variant');
      expect(await form.getAttribute('aria-label')).toBe(`${texts.variant} ${variant.ref}`);
      const pseId = variant.id;
      expect(await stockOf()).toBe(centreTotal);

      // Meanwhile a customer orders 2 units of that variant.
      const email = uniqueEmail(`stock-${locale}`);
      await kit.customerOrder('de', await kit.register('de', email, 'geheim123'), email, { productId: listed.ID, pseId, quantity: 2 });
      expect(await stockOf()).toBe(centreTotal - 2);

      // The admin changes only the EAN and saves: the order keeps its units.
      await form.getByLabel('EAN').fill(locale === 'de-DE' ? '4006381333931' : '96385074');
      await form.getByRole('button', { name: texts.save }).click();
      await page.getByText(texts.saved).first().waitFor();
      expect(await stockOf()).toBe(centreTotal - 2);
      expect(await seriousViolations(page), `${locale} variant saved`).toEqual([]);

      // Another order, then a new number typed into the form still showing the old one: refused, the current number shown.
      const email2 = uniqueEmail(`stock2-${locale}`);
      await kit.customerOrder('de', await kit.register('de', email2, 'geheim123'), email2, { productId: listed.ID, pseId, quantity: 1 });
      await firstStock.fill(String(shown + 40));
      // A changed number needs its reason: asked at the reason's field, nothing saved.
      await form.getByRole('button', { name: texts.save }).click();
      await form.getByText(texts.noReason).waitFor();
      expect(await stockOf()).toBe(centreTotal - 3);
      await form.getByLabel(texts.why).fill(`Wareneingang ${locale}`);
      await form.getByRole('button', { name: texts.save }).click();
      await form.getByRole('alert').waitFor();
      const moved = form.getByText(texts.moved);
      await moved.waitFor();
      const current = Number(texts.moved.exec((await moved.textContent()) ?? '')?.[1]);
      expect(current).toBeLessThan(shown);
      expect(await stockOf()).toBe(centreTotal - 3);
      expect(await seriousViolations(page), `${locale} stock refused`).toEqual([]);
      await shotOf(form.locator('xpath=ancestor::article[1]'), `admin-${locale}-variant-stock-changed`);

      // Saved again from the current number: now it is written, and the history shows it with the orders.
      await form.getByRole('button', { name: texts.save }).click();
      await page.getByText(texts.saved).first().waitFor();
      expect(Number(await firstStock.inputValue())).toBe(shown + 40);
      const history = page.getByRole('table', { name: texts.history }).first();
      await expect.poll(() => history.getByRole('row').filter({ hasText: `Wareneingang ${locale}` }).count()).toBe(1);
      // Each order's units out, its reference linking to the order.
      const orderRows = history.getByRole('row').filter({ hasText: texts.order });
      expect(await orderRows.count()).toBeGreaterThanOrEqual(2);
      expect(await seriousViolations(page), `${locale} stock history`).toEqual([]);
      await shotOf(form.locator('xpath=ancestor::article[1]'), `admin-${locale}-variant-stock-history`);
      await orderRows.first().getByRole('link').click();
      await page.waitForURL(/\/admin\/orders\/\d+$/);
      await context.close();
    }
  });

  it('DE and RO: low stock: a variant counted down to 1 shows on the dashboard and in the low-stock list; its own reorder point takes it off; the shop’s reorder point is set on the list', async () => {
    const [listed] = (await sellableProducts(shop.backOffice, 'de')).slice(1);
    if (!listed) throw new Error('a second product in stock');
    const { context, page } = await admin.signedInIn(browser, 'de-DE');
    const lowTile = () => page.getByRole('link', { name: /Varianten mit knappem Bestand in einem Lager/ });
    const countOf = async () => Number((await lowTile().textContent())?.match(/\d+/)?.[0] ?? 'NaN');
    await admin.open(page, '/');
    const before = await countOf();

    // Counted: 1 left in the first warehouse, below the shop's reorder point of 3.
    await admin.open(page, `/products/${listed.ID}`);
    const variantForm = page.getByRole('form', { name: /^Variante / }).first();
    await variantForm.getByLabel(/^Bestand in/).first().fill('1');
    await variantForm.getByLabel('Grund der Bestandsänderung').fill('Gezählt');
    await variantForm.getByRole('button', { name: 'Variante speichern' }).click();
    await page.getByText('Die Variante ist gespeichert.').waitFor();
    await variantForm.getByText('Knapp: am oder unter dem Meldebestand.').first().waitFor();
    await admin.open(page, '/');
    expect(await countOf()).toBe(before + 1);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'admin-low-stock-dashboard-de');
    await lowTile().click();
    await page.waitForURL(/\/products\?stock=low/);
    await page.getByRole('searchbox', { name: 'Suche' }).fill(listed.TITLE);
    await page.getByRole('button', { name: 'Suche', exact: true }).click();
    await page.getByRole('link', { name: listed.TITLE }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'admin-low-stock-list-de');

    // Its own reorder point of 0: 1 in stock is no longer low, and the list says so.
    await admin.open(page, `/products/${listed.ID}`);
    await variantForm.getByLabel('Meldebestand').fill('0');
    await variantForm.getByRole('button', { name: 'Variante speichern' }).click();
    await page.getByText('Die Variante ist gespeichert.').waitFor();
    await shotOf(variantForm, 'admin-low-stock-variant-de');
    await admin.open(page, `/products?stock=low&q=${encodeURIComponent(listed.TITLE)}`);
    await page.getByText('Kein Produkt passt.').waitFor();
    await context.close();

    // RO: the shop's reorder point, set on the low-stock list.
    const romanian = await admin.signedInIn(browser, 'ro-RO');
    await admin.open(romanian.page, '/products?stock=low');
    const field = romanian.page.getByRole('spinbutton', { name: 'Pragul de reaprovizionare al magazinului' });
    expect(await field.inputValue()).toBe('3');
    await field.fill('4');
    await romanian.page.getByRole('button', { name: 'Salvați', exact: true }).click();
    await romanian.page.getByText('Pragul de reaprovizionare al magazinului este acum 4.').waitFor();
    expect(await seriousViolations(romanian.page)).toEqual([]);
    await shot(romanian.page, 'admin-low-stock-list-ro');
    // Back to the shop's 3 for the journeys after this one.
    await field.fill('3');
    await romanian.page.getByRole('button', { name: 'Salvați', exact: true }).click();
    await romanian.page.getByText('Pragul de reaprovizionare al magazinului este acum 3.').waitFor();
    await romanian.context.close();
  });

  it('DE: leaving the editor with unsaved edits asks first, naming the form; RO: a save refused because someone else saved shows in view, with what they changed', async () => {
    const [listed] = (await sellableProducts(shop.backOffice, 'de')).slice(2);
    if (!listed) throw new Error('a third product in stock');
    const { context, page } = await admin.signedInIn(browser, 'de-DE');
    await admin.open(page, `/products/${listed.ID}`);
    const productForm = page.getByRole('form', { name: 'Produkt' });
    await productForm.getByRole('group', { name: /^Deutsch/ }).getByLabel('Kurzbeschreibung').fill('Ungespeicherte Änderung');
    await page.getByRole('navigation').getByRole('link', { name: 'Produkte' }).click();
    const question = page.getByRole('dialog', { name: 'Ohne Speichern verlassen?' });
    await question.waitFor();
    expect(await question.getByRole('listitem').allTextContents()).toEqual(['Produkt: Texte, Kategorien und Marke']);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'admin-unsaved-question-de');
    // Staying keeps what was typed; leaving then goes where the link pointed.
    await question.getByRole('button', { name: 'Bleiben und speichern' }).click();
    expect(await productForm.getByRole('group', { name: /^Deutsch/ }).getByLabel('Kurzbeschreibung').inputValue()).toBe('Ungespeicherte Änderung');
    expect(page.url()).toContain(`/products/${listed.ID}`);
    await page.getByRole('navigation').getByRole('link', { name: 'Produkte' }).click();
    await question.getByRole('button', { name: 'Ohne Speichern verlassen' }).click();
    await page.waitForURL(/\/products$/);
    await context.close();

    // RO: two people on one product; the second save is refused where its author looks.
    const first = await admin.signedInIn(browser, 'ro-RO');
    const second = await admin.signedInIn(browser, 'ro-RO');
    await admin.open(first.page, `/products/${listed.ID}`);
    await admin.open(second.page, `/products/${listed.ID}`);
    const romanianTexts = (page: Page) => page.getByRole('form', { name: 'Produs' }).getByRole('group', { name: /^Română/ });
    await romanianTexts(second.page).getByLabel('Titlu', { exact: true }).fill(`${listed.TITLE} (RO nou)`);
    await second.page.getByRole('button', { name: 'Salvați produsul' }).click();
    await second.page.getByText(/Produsul este salvat/).waitFor();
    await romanianTexts(first.page).getByLabel('Descriere scurtă').fill('O descriere scurtă nouă');
    // Scrolled down to the button, as a person who just typed at the foot of the form.
    await first.page.getByRole('button', { name: 'Salvați produsul' }).click();
    const refused = first.page.getByRole('form', { name: 'Produs' }).getByRole('alert');
    await refused.getByText('Modificat de cealaltă salvare:').waitFor();
    expect(await refused.getByRole('listitem').allTextContents()).toEqual(['Titlu (Română)']);
    // Seen where the person looks: it has the focus and lies within the window.
    expect(await refused.evaluate((element) => document.activeElement === element)).toBe(true);
    expect(await refused.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    })).toBe(true);
    expect(await seriousViolations(first.page)).toEqual([]);
    await shot(first.page, 'admin-product-refused-save-ro');
    await first.context.close();
    await second.context.close();
  });
});

