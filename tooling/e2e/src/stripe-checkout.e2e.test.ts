// A card payment through the Stripe adapter in Chromium: the back office runs with Stripe keys and
// talks through the real Stripe SDK to a stand-in of Stripe's API (its hosted page and signed
// webhooks); a German guest orders, pays on the card page and lands on the order-placed page with
// the order paid.
import { DatabaseSync } from 'node:sqlite';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser.ts';
import { addToCart, fillGuestAddress, sellableProducts } from './checkout-kit.ts';
import { startShop, type RunningShop } from './start-shop.ts';
import { startStripeStandIn, type RunningStripeStandIn } from './stripe-stand-in.ts';

let stripe: RunningStripeStandIn;
let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  [shop, browser] = await Promise.all([
    startShop(['de'], {
      // The storefront keeps its default CARD_CHECKOUT_URL: the back office's address for the
      // session, which sends the payer on to the page Stripe made for it.
      backOfficeEnv: { STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET: stripe.webhookSecret, STRIPE_API_URL: stripe.url },
    }),
    launchChromium(),
  ]);
  await stripe.setWebhookUrl(`${shop.backOffice.apiUrl}/api/payments/notifications/stripe`);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  await stripe?.stop();
});

describe('card payment through Stripe', () => {
  it('DE guest pays by card on the Stripe page and sees the order placed, paid', async () => {
    const origin = shop.apps.get('de')?.origin ?? '';
    const [product] = await sellableProducts(shop.backOffice, 'de');
    if (!product) throw new Error('no sellable product in de');
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${origin}/`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    await addToCart(page, origin, product.ID, { add: 'In den Einkaufswagen', added: 'Das Produkt wurde in den Einkaufswagen gelegt.' });
    await page.goto(`${origin}/checkout`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    await fillGuestAddress(page, { email: 'karte.de@example.com', zipcode: '10115', city: 'Berlin', phone: '+49 30 1234567' });
    await page.getByRole('radio', { name: /^Kreditkarte/ }).check();
    await page.getByLabel(/Ich akzeptiere die AGB/).check();
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();

    await page.waitForURL((url) => url.href.startsWith(`${stripe.url}/pay/`));
    await page.getByRole('button', { name: 'Pay' }).click();

    await page.waitForURL(/\/order-placed/);
    await page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' }).waitFor();
    const ref = (await page.getByTestId('order-number').textContent()) ?? '';
    expect(ref).toMatch(/\S+/);
    // Paid: no word of waiting for the payment.
    expect(await page.getByText('Wir versenden Ihre Bestellung, sobald die Zahlung eingegangen ist.').count()).toBe(0);

    const database = new DatabaseSync(path.join(shop.backOffice.dataDir, 'shop.sqlite'), { readOnly: true });
    const order = database.prepare('SELECT status FROM shop_order WHERE ref = ?').get(ref) as { status: string } | undefined;
    database.close();
    expect(order?.status).toBe('paid');
    await page.close();
  });
});
