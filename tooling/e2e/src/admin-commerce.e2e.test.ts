// The admin's commerce pages (issue 16) in real Chromium against the running apps: a coupon made
// in the admin is redeemed in the Austrian cart (applied, with its discount); the German
// cash-on-delivery fee changed in the admin shows next to the method in the German checkout. Every
// admin page visited passes axe.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminKit, type AdminKit } from './admin-kit.ts';
import { launchChromium } from './browser.ts';
import { addToCart, fillGuestAddress, sellableProducts, type Code } from './checkout-kit.ts';
import { startShop, type RunningShop } from './start-shop.ts';

let shop: RunningShop;
let browser: Browser;
let admin: AdminKit;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(['de', 'at']), launchChromium()]);
  admin = adminKit(shop.backOffice);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const origin = (code: Code) => shop.apps.get(code)?.origin ?? '';
const firstSellable = async (code: Code) => {
  const [product] = await sellableProducts(shop.backOffice, code);
  if (!product) throw new Error(`no sellable product in ${code}`);
  return product.ID;
};

describe('the admin sells', () => {
  it('creates a coupon in the admin that the Austrian cart then takes, showing its discount', async () => {
    const code = `AT7-${Date.now().toString(36).toUpperCase()}`;
    const { context, page } = await admin.newAdminPage(browser);
    await admin.signIn(page, undefined, '/coupons');
    expect(await admin.heading(page)).toBe('Coupons');
    expect(await admin.axe(page)).toEqual([]);
    await page.getByRole('link', { name: 'New coupon' }).click();
    await expect.poll(() => admin.heading(page)).toBe('New coupon');

    await page.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
    await page.getByLabel('Kind').selectOption({ label: 'Fixed amount' });
    await page.getByLabel('Amount off (gross)').fill('7,5');
    await page.getByLabel('Shop', { exact: true }).selectOption({ label: 'Austria' });
    await page.getByLabel('Currency').selectOption('RON');
    await page.getByLabel('Uses per customer').fill('1');
    await page.getByRole('button', { name: 'Create coupon' }).click();
    // A shop's coupon has the shop's currency: refused at the field, nothing created.
    await page.getByText('A coupon of one shop has that shop’s currency.').waitFor();
    expect(await page.getByLabel('Currency').getAttribute('aria-invalid')).toBe('true');
    expect(await admin.axe(page)).toEqual([]);
    await page.getByLabel('Currency').selectOption('');
    await page.getByRole('button', { name: 'Create coupon' }).click();
    await page.getByText(`Coupon ${code} created.`).waitFor();
    // The page moves on to the new coupon's own address after the message.
    await expect.poll(() => admin.heading(page)).toBe(`Coupon ${code}`);
    expect(await admin.axe(page)).toEqual([]);

    // The Austrian shopper redeems it in the cart.
    const shopper = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await addToCart(shopper, origin('at'), await firstSellable('at'), { add: 'In den Einkaufswagen', added: 'Das Produkt wurde in den Einkaufswagen gelegt.' });
    await shopper.goto(`${origin('at')}/cart`);
    await shopper.locator('html[data-hydrated="true"]').waitFor();
    await shopper.getByLabel('Gutscheincode').fill(code.toLowerCase());
    await shopper.getByRole('button', { name: 'Einlösen' }).click();
    await shopper.getByRole('status').filter({ hasText: `Gutschein ${code} eingelöst.` }).waitFor();
    await shopper.getByText(`Gutschein ${code}`, { exact: true }).waitFor();
    await shopper.getByText('−7,50 €').first().waitFor();
    await shopper.close();

    // The list shows it, not used yet (the cart holds it; an order uses it).
    await page.getByRole('link', { name: 'All coupons' }).click();
    const row = page.getByRole('row').filter({ hasText: code });
    await row.waitFor();
    expect(await row.textContent()).toMatch(/Austria/);
    await context.close();
  });

  it('changes the German cash-on-delivery fee in the admin; the German checkout names the new fee at the method', async () => {
    const { context, page } = await admin.newAdminPage(browser);
    await admin.signIn(page, undefined, '/modules?country=DE');
    expect(await admin.heading(page)).toBe('Modules');
    const cashOnDelivery = page.getByRole('form', { name: /^Nachnahme/ });
    const fee = cashOnDelivery.getByLabel('Cash-on-delivery fee (EUR)');
    await fee.fill('abc');
    await cashOnDelivery.getByRole('button', { name: 'Save Nachnahme' }).click();
    await cashOnDelivery.getByText('Enter an amount such as 5.00.').waitFor();
    await fee.fill('8.50');
    await cashOnDelivery.getByRole('button', { name: 'Save Nachnahme' }).click();
    await page.getByText('Nachnahme saved.').waitFor();
    expect(await admin.axe(page)).toEqual([]);
    await context.close();

    const shopper = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await addToCart(shopper, origin('de'), await firstSellable('de'), { add: 'In den Einkaufswagen', added: 'Das Produkt wurde in den Einkaufswagen gelegt.' });
    await shopper.goto(`${origin('de')}/checkout`);
    await shopper.locator('html[data-hydrated="true"]').waitFor();
    await fillGuestAddress(shopper, { email: 'fee.de@example.com', zipcode: '10115', city: 'Berlin', phone: '+49 30 1234567' });
    await expect.poll(() => shopper.getByText('zzgl. 8,50 € Nachnahmegebühr').count()).toBe(1);
    await shopper.close();
  });
});
