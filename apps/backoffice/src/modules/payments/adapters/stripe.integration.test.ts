// The card checkout provider through the Stripe adapter: a real back office with Stripe's keys set,
// the real Stripe SDK talking over HTTP to a stand-in of Stripe's API, the payer using the hosted
// page like a browser, and Stripe's signed webhooks arriving at the shop's notification endpoint.
import { calls, SESSION_ID_PREFIX } from '@shop/contract';
import { adminCalls } from '@shop/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutKit, type CheckoutKit, type Shopper } from '../../checkout/testing.ts';
import { newStaffMember, type StaffClient } from '../../staff/testing.ts';
import { databaseKinds, startTestBackOffice, type TestBackOffice } from '../../../testing/test-backoffice.ts';
import { expireAbandonedPayments } from '../testing.ts';
import { DECLINED_CARD, startStripeStandIn, type StripeStandIn } from './stripe-stand-in.ts';

type PayAnswer = { order_id: number; order_ref: string; redirect_url: string };

describe.each(databaseKinds)('card payments through Stripe on %s', (kind) => {
  let stripe: StripeStandIn;
  let shop: TestBackOffice;
  let kit: CheckoutKit;
  let staff: StaffClient;
  let keys = 0;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    shop = await startTestBackOffice(kind, {
      products: 200,
      env: { STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET: stripe.webhookSecret, STRIPE_API_URL: stripe.url },
    });
    stripe.setWebhookUrl(`${shop.apiUrl}/api/payments/notifications/stripe`);
    kit = checkoutKit(shop);
    staff = await newStaffMember(shop, 'staff');
  });
  afterAll(async () => {
    await shop?.close();
    await stripe?.close();
  });

  /** A shopper's order placed for card payment: the Stripe session it got, and what is at stake. */
  async function cardOrder(who: 'guest' | 'customer' = 'guest', quantity = 1) {
    const shopper: Shopper = await kit.shopper(who);
    const item = await kit.sellable({ stock: quantity + 3 });
    const stockBefore = await kit.stockOf(item.pseId);
    const cartId = await kit.cartWith(shopper, [[item, quantity]]);
    const answer = await kit.pay(shopper, cartId, 'stripe');
    expect(answer.status).toBe(200);
    const placed = calls.backoffice.stripePay.response.parse(answer.body).data as PayAnswer;
    expect(placed.redirect_url.startsWith(SESSION_ID_PREFIX)).toBe(true);
    const sessionId = placed.redirect_url.slice(SESSION_ID_PREFIX.length);
    const session = stripe.session(sessionId);
    if (!session?.url) throw new Error('the stand-in has no open session');
    return { shopper, item, stockBefore, cartId, placed, sessionId, pageUrl: session.url, order: await kit.order(placed.order_id) };
  }

  /** The payer on Stripe's page: Pay (with a card number) or Cancel, as a browser submits the form. */
  async function onStripePage(pageUrl: string, action: 'pay' | 'cancel', card = '4242 4242 4242 4242') {
    const page = await fetch(pageUrl);
    expect(page.status).toBe(200);
    const answer = await fetch(pageUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ card, action }).toString(),
      redirect: 'manual',
    });
    return { status: answer.status, location: answer.headers.get('location'), html: await answer.text() };
  }

  /** The payment flags on the order's timeline (what the admin shows), without the event ids. */
  const paymentFlags = async (orderId: number) =>
    (await kit.db.selectFrom('order_event').select('detail_json').where('order_id', '=', orderId).where('kind', '=', 'payment_flag').orderBy('id').execute()).map((row) => {
      const { event_id: _id, ...detail } = JSON.parse(row.detail_json ?? '{}') as Record<string, unknown>;
      return detail;
    });
  const paymentEvents = (orderId: number) => kit.db.selectFrom('payment_event').select(['provider', 'type']).where('order_id', '=', orderId).orderBy('received_at').execute();

  it('opens a Stripe Checkout session for the order total and marks the order paid when Stripe reports the payment', async () => {
    const { shopper, placed, sessionId, pageUrl, order } = await cardOrder('guest', 2);
    expect(stripe.session(sessionId)).toMatchObject({
      amount_total: order.total_taxed_cents,
      currency: 'eur',
      client_reference_id: placed.order_ref,
      metadata: { order_ref: placed.order_ref },
      mode: 'payment',
      success_url: expect.stringContaining(`/order-placed?order=${placed.order_ref}&hash=`),
      cancel_url: expect.stringContaining(`/order-failed?order=${placed.order_ref}`),
    });
    expect(order.status).toBe('not_paid');

    const paid = await onStripePage(pageUrl, 'pay');
    expect(paid.status).toBe(303);
    expect(paid.location).toContain(`/order-placed?order=${placed.order_ref}`);
    expect((await kit.order(placed.order_id)).status).toBe('paid');
    expect(await paymentEvents(placed.order_id)).toEqual([{ provider: 'stripe', type: 'payment.succeeded' }]);
    expect(await kit.mails(shopper.email)).toHaveLength(1);
  });

  it('keeps the order waiting when the card is declined, and gives the stock back once Stripe expires the session', async () => {
    const { item, stockBefore, cartId, placed, sessionId, pageUrl } = await cardOrder('customer');
    const declined = await onStripePage(pageUrl, 'pay', DECLINED_CARD);
    expect(declined.status).toBe(402);
    expect(declined.html).toContain('Your card was declined.');
    expect((await kit.order(placed.order_id)).status).toBe('not_paid');

    await stripe.expire(sessionId);
    expect((await kit.order(placed.order_id)).status).toBe('canceled');
    expect(await kit.stockOf(item.pseId)).toBe(stockBefore);
    expect(await kit.cartLines(cartId)).toEqual([{ pse_id: item.pseId, quantity: 1 }]);
  });

  it('sends the payer who cancels on Stripe back to the order-failed page, order unpaid and cart kept', async () => {
    const { item, cartId, placed, pageUrl } = await cardOrder('guest');
    const cancelled = await onStripePage(pageUrl, 'cancel');
    expect(cancelled.status).toBe(303);
    expect(cancelled.location).toContain(`/order-failed?order=${placed.order_ref}`);
    expect((await kit.order(placed.order_id)).status).toBe('not_paid');
    expect(await kit.cartLines(cartId)).toEqual([{ pse_id: item.pseId, quantity: 1 }]);
  });

  it('answers 502 when Stripe does not answer in time, leaving no order waiting, the stock back and the cart as it was', async () => {
    const shopper = await kit.shopper('guest');
    const item = await kit.sellable({ stock: 3 });
    const stockBefore = await kit.stockOf(item.pseId);
    const cartId = await kit.cartWith(shopper, [[item, 1]]);
    stripe.hang(true);
    let answer;
    try {
      answer = await kit.pay(shopper, cartId, 'stripe');
    } finally {
      stripe.hang(false);
    }
    expect(answer.status).toBe(502);
    expect(answer.body).toMatchObject({ error: { code: 'upstream_unavailable' } });
    const orders = await kit.db.selectFrom('shop_order').select(['status']).where('cart_id', '=', cartId).execute();
    expect(orders).toEqual([{ status: 'canceled' }]);
    expect(await kit.stockOf(item.pseId)).toBe(stockBefore);
    expect(await kit.cartLines(cartId)).toEqual([{ pse_id: item.pseId, quantity: 1 }]);
  });

  it('takes a webhook Stripe sends twice only once', async () => {
    const { shopper, placed, pageUrl } = await cardOrder('customer');
    await onStripePage(pageUrl, 'pay');
    const again = await stripe.resendLast();
    expect(again.status).toBe(200);
    expect(JSON.parse(again.body)).toEqual({ received: true, result: 'duplicate' });
    expect((await kit.order(placed.order_id)).status).toBe('paid');
    expect(await paymentEvents(placed.order_id)).toHaveLength(1);
    expect(await kit.mails(shopper.email)).toHaveLength(1);
  });

  it('refuses a webhook that is not signed with the shop’s Stripe secret (403) and leaves the order unpaid', async () => {
    const { placed, sessionId } = await cardOrder('guest');
    const forged = await stripe.sendForged(sessionId);
    expect(forged.status).toBe(403);
    expect((await kit.order(placed.order_id)).status).toBe('not_paid');
    const unsigned = await fetch(`${shop.apiUrl}/api/payments/notifications/stripe`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(unsigned.status).toBe(403);
    expect(await paymentEvents(placed.order_id)).toEqual([]);
  });

  it('does not mark the order paid when Stripe reports a different amount than the order total', async () => {
    const { placed, sessionId, pageUrl, order } = await cardOrder('guest');
    stripe.changeAmount(sessionId, order.total_taxed_cents - 100);
    stripe.holdWebhooks(true);
    await onStripePage(pageUrl, 'pay');
    stripe.holdWebhooks(false);
    const [delivery] = await stripe.deliverHeld();
    expect(JSON.parse(delivery?.body ?? '{}')).toEqual({ received: true, result: 'flagged' });
    expect((await kit.order(placed.order_id)).status).toBe('not_paid');
    // Staff see on the order's timeline that money came in that must go back.
    expect(await paymentFlags(placed.order_id)).toEqual([{ flag_id: expect.any(Number), reason: 'amount_mismatch', provider: 'stripe', amount_cents: order.total_taxed_cents - 100, currency: 'EUR' }]);
  });

  it('does not re-open an order cancelled before Stripe’s late payment report, and records the report against it', async () => {
    const { item, stockBefore, placed, sessionId, pageUrl } = await cardOrder('guest');
    stripe.holdWebhooks(true);
    const paid = await onStripePage(pageUrl, 'pay');
    expect(paid.status).toBe(303);
    // The report is late; meanwhile the shop gives up on the payment (the hourly sweep).
    await kit.db.updateTable('shop_order').set({ created_at: new Date(Date.now() - 61 * 60_000).toISOString() }).where('id', '=', placed.order_id).execute();
    expect(await expireAbandonedPayments(shop.backOffice.deps)).toBeGreaterThanOrEqual(1);
    expect((await kit.order(placed.order_id)).status).toBe('canceled');
    // Closing the session at Stripe found it paid already: it stays complete.
    expect(stripe.session(sessionId)?.status).toBe('complete');
    stripe.holdWebhooks(false);
    const [delivery] = await stripe.deliverHeld();
    expect(JSON.parse(delivery?.body ?? '{}')).toEqual({ received: true, result: 'flagged' });
    expect((await kit.order(placed.order_id)).status).toBe('canceled');
    expect(await paymentFlags(placed.order_id)).toEqual([expect.objectContaining({ reason: 'paid_after_close', provider: 'stripe' })]);
    expect(await kit.stockOf(item.pseId)).toBe(stockBefore);
    expect(await paymentEvents(placed.order_id)).toEqual([{ provider: 'stripe', type: 'payment.succeeded' }]);
  });

  describe('refunds from the admin', () => {
    const refund = (orderId: number, amount: number) =>
      staff.call(`/api/admin/orders/${orderId}/refunds`, { body: { amount_cents: amount, reason: 'Rücksendung', request_key: `stripe-refund-${Date.now()}-${(keys += 1)}` } });

    it('refunds part of a card payment at Stripe, then the rest', async () => {
      const { placed, sessionId, pageUrl, order } = await cardOrder('customer', 3);
      await onStripePage(pageUrl, 'pay');
      const total = order.total_taxed_cents;
      const part = Math.floor(total / 3);

      const first = await refund(placed.order_id, part);
      expect(first.status).toBe(200);
      let shown = adminCalls.orders.refund.response.parse(first.body).data;
      expect(shown.refunds).toEqual([expect.objectContaining({ amount_cents: part, method: 'provider', status: 'done', provider_refund_id: expect.stringMatching(/^re_/) })]);
      expect(stripe.session(sessionId)?.refunded).toBe(part);

      const rest = await refund(placed.order_id, total - part);
      expect(rest.status).toBe(200);
      shown = adminCalls.orders.refund.response.parse(rest.body).data;
      expect(shown.status).toBe('refunded');
      expect(shown.payment.refundable_cents).toBe(0);
      expect(stripe.session(sessionId)?.refunded).toBe(total);
    });

    it('records nothing when Stripe refuses the refund, and says so', async () => {
      const { placed, sessionId, pageUrl, order } = await cardOrder('customer');
      await onStripePage(pageUrl, 'pay');
      // Refunded in Stripe's dashboard already: Stripe refuses a second refund.
      const session = stripe.session(sessionId);
      if (session) session.refunded = order.total_taxed_cents;
      const refused = await refund(placed.order_id, 500);
      expect(refused.status).toBe(502);
      expect(refused.body).toMatchObject({ error: { code: 'refund_failed' } });
      const detail = await staff.call(`/api/admin/orders/${placed.order_id}`);
      expect(adminCalls.orders.detail.response.parse(detail.body).data).toMatchObject({ refunds: [], payment: { refunded_cents: 0 } });
    });
  });
});
