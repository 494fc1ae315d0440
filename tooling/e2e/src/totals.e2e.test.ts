// What a shopper reads about money (issue 20 "Money to the cent", issue 17 "VAT", decision 014), in
// Chromium against the real back office: a German and a Romanian guest read the VAT their total
// contains per rate as an amount, in the cart, the cart dropdown, the checkout and the order page;
// the Austrian company customer reads net prices on the product page (a private page, never the
// shared cache's gross one), and net lines, the net sum, the VAT added per rate and the gross total
// after it. Screenshots of each screen at 375 and 1280 px go to SHOTS_DIR when it is set.
import { DatabaseSync } from 'node:sqlite';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './a11y.ts';
import { launchChromium } from './browser.ts';
import { addToCart, countryIds, fillGuestAddress, sellableProducts, type Code } from './checkout-kit.ts';
import { startShop, type RunningShop } from './start-shop.ts';
import { shot } from './shots.ts';


let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(['de', 'at', 'ro']), launchChromium()]);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const origin = (code: Code) => shop.apps.get(code)?.origin ?? '';

async function open(code: Code, pathname: string, width = 1280): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(origin(code) + pathname);
  await page.locator('html[data-hydrated="true"]').waitFor();
  return page;
}

/** "1.137,00 €" / "2.129,97 Lei" -> cents; a decimal point is not how these shops write money. */
function cents(text: string): number {
  const match = /(-|−)?(\d{1,3}(?:\.\d{3})*),(\d{2})\s(?:€|Lei)/.exec(text.replaceAll('\u00a0', ' '));
  if (!match) throw new Error(`not an amount in the shop's format: ${JSON.stringify(text)}`);
  return Number(`${match[2]?.replaceAll('.', '')}${match[3]}`) * (match[1] ? -1 : 1);
}

/** The label -> text rows of the first description list in `scope`. */
async function rows(scope: Locator): Promise<Map<string, string>> {
  const pairs = await scope
    .locator('dl')
    .first()
    .evaluate((dl) => [...dl.querySelectorAll('dt')].map((dt) => [dt.textContent?.replaceAll('\u00a0', ' ').trim() ?? '', dt.nextElementSibling?.textContent?.trim() ?? '']));
  return new Map(pairs as [string, string][]);
}

/** Both widths of the screen the page shows now. */
async function shoot(page: Page, name: string) {
  // The consent banner would cover the totals in the picture: the shopper declines first.
  const decline = page.getByRole('button', { name: /^(Ablehnen|Refuz)$/ });
  if (await decline.isVisible()) await decline.click();
  if (!process.env.SHOTS_DIR) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, `${name}-${width}.png`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The VAT a gross amount contains: gross - round(gross x 100 / (100 + rate)). */
const containedVat = (gross: number, rate: number) => gross - Math.round((gross * 100) / (100 + rate));

function expectGrossTotals(amounts: Map<string, string>, label: string, rate: number) {
  const total = cents(amounts.get(amounts.has('Gesamtsumme') ? 'Gesamtsumme' : 'Total') ?? '');
  const vat = cents(amounts.get(label) ?? '');
  expect(vat).toBe(containedVat(total, rate));
}

describe('money as the shopper reads it', () => {
  it('DE guest: cart, dropdown, checkout and order page state the VAT contained, enthaltene MwSt. 19 %', async () => {
    const page = await open('de', '/');
    const [product] = await sellableProducts(shop.backOffice, 'de');
    if (!product) throw new Error('no sellable product in de');
    await addToCart(page, origin('de'), product.ID, { add: 'In den Einkaufswagen', added: 'Das Produkt wurde in den Einkaufswagen gelegt.' });

    await page.goto(`${origin('de')}/cart`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    const cart = await rows(page.locator('main'));
    expect([...cart.keys()]).toEqual(expect.arrayContaining(['Warenwert', 'Gesamtsumme', 'enthaltene MwSt. 19 %']));
    expect(cents(cart.get('Warenwert') ?? '')).toBe(product.BEST_TAXED_PRICE);
    expectGrossTotals(cart, 'enthaltene MwSt. 19 %', 19);
    // The data's tax title is parsed for its rate, never printed.
    expect(await page.locator('main').textContent()).not.toContain('19% Ust.');
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'de-cart');

    // The dropdown writes money as the locale does: "1 × 35,99 €", never "35.99 €".
    await page.getByRole('button', { name: /Einkaufswagen/ }).first().click();
    // The cart page has its own "Zur Kasse" in the summary: wait for the dropdown's.
    await page.getByRole('navigation', { name: 'Ihr Shop' }).getByRole('link', { name: 'Zur Kasse' }).waitFor();
    const dropdown = page.locator('[class*="dropdown"]').filter({ hasText: 'Zur Kasse' }).last();
    const dropdownText = (await dropdown.textContent()) ?? '';
    expect(dropdownText.replaceAll('\u00a0', ' ')).toMatch(/1 × \d{1,3}(\.\d{3})*,\d{2} €/);
    expect(dropdownText).not.toMatch(/\d\.\d{2}\s?€/);
    expect(dropdownText.replaceAll('\u00a0', ' ')).toContain('enthaltene MwSt. 19 %');
    await page.keyboard.press('Escape');

    await page.goto(`${origin('de')}/checkout`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    const summary = page.getByRole('complementary', { name: 'Bestellübersicht' });
    await fillGuestAddress(page, { email: 'totals.de@example.com', zipcode: '80331', city: 'München', phone: '+49 89 1234567' });
    await page.getByRole('radio', { name: /Vorkasse/ }).check();
    await expect.poll(async () => (await rows(summary)).has('enthaltene MwSt. 19 %')).toBe(true);
    expectGrossTotals(await rows(summary), 'enthaltene MwSt. 19 %', 19);
    await shoot(page, 'de-checkout');
    await page.getByLabel(/Ich akzeptiere die AGB/).check();
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await page.waitForURL(/\/order-placed/);
    await page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' }).waitFor();
    const placed = await rows(page.getByRole('region', { name: 'Ihre Bestellung' }));
    expectGrossTotals(placed, 'enthaltene MwSt. 19 %', 19);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'de-order-placed');
    await page.close();
  });

  it('RO guest: "TVA inclus 21 %" in the cart, the checkout and on the order page', async () => {
    const page = await open('ro', '/');
    const [product] = await sellableProducts(shop.backOffice, 'ro');
    if (!product) throw new Error('no sellable product in ro');
    await addToCart(page, origin('ro'), product.ID, { add: 'Adaugă în coș', added: 'Produsul a fost adăugat în coș.' });
    await page.goto(`${origin('ro')}/cart`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    expectGrossTotals(await rows(page.locator('main')), 'TVA inclus 21 %', 21);
    expect(await page.locator('main').textContent()).not.toContain('21% TVA inclus');
    await shoot(page, 'ro-cart');
    await page.goto(`${origin('ro')}/checkout`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    await fillGuestAddress(page, { email: 'totals.ro@example.com', zipcode: '010011', city: 'București', phone: '+40 21 123 4567' });
    await page.getByRole('radio', { name: /^Ramburs/ }).check();
    const summary = page.getByRole('complementary', { name: 'Sumarul comenzii' });
    await expect.poll(async () => (await rows(summary)).has('TVA inclus 21 %')).toBe(true);
    expectGrossTotals(await rows(summary), 'TVA inclus 21 %', 21);
    await shoot(page, 'ro-checkout');
    await page.getByLabel(/Sunt de acord cu Termenii și condițiile/).check();
    await page.getByRole('button', { name: 'Comandă cu obligație de plată' }).click();
    await page.waitForURL(/\/order-placed/);
    await page.getByRole('heading', { name: 'Vă mulțumim pentru comandă!' }).waitFor();
    expectGrossTotals(await rows(page.getByRole('region', { name: 'Comanda dumneavoastră' })), 'TVA inclus 21 %', 21);
    await shoot(page, 'ro-order-placed');
    await page.close();
  });

  it('AT company customer: net prices on a private product page, net lines, net sum, zzgl. USt. 20 % and the gross total', async () => {
    const database = new DatabaseSync(path.join(shop.backOffice.dataDir, 'shop.sqlite'), { readOnly: true });
    const zeroVat = new Set((database.prepare('SELECT category_id FROM zero_vat_category WHERE country_id = ?').all(countryIds.at) as { category_id: number }[]).map((row) => row.category_id));
    database.close();
    const product = (await sellableProducts(shop.backOffice, 'at')).find((item) => !item.category.some((id) => zeroVat.has(id)));
    if (!product) throw new Error('no sellable product outside the 0-VAT categories of Austria');

    // Anonymous: the gross price, on a public page a shared cache may keep.
    const anonymous = await fetch(`${origin('at')}/product/${product.ID}`, { redirect: 'follow' });
    expect(anonymous.headers.get('cache-control')).toMatch(/^public/);
    const anonymousHtml = await anonymous.text();
    expect(anonymousHtml).toContain('inkl. 20');

    const page = await open('at', '/login-register');
    await page.getByLabel(/^E-Mail-Adresse/).fill('firma@example.com');
    await page.getByLabel(/^Passwort/).fill('firma1234');
    await page.getByRole('button', { name: 'Anmelden' }).last().click();
    await page.waitForURL(/\/account$/);
    await page.getByText('Als Firmenkunde sehen Sie Nettopreise.').waitFor();

    // Signed in: the net price, on a page no cache keeps (decision 004), with "zzgl. 20 % USt.".
    const response = await page.goto(`${origin('at')}/product/${product.ID}`);
    expect(response?.headers()['cache-control']).toContain('no-store');
    await page.locator('html[data-hydrated="true"]').waitFor();
    const main = (await page.locator('main').textContent())?.replaceAll('\u00a0', ' ') ?? '';
    expect(main).toContain('zzgl. 20 % USt., zzgl. Versandkosten');
    expect(main).not.toContain('inkl. 20 % USt.');
    expect(await page.locator('footer').textContent()).toContain('Alle Preise netto, zzgl. USt. und');
    await shoot(page, 'at-company-product');
    await page.getByRole('button', { name: 'In den Einkaufswagen' }).click();
    await page.getByText('Das Produkt wurde in den Einkaufswagen gelegt.').waitFor();

    await page.goto(`${origin('at')}/cart`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    const cart = await rows(page.locator('main'));
    const net = cents(cart.get('Summe netto') ?? '');
    const vat = cents(cart.get('zzgl. USt. 20 %') ?? '');
    // The net unit price times the quantity, the VAT added once to the net sum.
    expect(cents(cart.get('Warenwert netto') ?? '')).toBeLessThan(product.BEST_TAXED_PRICE);
    expect(vat).toBe(Math.round((net * 20) / 100));
    expect(cents(cart.get('Gesamtsumme') ?? '')).toBe(net + vat);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'at-company-cart');

    await page.goto(`${origin('at')}/checkout`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    await page.getByRole('radio', { name: /^Kreditkarte/ }).check();
    const summary = page.getByRole('complementary', { name: 'Bestellübersicht' });
    await expect.poll(async () => (await rows(summary)).has('zzgl. USt. 20 %')).toBe(true);
    const checkout = await rows(summary);
    expect(cents(checkout.get('Gesamtsumme') ?? '')).toBe(cents(checkout.get('Summe netto') ?? '') + cents(checkout.get('zzgl. USt. 20 %') ?? ''));
    await shoot(page, 'at-company-checkout');
    await page.getByLabel(/Ich akzeptiere die AGB/).check();
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await page.waitForURL(/\/sandbox-pay\//);
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(/\/order-placed/);
    await page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' }).waitFor();
    const placed = await rows(page.getByRole('region', { name: 'Ihre Bestellung' }));
    expect(cents(placed.get('Gesamtsumme') ?? '')).toBe(cents(checkout.get('Gesamtsumme') ?? ''));
    expect(cents(placed.get('zzgl. USt. 20 %') ?? '')).toBe(cents(checkout.get('zzgl. USt. 20 %') ?? ''));
    await shoot(page, 'at-company-order-placed');
    await page.close();
  });
});
