// A card payment through the Stripe adapter in Chromium: the back office runs with Stripe keys and
// talks through the real Stripe SDK to a stand-in of Stripe's API (its hosted page and signed
// webhooks); a German guest orders, pays on the card page and lands on the order-placed page with
// the order paid. When Stripe takes another amount than the order's, the payment is flagged: the
// German admin finds it on the dashboard and refunds the payer from the order, once.
import { DatabaseSync } from 'node:sqlite';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './a11y.ts';
import { adminKit } from './admin-kit.ts';
import { launchChromium } from './browser.ts';
import { orderByCardInGermany } from './checkout-kit.ts';
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
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await orderByCardInGermany(page, shop.backOffice, origin, 'karte.de@example.com');

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

describe('a card payment Stripe took for another amount', () => {
  async function expectAccessible(page: Page, name: string) {
    expect(await seriousViolations(page), name).toEqual([]);
  }

  it('DE: shows on the dashboard as a payment to refund; staff refund the payer from the order, and only once', async () => {
    const origin = shop.apps.get('de')?.origin ?? '';
    const payer = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await orderByCardInGermany(payer, shop.backOffice, origin, 'anderer.betrag@example.com');
    await payer.waitForURL((url) => url.href.startsWith(`${stripe.url}/pay/`));
    // Stripe charges 12.34 EUR, not the order's total: the order stays unpaid and the payment is flagged.
    await stripe.changeAmount(new URL(payer.url()).pathname.split('/').pop() ?? '', 1234);
    await payer.reload();
    await payer.getByRole('button', { name: 'Pay' }).click();
    await payer.waitForURL((url) => url.href.startsWith(origin));
    await payer.close();

    const { context, page } = await adminKit(shop.backOffice).signedInIn(browser, 'de-DE');
    const toRefund = page.getByRole('region', { name: /^Markierte, noch nicht erstattete Zahlungen/ });
    await toRefund.getByRole('link').first().waitFor();
    expect(await toRefund.textContent()).toMatch(/12,34\s€.*Anderer Betrag als die Bestellsumme.*Karte \(Stripe\)/);
    await expectAccessible(page, 'dashboard with a payment to refund');

    await toRefund.getByRole('link').first().click();
    await page.getByRole('heading', { name: 'Zu erstattende Zahlungen' }).waitFor();
    await expectAccessible(page, 'order with a flagged payment');
    // The same order open in a second tab, as a colleague would have it.
    const stale = await context.newPage();
    await stale.goto(page.url());
    await stale.getByRole('button', { name: 'An den Zahler erstatten…' }).waitFor();

    await page.getByRole('button', { name: 'An den Zahler erstatten…' }).click();
    const confirm = page.getByRole('group', { name: 'Erstattung an den Zahler bestätigen' });
    expect(await confirm.textContent()).toMatch(/12,34\s€ über Karte \(Stripe\) an den Zahler erstatten\?/);
    await expectAccessible(page, 'order, confirming the refund');
    await confirm.getByRole('button', { name: 'Ja, an den Zahler erstatten' }).click();
    await page.getByText(/^12,34\s€ über den Zahlungsanbieter an den Zahler erstattet\.$/).waitFor();
    await page.getByText(/Markierte Zahlung von 12,34\s€ über den Zahlungsanbieter an den Zahler erstattet/).waitFor();
    expect(await page.getByRole('button', { name: 'An den Zahler erstatten…' }).count()).toBe(0);
    await expectAccessible(page, 'order with the payment refunded');

    // The second tab's click is refused and says why; nothing is refunded twice.
    await stale.getByRole('button', { name: 'An den Zahler erstatten…' }).click();
    await stale.getByRole('button', { name: 'Ja, an den Zahler erstatten' }).click();
    await stale.getByRole('alert').filter({ hasText: 'Diese Zahlung wurde bereits erstattet' }).waitFor();

    await page.goto(`${shop.backOffice.apiUrl}/admin/`);
    await page.getByText('Keine Zahlung wartet auf ihre Erstattung.').waitFor();
    await context.close();
  });
});
