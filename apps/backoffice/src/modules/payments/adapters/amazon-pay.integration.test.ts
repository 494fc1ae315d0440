// Amazon Pay (Checkout v2) end to end: a real back office on a real database, Amazon Pay's real SDK
// over HTTP (signed requests) against the stand-in of Amazon Pay's API, and the payer's browser on
// the stand-in's page. The shop's calls are the storefront's: pay, then the wallet variant of
// POST /amazon/pay with the amazonCheckoutSessionId Amazon put on the return address.
import { adminCalls } from '@shop/contract/admin';
import { calls } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutKit, type CheckoutKit, DE, type Shopper } from '../../checkout/testing.ts';
import { newStaffMember, type StaffClient } from '../../staff/testing.ts';
import { call, databaseKinds, startTestBackOffice, type TestBackOffice } from '../../../testing/test-backoffice.ts';
import { startAmazonPayStandIn, type AmazonPayStandIn } from './amazon-pay-stand-in.ts';

describe.each(databaseKinds)('Amazon Pay payments on %s', (kind) => {
  let amazon: AmazonPayStandIn;
  let shop: TestBackOffice;
  let kit: CheckoutKit;
  let staff: StaffClient;

  beforeAll(async () => {
    amazon = await startAmazonPayStandIn();
    shop = await startTestBackOffice(kind, { products: 250, env: amazon.env });
    kit = checkoutKit(shop);
    staff = await newStaffMember(shop, 'staff');
  });
  afterAll(async () => {
    await shop?.close();
    await amazon?.close();
  });

  const notifications = () => `${shop.apiUrl}/api/payments/notifications/amazon`;
  const eventsOf = (orderId: number) => kit.db.selectFrom('payment_event').selectAll().where('order_id', '=', orderId).execute();

  /** A shopper with a cart of two units, sent to Amazon Pay: the order, the cart and the checkout session id. */
  async function startPayment(who: 'guest' | 'customer' = 'customer') {
    const shopper = await kit.shopper(who, { countryId: DE });
    const item = await kit.sellable({ countryId: DE, stock: 10 });
    const cartId = await kit.cartWith(shopper, [[item, 2]]);
    const answer = await kit.pay(shopper, cartId, 'amazon');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const placed = calls.backoffice.amazonPay.response.parse(answer.body).data;
    const page = new URL(placed.redirect_url);
    expect(page.origin).toBe(amazon.url);
    const sessionId = page.pathname.split('/').pop() ?? '';
    return { shopper, item, cartId, placed, sessionId, order: await kit.order(placed.order_id) };
  }

  /** The payer's browser on Amazon Pay's page: press a button, follow to where Amazon sends it. */
  async function onAmazonPage(redirectUrl: string, button: 'Pay' | 'Cancel') {
    const html = await (await fetch(redirectUrl)).text();
    const form = [...html.matchAll(/<form method="post" action="([^"]+)"><button>([^<]+)<\/button><\/form>/g)].find((match) => match[2] === button);
    if (!form) throw new Error(`no ${button} button`);
    const answer = await fetch(new URL(form[1] ?? '', redirectUrl), { method: 'POST', redirect: 'manual' });
    return new URL(answer.headers.get('location') ?? '');
  }

  const complete = (who: Shopper, cartId: number, sessionId: string) => call(kit.api('/amazon/pay'), { headers: who.headers, body: { cart_id: cartId, amazon_session_id: sessionId, customer_note: '' } });
  const deliver = (body: string) => amazon.deliver(notifications(), body);

  it('takes a payment the payer approved at Amazon Pay and sends the shopper to the order-placed page', async () => {
    const { shopper, cartId, placed, sessionId, order } = await startPayment();
    expect(amazon.sessions.get(sessionId)).toMatchObject({ merchantReferenceId: placed.order_ref, chargeAmount: { currencyCode: 'EUR', amount: `${Math.trunc(order.total_taxed_cents / 100)}.${String(order.total_taxed_cents % 100).padStart(2, '0')}` } });
    // The storefront's call before the payer approved: nothing is taken, the order waits.
    expect((await complete(shopper, cartId, sessionId)).status).toBe(402);
    expect((await kit.order(placed.order_id)).status).toBe('not_paid');

    const back = await onAmazonPage(placed.redirect_url, 'Pay');
    // Amazon sends the payer to the storefront's return page, which makes the wallet call below.
    expect(back.pathname).toBe('/amazon/return');
    expect(back.searchParams.get('amazonCheckoutSessionId')).toBe(sessionId);
    const paid = await complete(shopper, cartId, sessionId);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(calls.backoffice.amazonPay.response.parse(paid.body).data).toMatchObject({ order_id: placed.order_id, redirect_url: `/order-placed?order=${placed.order_ref}` });
    expect((await kit.order(placed.order_id)).status).toBe('paid');
    expect(amazon.sessions.get(sessionId)?.state).toBe('Completed');
    // A second call (a reload of the return page) answers the same and takes nothing more.
    expect((await complete(shopper, cartId, sessionId)).status).toBe(200);
    expect(amazon.charges.size).toBeGreaterThan(0);
  });

  it('keeps the cart and records a payment error when Amazon Pay declines the payment', async () => {
    const { shopper, placed, sessionId, cartId } = await startPayment();
    await onAmazonPage(placed.redirect_url, 'Pay');
    amazon.declineNextComplete();
    expect((await complete(shopper, cartId, sessionId)).status).toBe(402);
    expect((await kit.order(placed.order_id)).status).toBe('payment_error');
    expect(await kit.cartLines(cartId)).toHaveLength(1);
  });

  it('does not take a payment the payer cancelled at Amazon Pay, and the cart keeps its lines', async () => {
    const { shopper, placed, sessionId, cartId } = await startPayment('guest');
    const back = await onAmazonPage(placed.redirect_url, 'Cancel');
    expect(back.searchParams.get('amazonCheckoutSessionId')).toBe(sessionId);
    expect((await complete(shopper, cartId, sessionId)).status).toBe(402);
    expect((await kit.order(placed.order_id)).status).toBe('canceled');
    expect(await kit.cartLines(cartId)).toHaveLength(1);
  });

  it('says Amazon Pay did not answer when completing hangs; the order keeps waiting and a later call pays it', async () => {
    const { shopper, placed, sessionId, cartId } = await startPayment();
    await onAmazonPage(placed.redirect_url, 'Pay');
    amazon.hang(true);
    try {
      expect((await complete(shopper, cartId, sessionId)).status).toBe(502);
    } finally {
      amazon.hang(false);
    }
    expect((await kit.order(placed.order_id)).status).toBe('not_paid');
    expect(await kit.cartLines(cartId)).toHaveLength(1);
    expect((await complete(shopper, cartId, sessionId)).status).toBe(200);
    expect((await kit.order(placed.order_id)).status).toBe('paid');
  });

  it('records a payment error from Amazon Pay’s notification of a declined charge', async () => {
    const { placed, sessionId } = await startPayment();
    amazon.declineNextComplete();
    const chargeId = amazon.chargeAtAmazon(sessionId);
    expect(amazon.charges.get(chargeId)?.state).toBe('Declined');
    expect(await deliver(amazon.notification(chargeId))).toEqual({ status: 200, body: { received: true, result: 'applied' } });
    expect((await kit.order(placed.order_id)).status).toBe('payment_error');
  });

  it('says Amazon Pay did not answer when it hangs, leaves no order waiting and keeps the cart', async () => {
    const shopper = await kit.shopper('customer', { countryId: DE });
    const item = await kit.sellable({ countryId: DE, stock: 10 });
    const cartId = await kit.cartWith(shopper, [[item, 1]]);
    const stockBefore = await kit.stockOf(item.pseId);
    amazon.hang(true);
    try {
      const answer = await kit.pay(shopper, cartId, 'amazon');
      expect(answer.status).toBe(502);
      expect((answer.body as { error: { code: string } }).error.code).toBe('upstream_unavailable');
    } finally {
      amazon.hang(false);
    }
    const orders = await kit.db.selectFrom('shop_order').select(['status']).where('cart_id', '=', cartId).execute();
    expect(orders.map((order) => order.status)).toEqual(['canceled']);
    expect(await kit.stockOf(item.pseId)).toBe(stockBefore);
    expect(await kit.cartLines(cartId)).toEqual([{ pse_id: item.pseId, quantity: 1 }]);
  });

  it('marks the order paid from Amazon Pay’s signed notification once; the same notification again changes nothing', async () => {
    const { placed, sessionId } = await startPayment();
    const notification = amazon.notification(amazon.chargeAtAmazon(sessionId));
    expect(await deliver(notification)).toEqual({ status: 200, body: { received: true, result: 'applied' } });
    expect((await kit.order(placed.order_id)).status).toBe('paid');
    expect(await deliver(notification)).toEqual({ status: 200, body: { received: true, result: 'duplicate' } });
    expect((await kit.order(placed.order_id)).status).toBe('paid');
    expect(await eventsOf(placed.order_id)).toHaveLength(1);
  });

  it('does not re-open a cancelled order when Amazon Pay reports a late payment; the payment is flagged', async () => {
    const { shopper, cartId, placed, sessionId } = await startPayment();
    await onAmazonPage(placed.redirect_url, 'Cancel');
    expect((await complete(shopper, cartId, sessionId)).status).toBe(402);
    const status = (await kit.order(placed.order_id)).status;
    expect(status).not.toBe('paid');
    const session = amazon.sessions.get(sessionId);
    if (session) Object.assign(session, { state: 'Open', reasonCode: null });
    const late = await deliver(amazon.notification(amazon.chargeAtAmazon(sessionId)));
    expect(late).toEqual({ status: 200, body: { received: true, result: 'flagged' } });
    expect((await kit.order(placed.order_id)).status).toBe(status);
  });

  it('rejects a forged notification, and the order stays unpaid', async () => {
    const { placed, sessionId } = await startPayment();
    amazon.approve(sessionId);
    const forged = amazon.notification('S02-unknown-C1', { forged: true });
    expect((await deliver(forged)).status).toBe(403);
    const genuine = JSON.parse(amazon.notification('S02-unknown-C1')) as Record<string, string>;
    expect((await deliver(JSON.stringify({ ...genuine, Message: genuine.Message?.replace('S02-unknown', 'S02-other') }))).status).toBe(403);
    expect((await deliver(JSON.stringify({ ...genuine, SigningCertURL: 'https://example.com/cert.pem' }))).status).toBe(403);
    expect((await kit.order(placed.order_id)).status).toBe('not_paid');
    expect(await eventsOf(placed.order_id)).toHaveLength(0);
  });

  it('does not mark an order paid when Amazon Pay charged a different amount', async () => {
    const { shopper, cartId, placed, sessionId } = await startPayment();
    await onAmazonPage(placed.redirect_url, 'Pay');
    amazon.chargeAmountNext('0.01');
    expect((await complete(shopper, cartId, sessionId)).status).toBe(402);
    expect((await kit.order(placed.order_id)).status).toBe('not_paid');
    const flags = await kit.db.selectFrom('order_event').select('detail_json').where('order_id', '=', placed.order_id).where('kind', '=', 'payment_flag').execute();
    expect(flags.map((row) => JSON.parse(row.detail_json ?? '{}') as { reason: string; amount_cents: number })).toEqual([expect.objectContaining({ reason: 'amount_mismatch', amount_cents: 1 })]);
  });

  it('refunds through Amazon Pay from the admin, partly and then the rest', async () => {
    const { shopper, cartId, placed, sessionId, order } = await startPayment();
    await onAmazonPage(placed.redirect_url, 'Pay');
    expect((await complete(shopper, cartId, sessionId)).status).toBe(200);
    const total = order.total_taxed_cents;
    const part = 500;
    const first = await staff.call(`/api/admin/orders/${placed.order_id}/refunds`, { body: { amount_cents: part, reason: 'Ein Teil beschädigt', request_key: `amz-refund-1-${sessionId}` } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(adminCalls.orders.refund.response.parse(first.body).data.refunds).toEqual([expect.objectContaining({ amount_cents: part, method: 'provider', status: 'done', provider_refund_id: expect.any(String) })]);
    const rest = await staff.call(`/api/admin/orders/${placed.order_id}/refunds`, { body: { amount_cents: total - part, reason: 'Rücksendung', request_key: `amz-refund-2-${sessionId}` } });
    expect(adminCalls.orders.refund.response.parse(rest.body).data.status).toBe('refunded');
    const chargeId = amazon.sessions.get(sessionId)?.chargeId ?? '';
    expect(amazon.charges.get(chargeId)?.refundedCents).toBe(total);
  });
});
