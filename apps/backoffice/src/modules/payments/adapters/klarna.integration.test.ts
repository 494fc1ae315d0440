// Klarna (code klarna) and the instant bank transfer through Klarna's "Pay now" (code sofort) end
// to end: a real back office on a real database with Klarna's keys set, the Klarna adapter over
// HTTP against the stand-in of Klarna's APIs, the payer's browser on the stand-in's hosted payment
// page and back through the shop's return address, and Klarna's status callbacks.
import { adminCalls } from '@shop/contract/admin';
import { calls } from '@shop/contract';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AT, checkoutKit, type CheckoutKit, DE } from '../../checkout/testing.ts';
import { newStaffMember, type StaffClient } from '../../staff/testing.ts';
import { databaseKinds, startTestBackOffice, type TestBackOffice } from '../../../testing/test-backoffice.ts';
import { expireAbandonedPayments } from '../testing.ts';
import type { KlarnaCode } from './klarna.ts';
import { startKlarnaStandIn, type KlarnaStandIn } from './klarna-stand-in.ts';

describe.each(databaseKinds)('Klarna and the instant bank transfer through Klarna on %s', (kind) => {
  let klarna: KlarnaStandIn;
  let shop: TestBackOffice;
  let kit: CheckoutKit;
  let staff: StaffClient;

  beforeAll(async () => {
    klarna = await startKlarnaStandIn();
    shop = await startTestBackOffice(kind, { products: 250, env: klarna.env });
    kit = checkoutKit(shop);
    staff = await newStaffMember(shop, 'staff');
  });
  afterAll(async () => {
    await shop?.close();
    await klarna?.close();
  });

  /** A shopper (German for klarna, Austrian for sofort) with two units in the cart, sent to Klarna's page. */
  async function startPayment(code: KlarnaCode, who: 'guest' | 'customer' = 'customer') {
    const shopper = await kit.shopper(who, { countryId: code === 'sofort' ? AT : DE });
    const item = await kit.sellable({ countryId: shopper.countryId, stock: 10 });
    const cartId = await kit.cartWith(shopper, [[item, 2]]);
    const answer = await kit.pay(shopper, cartId, code);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const stockWhileWaiting = await kit.stockOf(item.pseId);
    const placed = calls.backoffice.klarnaPay.response.parse(answer.body).data;
    expect(placed.redirect_url.startsWith(`${klarna.url}/pay/`)).toBe(true);
    const sessionId = placed.redirect_url.slice(`${klarna.url}/pay/`.length);
    return { shopper, item, cartId, stockWhileWaiting, placed, sessionId, order: await kit.order(placed.order_id) };
  }

  /** The payer on Klarna's page: opens it and presses a button; answers where Klarna sends the browser. */
  async function onKlarnaPage(redirectUrl: string, decision: 'pay' | 'decline' | 'cancel' | 'back'): Promise<string> {
    expect((await fetch(redirectUrl)).status).toBe(200);
    const answer = await fetch(redirectUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `decision=${decision}`, redirect: 'manual' });
    expect(answer.status).toBe(303);
    return answer.headers.get('location') ?? '';
  }

  /** The browser arriving at the shop's return address: answers where the shop sends it on. */
  async function comeBack(location: string): Promise<string> {
    const answer = await fetch(location, { redirect: 'manual' });
    expect(answer.status, await answer.clone().text()).toBe(303);
    return answer.headers.get('location') ?? '';
  }

  const notifications = (code: KlarnaCode) => `${shop.apiUrl}/api/payments/notifications/${code}`;
  const notify = async (code: KlarnaCode, body: string) => {
    const answer = await fetch(notifications(code), { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    return { status: answer.status, body: (await answer.json()) as unknown };
  };
  const eventsOf = (orderId: number) => kit.db.selectFrom('payment_event').select(['provider', 'type']).where('order_id', '=', orderId).execute();
  const paymentFlags = async (orderId: number) =>
    (await kit.db.selectFrom('order_event').select('detail_json').where('order_id', '=', orderId).where('kind', '=', 'payment_flag').orderBy('id').execute()).map((row) => JSON.parse(row.detail_json ?? '{}') as Record<string, unknown>);
  /** The order's age pushed past the payment window, then the hourly sweep. */
  const sweepAsIfAnHourPassed = async (orderId: number) => {
    await kit.db.updateTable('shop_order').set({ created_at: new Date(Date.now() - 61 * 60_000).toISOString() }).where('id', '=', orderId).execute();
    expect(await expireAbandonedPayments(shop.backOffice.deps)).toBeGreaterThanOrEqual(1);
  };

  it.each([
    ['klarna', ['PAY_LATER', 'PAY_OVER_TIME'], 'de-DE', 'DE'],
    ['sofort', ['PAY_NOW'], 'de-AT', 'AT'],
  ] as const)('takes a %s payment: Klarna’s page with the method’s categories, the order placed at Klarna for the order total, the payer on the order-placed page', async (code, categories, locale, country) => {
    klarna.holdCallbacks(true);
    try {
      const { shopper, placed, sessionId, order } = await startPayment(code, 'guest');
      const session = klarna.session(sessionId);
      expect(session?.options).toEqual({ payment_method_categories: categories, place_order_mode: 'NONE' });
      expect(session?.payment).toMatchObject({
        purchase_country: country,
        purchase_currency: 'EUR',
        locale,
        order_amount: order.total_taxed_cents,
        order_tax_amount: order.total_taxed_cents - order.total_cents,
        merchant_reference1: placed.order_ref,
      });
      expect(session?.merchantUrls.status_update).toBe(notifications(code));
      expect(order.status).toBe('not_paid');

      const back = await onKlarnaPage(placed.redirect_url, 'pay');
      expect(back.startsWith(`${shop.apiUrl}/api/payments/klarna/return/${code}?sid=${sessionId}&token=`)).toBe(true);
      const landing = new URL(await comeBack(back));
      expect(landing.pathname).toBe('/order-placed');
      expect(landing.searchParams.get('order')).toBe(placed.order_ref);
      expect((await kit.order(placed.order_id)).status).toBe('paid');
      expect(klarna.orderOf(sessionId)).toMatchObject({ status: 'CAPTURED', capturedCents: order.total_taxed_cents, body: expect.objectContaining({ auto_capture: true, order_amount: order.total_taxed_cents }) });

      // Klarna's callbacks (page opened, payment completed) arrive afterwards: no second order, no second mail.
      expect((await klarna.releaseCallbacks()).map((delivery) => delivery.status)).toEqual([200, 200]);
      expect(new URL(await comeBack(back)).pathname).toBe('/order-placed');
      expect((await kit.order(placed.order_id)).status).toBe('paid');
      expect(await kit.mails(shopper.email)).toHaveLength(1);
    } finally {
      klarna.holdCallbacks(false);
      await klarna.releaseCallbacks();
    }
  });

  it('marks the order paid from Klarna’s status callback when the payer’s browser never comes back; the same callback again changes nothing', async () => {
    const { shopper, placed, sessionId } = await startPayment('sofort');
    await onKlarnaPage(placed.redirect_url, 'pay');
    expect((await kit.order(placed.order_id)).status).toBe('paid');
    expect(await eventsOf(placed.order_id)).toEqual([{ provider: 'sofort', type: 'payment.succeeded' }]);

    expect(await klarna.resendLast()).toEqual({ status: 200, body: { received: true, result: 'duplicate' } });
    expect(await eventsOf(placed.order_id)).toHaveLength(1);
    expect(await kit.mails(shopper.email)).toHaveLength(1);
    expect(klarna.orderOf(sessionId)?.capturedCents).toBeGreaterThan(0);
  });

  it.each(['klarna', 'sofort'] as const)('sends a %s payer Klarna declines to the order-failed page: the order is a payment error, the cart stays, Klarna’s page is closed', async (code) => {
    const { placed, sessionId, cartId, item } = await startPayment(code, 'guest');
    const landing = new URL(await comeBack(await onKlarnaPage(placed.redirect_url, 'decline')));
    expect(landing.pathname).toBe('/order-failed');
    expect(landing.searchParams.get('order')).toBe(placed.order_ref);
    expect((await kit.order(placed.order_id)).status).toBe('payment_error');
    expect(await kit.cartLines(cartId)).toEqual([{ pse_id: item.pseId, quantity: 2 }]);
    expect(klarna.session(sessionId)?.status).toBe('DISABLED');
    expect(klarna.orderOf(sessionId)).toBeUndefined();
  });

  it.each([
    ['klarna', 'cancel'],
    ['sofort', 'back'],
  ] as const)('cancels the %s order when the payer presses %s on Klarna’s page: stock back, cart kept, order-failed page', async (code, button) => {
    const { placed, sessionId, cartId, item, stockWhileWaiting } = await startPayment(code);
    const landing = new URL(await comeBack(await onKlarnaPage(placed.redirect_url, button)));
    expect(landing.pathname).toBe('/order-failed');
    expect((await kit.order(placed.order_id)).status).toBe('canceled');
    expect(await kit.stockOf(item.pseId)).toBe(stockWhileWaiting + 2);
    expect(await kit.cartLines(cartId)).toEqual([{ pse_id: item.pseId, quantity: 2 }]);
    // Klarna's page cannot be paid any more for the cancelled order.
    expect((await fetch(placed.redirect_url)).status).toBe(410);
    expect(klarna.orderOf(sessionId)).toBeUndefined();
  });

  it('treats an order Klarna’s fraud check rejects as declined', async () => {
    klarna.holdCallbacks(true);
    try {
      const { placed, sessionId } = await startPayment('klarna');
      klarna.rejectNextOrder();
      const landing = new URL(await comeBack(await onKlarnaPage(placed.redirect_url, 'pay')));
      expect(landing.pathname).toBe('/order-failed');
      expect((await kit.order(placed.order_id)).status).toBe('payment_error');
      expect(klarna.orderOf(sessionId)).toMatchObject({ fraudStatus: 'REJECTED', capturedCents: 0 });
    } finally {
      klarna.holdCallbacks(false);
      await klarna.releaseCallbacks();
    }
  });

  it('says Klarna did not answer when it hangs: no order left waiting, stock back, cart kept', async () => {
    const shopper = await kit.shopper('customer', { countryId: DE });
    const item = await kit.sellable({ countryId: DE, stock: 10 });
    const cartId = await kit.cartWith(shopper, [[item, 1]]);
    const stockBefore = await kit.stockOf(item.pseId);
    klarna.hang(true);
    try {
      const answer = await kit.pay(shopper, cartId, 'klarna');
      expect(answer.status).toBe(502);
      expect((answer.body as { error: { code: string } }).error.code).toBe('upstream_unavailable');
    } finally {
      klarna.hang(false);
    }
    const orders = await kit.db.selectFrom('shop_order').select('status').where('cart_id', '=', cartId).execute();
    expect(orders.map((order) => order.status)).toEqual(['canceled']);
    expect(await kit.stockOf(item.pseId)).toBe(stockBefore);
    expect(await kit.cartLines(cartId)).toEqual([{ pse_id: item.pseId, quantity: 1 }]);
  });

  it('says so when Klarna does not offer Pay now for the purchase, instead of sending the payer to an empty page', async () => {
    klarna.offerCategories(['pay_later', 'pay_over_time']);
    try {
      const shopper = await kit.shopper('guest', { countryId: AT });
      const cartId = await kit.cartWith(shopper, [[await kit.sellable({ countryId: AT }), 1]]);
      const answer = await kit.pay(shopper, cartId, 'sofort');
      expect(answer.status).toBe(502);
      expect((answer.body as { error: { code: string } }).error.code).toBe('upstream_unavailable');
      const orders = await kit.db.selectFrom('shop_order as o').innerJoin('order_payment as p', 'p.order_id', 'o.id').select(['o.status', 'p.provider_session_id']).where('o.cart_id', '=', cartId).execute();
      expect(orders).toEqual([{ status: 'canceled', provider_session_id: null }]);
      expect(await kit.cartLines(cartId)).toHaveLength(1);
    } finally {
      klarna.offerCategories(['pay_now', 'pay_later', 'pay_over_time']);
    }
  });

  it('refuses a callback naming a session the shop never made; a forged one for a real session changes nothing while Klarna has not completed it', async () => {
    const { placed, sessionId } = await startPayment('klarna');
    const unknown = { event_id: randomUUID(), session: { session_id: randomUUID(), status: 'COMPLETED' } };
    expect((await notify('klarna', JSON.stringify(unknown))).status).toBe(403);
    expect((await notify('klarna', 'not json')).status).toBe(403);
    // The payer has not paid: the body's COMPLETED is not believed, Klarna is asked.
    const forged = { event_id: randomUUID(), session: { session_id: sessionId, status: 'COMPLETED', authorization_token: randomUUID() } };
    expect(await notify('klarna', JSON.stringify(forged))).toEqual({ status: 200, body: { received: true, result: 'ignored' } });
    // A session of the other code is not this code's.
    expect((await notify('sofort', JSON.stringify(forged))).status).toBe(403);
    // Nor does a hand-made visit to the return address: the payer goes back to Klarna's page.
    expect(await comeBack(`${shop.apiUrl}/api/payments/klarna/return/klarna?sid=${sessionId}&token=made-up`)).toBe(placed.redirect_url);
    expect((await fetch(`${shop.apiUrl}/api/payments/klarna/return/klarna?sid=${randomUUID()}`, { redirect: 'manual' })).status).toBe(404);
    expect((await fetch(`${shop.apiUrl}/api/payments/klarna/return/klarna?sid=${sessionId}&sid=${sessionId}`, { redirect: 'manual' })).status).toBe(404);
    expect((await kit.order(placed.order_id)).status).toBe('not_paid');
    expect(await eventsOf(placed.order_id)).toEqual([]);
    expect(klarna.orderOf(sessionId)).toBeUndefined();
  });

  it('does not mark an order paid when Klarna captured another amount, from the return or from the callback, and flags it for staff', async () => {
    klarna.holdCallbacks(true);
    try {
      const { placed, order } = await startPayment('sofort');
      klarna.captureNext(order.total_taxed_cents - 100);
      const landing = new URL(await comeBack(await onKlarnaPage(placed.redirect_url, 'pay')));
      expect(landing.pathname).toBe('/order-failed');
      // Each callback makes the shop read the session from Klarna: the first one flags, the next is a repeat.
      expect((await klarna.releaseCallbacks()).map((delivery) => delivery.body)).toEqual([
        { received: true, result: 'flagged' },
        { received: true, result: 'duplicate' },
      ]);
      expect((await kit.order(placed.order_id)).status).toBe('not_paid');
      expect(await paymentFlags(placed.order_id)).toEqual([
        expect.objectContaining({ reason: 'amount_mismatch', provider: 'sofort', amount_cents: order.total_taxed_cents - 100, currency: 'EUR' }),
        expect.objectContaining({ reason: 'amount_mismatch', provider: 'sofort', amount_cents: order.total_taxed_cents - 100, currency: 'EUR' }),
      ]);
    } finally {
      klarna.holdCallbacks(false);
      await klarna.releaseCallbacks();
    }
  });

  it('does not re-open an order the shop gave up on when Klarna reports the payment late, and flags it for a refund', async () => {
    klarna.holdCallbacks(true);
    try {
      const { placed, item, sessionId } = await startPayment('klarna', 'guest');
      // The payer pays at Klarna, but neither their browser nor Klarna's callback reaches the shop in time.
      const back = await onKlarnaPage(placed.redirect_url, 'pay');
      await sweepAsIfAnHourPassed(placed.order_id);
      expect((await kit.order(placed.order_id)).status).toBe('canceled');
      const stockAfterCancel = await kit.stockOf(item.pseId);

      expect((await klarna.releaseCallbacks()).map((delivery) => delivery.body)).toEqual([
        { received: true, result: 'flagged' },
        { received: true, result: 'duplicate' },
      ]);
      expect((await kit.order(placed.order_id)).status).toBe('canceled');
      expect(await kit.stockOf(item.pseId)).toBe(stockAfterCancel);
      expect(await paymentFlags(placed.order_id)).toEqual([expect.objectContaining({ reason: 'paid_after_close', provider: 'klarna' })]);
      expect(klarna.orderOf(sessionId)?.capturedCents).toBeGreaterThan(0);
      expect(new URL(await comeBack(back)).pathname).toBe('/order-failed');
    } finally {
      klarna.holdCallbacks(false);
      await klarna.releaseCallbacks();
    }
  });

  it('closes Klarna’s page when the shop gives up on the payment, so it can no longer be paid', async () => {
    const { placed, sessionId } = await startPayment('sofort', 'guest');
    await sweepAsIfAnHourPassed(placed.order_id);
    expect(klarna.session(sessionId)?.status).toBe('DISABLED');
    expect((await fetch(placed.redirect_url)).status).toBe(410);
    expect((await kit.order(placed.order_id)).status).toBe('canceled');
  });

  it.each(['klarna', 'sofort'] as const)('refunds a %s payment through Klarna from the admin, partly and then the rest', async (code) => {
    const { placed, sessionId, order } = await startPayment(code);
    await onKlarnaPage(placed.redirect_url, 'pay');
    expect((await kit.order(placed.order_id)).status).toBe('paid');
    const total = order.total_taxed_cents;
    const part = 500;
    const first = await staff.call(`/api/admin/orders/${placed.order_id}/refunds`, { body: { amount_cents: part, reason: 'Ein Teil beschädigt', request_key: `klarna-refund-1-${sessionId}` } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const refundAtKlarna = klarna.orderOf(sessionId)?.refunds[0];
    expect(refundAtKlarna).toMatchObject({ amount: part, reference: placed.order_ref });
    expect(adminCalls.orders.refund.response.parse(first.body).data.refunds).toEqual([expect.objectContaining({ amount_cents: part, method: 'provider', status: 'done', provider_refund_id: refundAtKlarna?.id })]);

    const rest = await staff.call(`/api/admin/orders/${placed.order_id}/refunds`, { body: { amount_cents: total - part, reason: 'Rücksendung', request_key: `klarna-refund-2-${sessionId}` } });
    expect(adminCalls.orders.refund.response.parse(rest.body).data.status).toBe('refunded');
    expect(klarna.orderOf(sessionId)?.refundedCents).toBe(total);
  });

  it('records nothing when Klarna refuses the refund, and says so', async () => {
    const { placed, sessionId } = await startPayment('klarna');
    await onKlarnaPage(placed.redirect_url, 'pay');
    // Refunded in Klarna's merchant portal already: Klarna refuses another refund.
    const atKlarna = klarna.orderOf(sessionId);
    if (atKlarna) atKlarna.refundedCents = atKlarna.capturedCents;
    const refused = await staff.call(`/api/admin/orders/${placed.order_id}/refunds`, { body: { amount_cents: 500, reason: 'Retour', request_key: `klarna-refused-${sessionId}` } });
    expect(refused.status).toBe(502);
    expect(refused.body).toMatchObject({ error: { code: 'refund_failed' } });
    const detail = await staff.call(`/api/admin/orders/${placed.order_id}`);
    expect(adminCalls.orders.detail.response.parse(detail.body).data).toMatchObject({ refunds: [], payment: { refunded_cents: 0 } });
  });
});
