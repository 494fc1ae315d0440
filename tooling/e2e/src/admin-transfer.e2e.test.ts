// Export and import in the admin (issue 16) in real Chromium against a running shop: the demo admin
// downloads the prices as CSV, changes two German prices in the file and adds a row for a variant
// that does not exist, uploads it: the preview shows the bad row rejected with its reason and two
// rows to update; applying it changes the two prices, which the German product pages then show.
// Both pages pass axe. With SHOTS_DIR set, the export page, the preview and the summary are
// photographed at 1280 and 375 px.
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminKit, type AdminKit } from './admin-kit.ts';
import { seriousViolations } from './a11y.ts';
import { launchChromium } from './browser.ts';
import { shotsAtBothWidths } from './shots.ts';
import { startShop, type RunningShop } from './start-shop.ts';

let shop: RunningShop;
let browser: Browser;
let admin: AdminKit;

type ShopProduct = { ID: number; REF: string; TITLE: string; URL: string; PRICE: number; TAXED_PRICE: number; IS_PROMO: boolean; is_freight: boolean; unit: string };

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

async function shopProduct(id: number): Promise<ShopProduct | undefined> {
  const response = await fetch(`${shop.backOffice.apiUrl}/api/products/${id}?country_id=5`, { headers: { authorization: `ShopToken ${shop.backOffice.shopToken}`, 'x-user-identifier': 'e2e-transfer' } });
  if (response.status !== 200) return undefined;
  return ((await response.json()) as ShopProduct[])[0];
}


describe('export and import in the admin', () => {
  it('exports the prices as CSV, imports them with two changed prices and one bad row: the bad row is rejected, the two prices show on the German product pages', async () => {
    const { context, page } = await admin.newAdminPage(browser);
    await admin.signIn(page);
    expect(await admin.open(page, '/export')).toBe('Export');
    await page.getByLabel('What', { exact: true }).selectOption('prices');
    expect(await seriousViolations(page)).toEqual([]);
    await shotsAtBothWidths(page, 'admin-export');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^shop-prices-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync(await download.path());
    // For German Excel: a byte order mark, semicolons.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header = '', ...lines] = bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
    const columns = header.split(';');
    expect(columns.slice(0, 6)).toEqual(['variant_ref', 'product_ref', 'title_de', 'country', 'currency', 'net_price']);
    const at = (name: string) => columns.indexOf(name);

    // Two German products with one variant each, not reduced: their DE row is the price the page shows.
    const chosen: { product: ShopProduct; line: number; price: number }[] = [];
    for (let id = 2; id < 80 && chosen.length < 2; id += 1) {
      const product = await shopProduct(id);
      if (!product || product.IS_PROMO || product.is_freight || product.unit !== 'piece' || product.PRICE < 2000) continue;
      const rows = lines.map((line, index) => ({ cells: line.split(';'), index })).filter((row) => row.cells[at('product_ref')] === product.REF);
      const german = rows.filter((row) => row.cells[at('country')] === 'DE');
      if (german.length !== 1 || german[0]?.cells[at('net_reduced_price')] !== '') continue;
      chosen.push({ product, line: german[0].index, price: product.PRICE + 1_234 });
    }
    expect(chosen).toHaveLength(2);
    const decimal = (cents: number) => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
    const edited = [...lines];
    for (const { line, price } of chosen) {
      const cells = (edited[line] ?? '').split(';');
      cells[at('net_price')] = decimal(price);
      edited[line] = cells.join(';');
    }
    edited.push(['NO-SUCH-VARIANT', '', '', 'DE', 'EUR', '10,00', '', '', ''].join(';'));
    const file = Buffer.from(`\uFEFF${[header, ...edited].join('\r\n')}\r\n`, 'utf8');

    // The product list offers the same export with its own filters.
    expect(await admin.open(page, `/products?q=${encodeURIComponent(chosen[0]?.product.REF ?? '')}`)).toBe('Products');
    const fromList = new URL((await page.getByRole('link', { name: 'Download these as CSV (every page)' }).getAttribute('href')) ?? '', admin.adminUrl);
    expect(fromList.pathname).toBe('/api/admin/export/products');
    expect(Object.fromEntries(fromList.searchParams)).toEqual({ format: 'csv', q: chosen[0]?.product.REF });

    expect(await admin.open(page, '/import')).toBe('Import');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('What the file holds').selectOption('prices');
    await page.getByLabel('File (CSV or XLSX)').setInputFiles({ name: 'prices.csv', mimeType: 'text/csv', buffer: file });
    await page.getByRole('button', { name: 'Check the file' }).click();
    const preview = page.getByRole('region', { name: /^Preview of prices\.csv$/ });
    await preview.waitFor();
    const count = (where: typeof preview, label: string) => where.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').textContent();
    expect(await count(preview, 'Updated')).toBe('2');
    expect(await count(preview, 'Rejected')).toBe('1');
    expect(await count(preview, 'Unchanged')).toBe(String(lines.length - 2));
    const rejected = preview.getByRole('table');
    const badRow = rejected.getByRole('row', { name: /NO-SUCH-VARIANT/ });
    expect((await badRow.getByRole('cell').allTextContents()).map((text) => text.trim())).toEqual([String(edited.length + 1), 'variant_ref', 'NO-SUCH-VARIANT', 'No variant has this reference.']);
    expect(await seriousViolations(page)).toEqual([]);
    await shotsAtBothWidths(page, 'admin-import-preview');
    // Nothing changed yet.
    expect((await shopProduct(chosen[0]?.product.ID ?? 0))?.PRICE).toBe(chosen[0]?.product.PRICE);

    await preview.getByRole('button', { name: 'Apply the 2 changes and skip the rejected row' }).click();
    const summary = page.getByRole('region', { name: 'Import applied' });
    await summary.waitFor();
    expect(await count(summary, 'Updated')).toBe('2');
    expect(await count(summary, 'Rejected')).toBe('1');
    expect(await seriousViolations(page)).toEqual([]);
    await shotsAtBothWidths(page, 'admin-import-summary');
    await context.close();

    // The German product pages show the new prices (gross, with the VAT of the day).
    for (const { product, price } of chosen) {
      const after = await shopProduct(product.ID);
      expect(after?.PRICE).toBe(price);
      const shopper = await browser.newContext({ locale: 'de-DE' });
      const productPage = await shopper.newPage();
      await productPage.goto(`${origin()}${product.URL}`);
      await productPage.locator('html[data-hydrated="true"]').waitFor();
      const main = productPage.locator('article', { has: productPage.getByRole('heading', { level: 1, name: product.TITLE }) });
      await expect.poll(async () => main.getByText(euro(after?.TAXED_PRICE ?? 0), { exact: true }).count()).toBeGreaterThan(0);
      await shopper.close();
    }
  });

  it('speaks German and Romanian on the export and import pages, which pass axe', async () => {
    for (const locale of ['de-DE', 'ro-RO'] as const) {
      const { context, page } = await admin.signedInIn(browser, locale);
      expect(await admin.open(page, '/export')).toBe('Export');
      await page.getByRole('link', { name: locale === 'de-DE' ? 'CSV herunterladen' : 'Descărcați CSV' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await admin.open(page, '/import')).toBe('Import');
      await page.getByRole('button', { name: locale === 'de-DE' ? 'Datei prüfen' : 'Verificați fișierul' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await shotsAtBothWidths(page, `admin-import-${locale}`);
      await context.close();
    }
  });
});
