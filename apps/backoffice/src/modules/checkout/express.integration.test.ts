// Express checkout (issue 15, spec user_express) end to end: a real back office on a real database,
// PayPal's and Amazon Pay's real SDKs against their stand-ins (and the demo's sandbox gateway), and
// the payer's browser on the wallet's page. The calls are the storefront's: start from the cart,
// read the payer back, then the pay call with the express id.
import { calls } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';
import { startAmazonPayStandIn, startPayPalStandIn, type AmazonPayStandIn, type PayPalStandIn } from '../payments/testing.ts';
import { checkoutKit, type CheckoutKit, DE, RO, type Shopper } from './testing.ts';

/** The payer's browser on a wallet page: load it, press the button, answer where it is sent. */
async function pressOnPage(pageUrl: string, button: string): Promise<URL> {
  const html = await (await fetch(pageUrl)).text();
  const form = [...html.matchAll(/<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/g)].find((match) => (match[2] ?? '').includes(`>${button}<`));
  if (!form) throw new Error(`no ${button} button on ${pageUrl}`);
  const fields = new URLSearchParams([...(form[2] ?? '').matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((input): [string, string] => [input[1] ?? '', input[2] ?? '']));
  const answer = await fetch(new URL(form[1] ?? '', pageUrl), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: fields.toString(), redirect: 'manual' });
  return new URL(answer.headers.get('location') ?? '');
}

const decimal = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

function expressCalls(kit: CheckoutKit) {
  return {
    start: (who: Shopper, code: 'paypal' | 'amazon', cartId: number) => call(kit.api(`/express/${code}/start`), { headers: who.headers, body: { cart_id: cartId } }),
    payer: (who: Shopper, code: 'paypal' | 'amazon', cartId: number, sessionId: string) =>
      call(kit.api(`/express/${code}/payer`), { headers: who.headers, body: { cart_id: cartId, provider_session_id: sessionId } }),
  };
}

describe.each(databaseKinds)('express checkout with the wallets on %s', (kind) => {
  let paypal: PayPalStandIn;
  let amazon: AmazonPayStandIn;
  let shop: TestBackOffice;
  let kit: CheckoutKit;
  let express: ReturnType<typeof expressCalls>;

  beforeAll(async () => {
    [paypal, amazon] = await Promise.all([startPayPalStandIn(), startAmazonPayStandIn()]);
    shop = await startTestBackOffice(kind, { products: 250, env: { ...paypal.env, ...amazon.env } });
    kit = checkoutKit(shop);
    express = expressCalls(kit);
  });
  afterAll(async () => {
    await shop?.close();
    await Promise.all([paypal?.close(), amazon?.close()]);
  });

  /** A guest with two units in the cart who went to the wallet from the cart. */
  async function started(code: 'paypal' | 'amazon') {
    const shopper = await kit.shopper('guest', { countryId: DE });
    const item = await kit.sellable({ countryId: DE, stock: 10 });
    const cartId = await kit.cartWith(shopper, [[item, 2]]);
    const answer = await express.start(shopper, code, cartId);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return { shopper, item, cartId, start: calls.backoffice.expressStart.response.parse(answer.body).data };
  }

  it('PayPal: takes address and email from the wallet, charges the placed order’s own total and lands on the order-placed page', async () => {
    const { shopper, cartId, start } = await started('paypal');
    const token = new URL(start.redirect_url).searchParams.get('token') ?? '';
    // Before the payer approved at PayPal there is nobody to read.
    expect((await express.payer(shopper, 'paypal', cartId, token)).status).toBe(409);

    const back = await pressOnPage(start.redirect_url, 'Pay');
    expect(back.pathname).toBe('/express/paypal/return');
    expect(back.searchParams.get('token')).toBe(token);
    const payer = await express.payer(shopper, 'paypal', cartId, token);
    expect(payer.status, JSON.stringify(payer.body)).toBe(200);
    expect(calls.backoffice.expressPayer.response.parse(payer.body).data.payer).toEqual({
      email: 'erika.mustermann@example.com',
      firstname: 'Erika',
      lastname: 'Mustermann',
      street: 'Musterstraße 12',
      zipcode: '10115',
      city: 'Berlin',
      country_code: 'DE',
      phone: '030123456',
    });

    const key = `express-${start.express_id}`;
    const paid = await kit.pay(shopper, cartId, 'paypal', { key, overrides: { express_id: start.express_id } });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const placed = calls.backoffice.paypalPay.response.parse(paid.body).data;
    expect(placed.redirect_url).toMatch(/^\/order-placed\?order=/);
    const order = await kit.order(placed.order_id);
    expect(order.status).toBe('paid');
    // PayPal's order was created with the cart's estimate and carries the order's exact total.
    expect(paypal.orders.get(token)).toMatchObject({ status: 'COMPLETED', value: decimal(order.total_taxed_cents), customId: placed.order_ref, invoiceId: placed.order_ref });
    expect(paypal.orders.get(token)?.capture?.value).toBe(decimal(order.total_taxed_cents));
    expect(await kit.cartLines(cartId)).toEqual([]);
    // The same pay call again (a double click) answers the same order and takes nothing more.
    const again = await kit.pay(shopper, cartId, 'paypal', { key, overrides: { express_id: start.express_id } });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(calls.backoffice.paypalPay.response.parse(again.body).data.order_id).toBe(placed.order_id);
    expect(paypal.orders.get(token)?.capture?.value).toBe(decimal(order.total_taxed_cents));
    // Another order (another key) cannot spend the same approval.
    const item = await kit.sellable({ countryId: DE, stock: 5 });
    await kit.addToCart(shopper, item, 1, { cartId });
    expect((await kit.pay(shopper, cartId, 'paypal', { key: `${key}-2`, overrides: { express_id: start.express_id } })).status).toBe(410);
  });

  it('PayPal: a decline at capture closes the order as a payment error and keeps the cart', async () => {
    const { shopper, cartId, start, item } = await started('paypal');
    const token = new URL(start.redirect_url).searchParams.get('token') ?? '';
    await pressOnPage(start.redirect_url, 'Pay');
    expect((await express.payer(shopper, 'paypal', cartId, token)).status).toBe(200);
    paypal.declineNextCapture();
    const answer = await kit.pay(shopper, cartId, 'paypal', { overrides: { express_id: start.express_id } });
    expect(answer.status).toBe(402);
    expect(await kit.cartLines(cartId)).toEqual([{ pse_id: item.pseId, quantity: 2 }]);
    const failed = await kit.db.selectFrom('shop_order').select('status').where('cart_id', '=', cartId).execute();
    expect(failed.map((row) => row.status)).toEqual(['payment_error']);
  });

  it('refuses an express checkout older than 30 minutes, of another cart, or cancelled at the wallet, and places nothing', async () => {
    const { shopper, cartId, start } = await started('paypal');
    const token = new URL(start.redirect_url).searchParams.get('token') ?? '';
    expect(Date.parse(start.expires_at) - Date.now()).toBeGreaterThan(29 * 60 * 1000);
    expect(Date.parse(start.expires_at) - Date.now()).toBeLessThanOrEqual(30 * 60 * 1000);
    await pressOnPage(start.redirect_url, 'Pay');
    expect((await express.payer(shopper, 'paypal', cartId, token)).status).toBe(200);

    // Another shopper's cart cannot use it.
    const other = await kit.shopper('guest', { countryId: DE });
    const otherCart = await kit.cartWith(other, [[await kit.sellable({ countryId: DE, stock: 5 }), 1]]);
    const foreign = await kit.pay(other, otherCart, 'paypal', { overrides: { express_id: start.express_id } });
    expect(foreign.status).toBe(410);

    // Half an hour later it is gone.
    await kit.db.updateTable('express_checkout').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', start.express_id).execute();
    const late = await kit.pay(shopper, cartId, 'paypal', { overrides: { express_id: start.express_id } });
    expect(late.status).toBe(410);
    expect((late.body as { error: { code: string } }).error.code).toBe('express_expired');
    expect((await express.payer(shopper, 'paypal', cartId, token)).status).toBe(410);
    expect(await kit.db.selectFrom('shop_order').select('id').where('cart_id', 'in', [cartId, otherCart]).execute()).toEqual([]);

    // Cancelled at PayPal: the payer goes back to the storefront's cancel page.
    const second = await started('paypal');
    const cancelled = await pressOnPage(second.start.redirect_url, 'Cancel');
    expect(cancelled.pathname).toBe('/express/paypal/cancel');
    expect((await express.payer(second.shopper, 'paypal', second.cartId, cancelled.searchParams.get('token') ?? '')).status).toBe(409);
  });

  it('does not send a cart below the minimum order value to the wallet (422, no wallet session), and does at the minimum', async () => {
    const shopper = await kit.shopper('guest', { countryId: DE });
    const item = await kit.sellable({ countryId: DE, stock: 10 });
    const cartId = await kit.cartWith(shopper, [[item, 1]]);
    const goods = (await call(kit.api('/cart/get'), { headers: shopper.headers, body: { 'thelia.cart_id': cartId } })).body as { data: { total_taxed_cents: number } };
    const sessionsBefore = paypal.orders.size;
    const seeded = await kit.db.selectFrom('locale_config').select('settings').where('country_id', '=', DE).executeTakeFirstOrThrow();
    const seededMinimum = Number((JSON.parse(seeded.settings) as { config_min_price?: number }).config_min_price ?? 0);
    try {
      await kit.setMinimumOrder(DE, goods.data.total_taxed_cents + 1);
      const refused = await express.start(shopper, 'paypal', cartId);
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ error: { code: 'below_minimum_order', message: 'The minimum order value has not been reached.' } });
      expect(paypal.orders.size).toBe(sessionsBefore);
      await kit.setMinimumOrder(DE, goods.data.total_taxed_cents);
      expect((await express.start(shopper, 'paypal', cartId)).status).toBe(200);
    } finally {
      await kit.setMinimumOrder(DE, seededMinimum);
    }
  });

  it('Amazon Pay: the payer confirms the order’s total at Amazon, returns to /amazon/return and the wallet call captures it', async () => {
    const { shopper, cartId, start } = await started('amazon');
    const review = await pressOnPage(start.redirect_url, 'Pay');
    expect(review.pathname).toBe('/express/amazon/return');
    const sessionId = review.searchParams.get('amazonCheckoutSessionId') ?? '';
    const payer = await express.payer(shopper, 'amazon', cartId, sessionId);
    expect(payer.status, JSON.stringify(payer.body)).toBe(200);
    expect(calls.backoffice.expressPayer.response.parse(payer.body).data.payer).toMatchObject({ email: 'erika.mustermann@example.com', lastname: 'Mustermann', city: 'Berlin', country_code: 'DE' });

    const answer = await kit.pay(shopper, cartId, 'amazon', { overrides: { express_id: start.express_id } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const placed = calls.backoffice.amazonPay.response.parse(answer.body).data;
    const order = await kit.order(placed.order_id);
    expect(order.status).toBe('not_paid');
    expect(amazon.sessions.get(sessionId)?.chargeAmount).toEqual({ amount: decimal(order.total_taxed_cents), currencyCode: 'EUR' });

    const back = await pressOnPage(placed.redirect_url, 'Pay');
    expect(back.pathname).toBe('/amazon/return');
    expect(back.searchParams.get('amazonCheckoutSessionId')).toBe(sessionId);
    const wallet = await call(kit.api('/amazon/pay'), { headers: shopper.headers, body: { cart_id: cartId, amazon_session_id: sessionId, customer_note: '' } });
    expect(wallet.status, JSON.stringify(wallet.body)).toBe(200);
    expect((await kit.order(placed.order_id)).status).toBe('paid');
    const charge = [...amazon.charges.values()].find((candidate) => candidate.checkoutSessionId === sessionId);
    expect(charge?.captureAmount).toEqual({ amount: decimal(order.total_taxed_cents), currencyCode: 'EUR' });
  });
});

describe.each(databaseKinds)('express checkout in the demo (sandbox gateway) on %s', (kind) => {
  let shop: TestBackOffice;
  let kit: CheckoutKit;
  let express: ReturnType<typeof expressCalls>;

  beforeAll(async () => {
    shop = await startTestBackOffice(kind, { products: 250 });
    kit = checkoutKit(shop);
    express = expressCalls(kit);
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('plays PayPal with a demo payer of the shop’s country and takes the order’s total', async () => {
    const shopper = await kit.shopper('guest', { countryId: RO });
    const cartId = await kit.cartWith(shopper, [[await kit.sellable({ countryId: RO, stock: 10 }), 1]]);
    const start = calls.backoffice.expressStart.response.parse((await express.start(shopper, 'paypal', cartId)).body).data;
    const decided = await kit.decideOnSandboxPage(start.redirect_url, 'approve');
    const back = new URL(decided.location ?? '');
    expect(back.pathname).toBe('/express/paypal/return');
    const payer = calls.backoffice.expressPayer.response.parse((await express.payer(shopper, 'paypal', cartId, back.searchParams.get('token') ?? '')).body).data.payer;
    expect(payer).toMatchObject({ lastname: 'Popescu', city: 'București', country_code: 'RO' });
    const answer = await kit.pay(shopper, cartId, 'paypal', { overrides: { express_id: start.express_id } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const placed = calls.backoffice.paypalPay.response.parse(answer.body).data;
    const order = await kit.order(placed.order_id);
    expect(order.status).toBe('paid');
    expect(order.currency_code).toBe('RON');
  });
});
