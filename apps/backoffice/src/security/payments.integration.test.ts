// Attacks on payments, each as the request an attacker (usually a shopper with a cart of their
// own) sends and the answer they must get. Without a payment provider (production without
// PAYMENT_SANDBOX=on) the online codes are neither offered nor payable and the sandbox is not
// there. Wherever the sandbox runs (the demo, or production with PAYMENT_SANDBOX=on), it takes a
// decision only for a session it created, for that session's amount, and an order becomes paid
// only through the gateway's signed notification or a capture of what the payer approved: never
// through a call the shopper makes on their own.
import { randomBytes } from 'node:crypto';
import { calls, type PaymentCode } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutKit, type CheckoutKit, DE, type Shopper } from '../modules/checkout/testing.ts';
import { sandboxSigningSecret, signPayload } from '../modules/payments/testing.ts';
import { call, databaseKinds, startTestBackOffice, type TestBackOffice } from '../testing/test-backoffice.ts';
import { productionSecrets } from './security-kit.ts';

const onlineCodes: PaymentCode[] = ['paypal', 'stripe', 'sofort', 'klarna', 'amazon'];

type PayAnswer = { order_id: number; order_ref: string; redirect_url: string };

/** A shopper's order waiting at the sandbox page: its session id and what is at stake. */
async function pendingOrder(kit: CheckoutKit, code: PaymentCode = 'paypal', quantity = 1) {
  const shopper = await kit.shopper('customer');
  const item = await kit.sellable({ stock: quantity + 2 });
  const cartId = await kit.cartWith(shopper, [[item, quantity]]);
  const answer = await kit.pay(shopper, cartId, code);
  expect(answer.status).toBe(200);
  const placed = calls.backoffice.paypalPay.response.parse(answer.body).data as PayAnswer;
  const pageUrl = kit.sandboxUrl(placed.redirect_url);
  const sessionId = new URL(pageUrl).pathname.split('/').pop() ?? '';
  const payment = await kit.db.selectFrom('order_payment').selectAll().where('order_id', '=', placed.order_id).executeTakeFirstOrThrow();
  return { shopper, item, cartId, placed, pageUrl, sessionId, amountCents: payment.amount_cents, currency: payment.currency_code };
}

/** POSTs a form to a sandbox page the way a browser (or curl) would; answers status and redirect. */
async function postDecision(url: string, fields: Record<string, string>) {
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { status: answer.status, location: answer.headers.get('location') };
}

describe.each(databaseKinds)('production without a payment provider, on %s', (kind) => {
  let shop: TestBackOffice;
  let kit: CheckoutKit;

  beforeAll(async () => {
    shop = await startTestBackOffice(kind, { products: 60, env: { NODE_ENV: 'production', ...productionSecrets } });
    kit = checkoutKit(shop);
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('offers no online payment code, only prepayment and cash on delivery', async () => {
    const shopper = await kit.shopper('guest');
    const cartId = await kit.cartWith(shopper, [[await kit.sellable({ stock: 3 }), 1]]);
    const answer = await call(kit.api(`/ExternalOrderApi/getActivePaymentMethods/${cartId}`), { headers: shopper.headers });
    expect(answer.status).toBe(200);
    const codes = calls.backoffice.activePaymentMethods.response.parse(answer.body).data.map((method) => method.code);
    expect(codes.sort()).toEqual(['ramburs', 'vorkasse']);
  });

  it.each(onlineCodes)('refuses POST /%s/pay with a 400, placing no order and taking no stock', async (code) => {
    const shopper = await kit.shopper('customer');
    const item = await kit.sellable({ stock: 3 });
    const stockBefore = await kit.stockOf(item.pseId);
    const cartId = await kit.cartWith(shopper, [[item, 1]]);
    const answer = await kit.pay(shopper, cartId, code);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { code: 'validation_failed', fields: [{ path: 'payment_module_id', message: 'This payment method is not available.' }] } });
    expect(await kit.db.selectFrom('shop_order').select('id').where('cart_id', '=', cartId).execute()).toEqual([]);
    expect(await kit.stockOf(item.pseId)).toBe(stockBefore);
  });

  it('still takes prepayment orders', async () => {
    const shopper = await kit.shopper('guest');
    const answer = await kit.pay(shopper, await kit.cartWith(shopper, [[await kit.sellable({ stock: 3 }), 1]]), 'vorkasse');
    expect(answer.status).toBe(200);
  });

  it('has no sandbox page, no wallet accept and no notification endpoint to call', async () => {
    const forged = `sbx_paypal_${randomBytes(16).toString('hex')}`;
    expect((await fetch(`${shop.apiUrl}/sandbox-pay/${forged}`)).status).toBe(404);
    expect((await postDecision(`${shop.apiUrl}/sandbox-pay/${forged}`, { decision: 'approve', amount_cents: '100' })).status).toBe(404);
    const shopper = await kit.shopper('customer');
    expect((await call(kit.api('/paypal/accept'), { headers: shopper.headers, body: { paypal_data: { orderID: forged } } })).status).toBe(404);
    // Even a notification signed the way the sandbox would sign it finds nobody listening.
    const body = JSON.stringify({ id: 'evt_x', type: 'payment.succeeded', session_id: forged, amount_cents: 100, currency: 'EUR', merchant_reference: 'x' });
    const notified = await fetch(`${shop.apiUrl}/api/payments/notifications/paypal`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sandbox-signature': signPayload(sandboxSigningSecret(shop.config.jwtSecret), body, new Date()) },
      body,
    });
    expect(notified.status).toBe(404);
  });

  it('tells the storefront there is no payment sandbox', async () => {
    const answer = await call(kit.helper('/locale_config/custom_attribute/?locale=de_DE'), { headers: shop.guest });
    expect(calls.helper.localeConfig.response.parse(answer.body).data.payment_sandbox).toBe(false);
  });
});

const sandboxModes = [
  { name: 'the demo', env: {} },
  { name: 'production with PAYMENT_SANDBOX=on', env: { NODE_ENV: 'production', PAYMENT_SANDBOX: 'on', ...productionSecrets } },
];

describe.each(databaseKinds.flatMap((kind) => sandboxModes.map((mode) => ({ kind, ...mode }))))('the sandbox gateway in $name on $kind', ({ kind, env }) => {
  let shop: TestBackOffice;
  let kit: CheckoutKit;

  beforeAll(async () => {
    shop = await startTestBackOffice(kind, { products: 60, env });
    kit = checkoutKit(shop);
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('is announced to the storefront (payment_sandbox: true) and offers the online codes', async () => {
    const answer = await call(kit.helper('/locale_config/custom_attribute/?locale=de_DE'), { headers: shop.guest });
    expect(calls.helper.localeConfig.response.parse(answer.body).data.payment_sandbox).toBe(true);
    const shopper: Shopper = await kit.shopper('guest', { countryId: DE });
    const cartId = await kit.cartWith(shopper, [[await kit.sellable({ stock: 3 }), 1]]);
    const methods = await call(kit.api(`/ExternalOrderApi/getActivePaymentMethods/${cartId}`), { headers: shopper.headers });
    expect(calls.backoffice.activePaymentMethods.response.parse(methods.body).data.map((method) => method.code)).toEqual(expect.arrayContaining(onlineCodes));
  });

  it('refuses a decision for a session it never created (forged id): 404, and nothing is paid', async () => {
    const { placed, sessionId, amountCents } = await pendingOrder(kit);
    for (const forged of [`sbx_paypal_${randomBytes(16).toString('hex')}`, `${sessionId}x`, sessionId.replace('paypal', 'stripe')]) {
      expect((await postDecision(`${shop.apiUrl}/sandbox-pay/${forged}`, { decision: 'approve', amount_cents: String(amountCents) })).status).toBe(404);
    }
    expect((await kit.order(placed.order_id)).status).toBe('not_paid');
  });

  it('refuses a decision for another amount than the session was created with (tampered form): 400, session still open', async () => {
    const { placed, pageUrl, amountCents } = await pendingOrder(kit, 'stripe', 2);
    for (const amount of ['1', String(amountCents - 1), String(amountCents + 1), '']) {
      const answer = await postDecision(pageUrl, { decision: 'approve', amount_cents: amount });
      expect(answer.status).toBe(400);
    }
    expect((await postDecision(pageUrl, { decision: 'approve' })).status).toBe(400);
    expect((await kit.order(placed.order_id)).status).toBe('not_paid');
    expect(await (await fetch(pageUrl)).text()).toContain('value="approve"');
  });

  it("refuses a replayed decision for another order: the attacker's approval of a cheap order does not pay an expensive one", async () => {
    const cheap = await pendingOrder(kit, 'paypal', 1);
    const dear = await pendingOrder(kit, 'paypal', 3);
    expect(dear.amountCents).not.toBe(cheap.amountCents);
    const approval = { decision: 'approve', amount_cents: String(cheap.amountCents) };
    expect((await postDecision(cheap.pageUrl, approval)).status).toBe(303);
    expect((await kit.order(cheap.placed.order_id)).status).toBe('paid');

    // The same form, sent to the other order's page.
    expect((await postDecision(dear.pageUrl, approval)).status).toBe(400);
    // The same form, again, with the other order's session or reference slipped in.
    await postDecision(cheap.pageUrl, { ...approval, session_id: dear.sessionId, order: dear.placed.order_ref });
    expect((await kit.order(dear.placed.order_id)).status).toBe('not_paid');

    // The wallet accept call with the approved session pays only the order that session belongs to.
    const accept = await call(kit.api('/paypal/accept'), { headers: dear.shopper.headers, body: { paypal_data: { orderID: cheap.sessionId } } });
    expect(accept.status).toBe(404);
    expect((await kit.order(dear.placed.order_id)).status).toBe('not_paid');
  });

  it('refuses a replayed or re-addressed provider notification', async () => {
    const cheap = await pendingOrder(kit, 'sofort', 1);
    const dear = await pendingOrder(kit, 'sofort', 3);
    const secret = sandboxSigningSecret(shop.config.jwtSecret);
    const event = (sessionId: string, amountCents: number, reference: string, id = `evt_${randomBytes(6).toString('hex')}`) =>
      JSON.stringify({ id, type: 'payment.succeeded', session_id: sessionId, amount_cents: amountCents, currency: cheap.currency, merchant_reference: reference });
    const send = (body: string, signature: string) =>
      fetch(`${shop.apiUrl}/api/payments/notifications/sofort`, { method: 'POST', headers: { 'content-type': 'application/json', 'sandbox-signature': signature }, body });

    // A genuine notification for the cheap order, captured on the wire...
    const genuine = event(cheap.sessionId, cheap.amountCents, cheap.placed.order_ref, 'evt_genuine');
    const signature = signPayload(secret, genuine, new Date());
    expect(await (await send(genuine, signature)).json()).toEqual({ received: true, result: 'applied' });
    // ...sent again: a duplicate; re-addressed to the dear order's session: the signature fails.
    expect(await (await send(genuine, signature)).json()).toEqual({ received: true, result: 'duplicate' });
    expect((await send(genuine.replace(cheap.sessionId, dear.sessionId), signature)).status).toBe(403);
    expect((await send(event(dear.sessionId, cheap.amountCents, cheap.placed.order_ref), 't=1,v1=00')).status).toBe(403);
    // Even correctly signed, an event for the dear session with the cheap amount leaves it unpaid
    // (flagged for staff: the payer paid something), one with the cheap order's reference changes nothing.
    const wrongAmount = event(dear.sessionId, cheap.amountCents, dear.placed.order_ref);
    expect(await (await send(wrongAmount, signPayload(secret, wrongAmount, new Date()))).json()).toEqual({ received: true, result: 'flagged' });
    const wrongReference = event(dear.sessionId, dear.amountCents, cheap.placed.order_ref);
    expect(await (await send(wrongReference, signPayload(secret, wrongReference, new Date()))).json()).toEqual({ received: true, result: 'ignored' });
    expect((await kit.order(dear.placed.order_id)).status).toBe('not_paid');
    // Prepayment has no provider that notifies.
    expect((await fetch(`${shop.apiUrl}/api/payments/notifications/vorkasse`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(404);
  });

  it("does not take the shopper's wallet accept call as the payment: 402 until the payer approved, order not paid", async () => {
    const paypal = await pendingOrder(kit, 'paypal');
    const accept = await call(kit.api('/paypal/accept'), { headers: paypal.shopper.headers, body: { paypal_data: { orderID: paypal.sessionId, payerID: 'ATTACKER' } } });
    expect(accept.status).toBe(402);
    expect((await kit.order(paypal.placed.order_id)).status).toBe('not_paid');

    const amazon = await pendingOrder(kit, 'amazon');
    const wallet = await call(kit.api('/amazon/pay'), { headers: amazon.shopper.headers, body: { cart_id: amazon.cartId, amazon_session_id: amazon.sessionId, customer_note: '' } });
    expect(wallet.status).toBe(402);
    expect((await kit.order(amazon.placed.order_id)).status).toBe('not_paid');
    // The session is still the payer's to decide.
    expect(await (await fetch(amazon.pageUrl)).text()).toContain('value="approve"');
  });

  it('pays an order through the hosted page approval, for its amount (the one legitimate path)', async () => {
    const { placed, pageUrl } = await pendingOrder(kit, 'klarna');
    const decided = await kit.decideOnSandboxPage(placed.redirect_url, 'approve');
    expect(decided.status).toBe(303);
    expect((await kit.order(placed.order_id)).status).toBe('paid');
    // A second approval (a replay of the same form) changes nothing and notifies nobody.
    expect((await kit.decideOnSandboxPage(pageUrl, 'approve')).status).toBe(0);
    expect(await kit.db.selectFrom('payment_event').select('event_id').where('order_id', '=', placed.order_id).execute()).toHaveLength(1);
  });
});
