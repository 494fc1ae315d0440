// PayPal in Chromium (issue 15): the Austrian shop with the PayPal adapter configured against the
// stand-in of PayPal's API (a process of its own, like the apps). A guest chooses PayPal, cancels
// on PayPal's page and is back in the cart with its lines and a note; then pays and lands on the
// order-placed page.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser.ts';
import { addToCart, fillGuestAddress, sellableProducts } from './checkout-kit.ts';
import { startShop, type RunningShop } from './start-shop.ts';

const standInScript = path.resolve(import.meta.dirname, '../../../apps/backoffice/src/testing/paypal-stand-in-server.ts');

let standIn: ChildProcess;
let shop: RunningShop;
let browser: Browser;

/** Starts the stand-in and reads the back office's environment for it (its first line). */
async function startStandIn(): Promise<Record<string, string>> {
  // The PayPal account that approves lives in Austria, like the shop.
  const payer = { email: 'express.at@example.com', givenName: 'Maria', surname: 'Huber', street: 'Mariahilfer Straße 5', postalCode: '1060', city: 'Wien', countryCode: 'AT', phone: '+43 1 2345678' };
  standIn = spawn(process.execPath, [standInScript, JSON.stringify(payer)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: standIn.stdout ?? process.stdin });
  for await (const line of lines) return JSON.parse(line) as Record<string, string>;
  throw new Error('the PayPal stand-in did not start');
}

beforeAll(async () => {
  const env = await startStandIn();
  [shop, browser] = await Promise.all([startShop(['at'], { backOfficeEnv: env }), launchChromium()]);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  standIn?.kill('SIGTERM');
});

const origin = () => shop.apps.get('at')?.origin ?? '';

async function orderWithPayPal(page: Page) {
  await page.goto(`${origin()}/checkout`);
  await page.locator('html[data-hydrated="true"]').waitFor();
  await fillGuestAddress(page, { email: 'paypal.at@example.com', zipcode: '1010', city: 'Wien', phone: '+43 1 2345678' });
  await page.getByRole('radio', { name: /^PayPal/ }).check();
  await page.getByLabel(/Ich akzeptiere die AGB/).check();
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await page.waitForURL(/\/checkoutnow\?token=/);
}

describe('PayPal', () => {
  it('AT guest cancels at PayPal, is back in the cart with its lines, then pays and sees the order placed', async () => {
    const [product] = await sellableProducts(shop.backOffice, 'at');
    if (!product) throw new Error('no sellable product in at');
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${origin()}/`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    await addToCart(page, origin(), product.ID, { add: 'In den Einkaufswagen', added: 'Das Produkt wurde in den Einkaufswagen gelegt.' });

    await orderWithPayPal(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/\/cart\?payment=canceled/);
    await page.getByRole('status').filter({ hasText: 'Die Zahlung wurde abgebrochen, die Bestellung wurde nicht aufgegeben.' }).waitFor();
    expect(await page.getByRole('list', { name: 'Produkte im Einkaufswagen' }).getByRole('listitem').count()).toBe(1);

    await orderWithPayPal(page);
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\/order-placed/);
    await page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' }).waitFor();
    await page.close();
  });

  it('AT guest: express checkout from the cart with PayPal, the PayPal account’s address filled in, then the order is paid', async () => {
    const [, product] = await sellableProducts(shop.backOffice, 'at');
    if (!product) throw new Error('no second sellable product in at');
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${origin()}/`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    await addToCart(page, origin(), product.ID, { add: 'In den Einkaufswagen', added: 'Das Produkt wurde in den Einkaufswagen gelegt.' });
    await page.goto(`${origin()}/cart`);
    await page.getByRole('button', { name: 'Direkt zu PayPal' }).click();
    await page.waitForURL(/\/checkoutnow\?token=/);
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\/checkout$/);
    await page.locator('html[data-hydrated="true"]').waitFor();
    await page.getByRole('heading', { name: 'Bestellung bestätigen' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Sie bezahlen mit PayPal als express.at@example.com.' }).waitFor();
    const invoice = page.getByRole('group', { name: /Rechnungsadresse/ });
    expect(await invoice.getByLabel(/^Straße/).inputValue()).toBe('Mariahilfer Straße');
    expect(await invoice.getByLabel(/^Hausnummer/).inputValue()).toBe('5');
    expect(await invoice.getByLabel(/^Postleitzahl/).inputValue()).toBe('1060');
    await invoice.locator('select').selectOption({ index: 1 });
    await page.getByLabel(/Ich akzeptiere die AGB/).check();
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await page.waitForURL(/\/order-placed/);
    await page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' }).waitFor();
    await page.close();
  });
});
