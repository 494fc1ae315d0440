// The global card provider through the Global Payments adapter: a real back office with the HPP's
// keys set, the real SDK building and checking the signed HPP messages, the payer's browser posting
// the signed request to a stand-in of the HPP, and the HPP's signed answer arriving at the shop's
// notification endpoint. Refunds from the admin go through the SDK to a stand-in of GP's XML API
// (a "rebate" of the payment's PASREF); without a rebate password they are recorded as made by hand.
import { adminCalls } from '@shop/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutKit, RO, type CheckoutKit } from '../../checkout/testing.ts';
import { newStaffMember, type StaffClient } from '../../staff/testing.ts';
import { databaseKinds, startTestBackOffice, type TestBackOffice } from '../../../testing/test-backoffice.ts';
import { expireAbandonedPayments } from '../testing.ts';
import { startGlobalPaymentsStandIn, type GlobalPaymentsStandIn } from './globalpayments-stand-in.ts';
import { gpCheckout, hppForm } from './globalpayments-test-kit.ts';

type PayAnswer = { order_id: number; order_ref: string; redirect_url: string };

describe.each(databaseKinds)('card payments through Global Payments on %s', (kind) => {
  let hpp: GlobalPaymentsStandIn;
  let shop: TestBackOffice;
  let kit: CheckoutKit;
  const responseUrl = () => `${shop.apiUrl}/api/payments/notifications/globalpayments`;

  let gp: ReturnType<typeof gpCheckout>;
  let staff: StaffClient;

  beforeAll(async () => {
    hpp = await startGlobalPaymentsStandIn();
    shop = await startTestBackOffice(kind, { products: 200, env: hpp.shopEnv() });
    kit = checkoutKit(shop);
    gp = gpCheckout(kit, hpp);
    staff = await newStaffMember(shop, 'staff');
  });
  afterAll(async () => {
    await shop?.close();
    await hpp?.close();
  });

  const cardOrder = (who?: 'guest' | 'customer') => gp.cardOrder(who);
  const onHpp = (orderId: string, action: 'pay' | 'decline' | 'cancel') => gp.onHpp(orderId, action);

  /** The payment flags on the order's timeline (what the admin shows). */
  const paymentFlags = async (orderId: number) =>
    (await kit.db.selectFrom('order_event').select('detail_json').where('order_id', '=', orderId).where('kind', '=', 'payment_flag').orderBy('id').execute()).map((row) => JSON.parse(row.detail_json ?? '{}') as Record<string, unknown>);
  const paymentEvents = (orderId: number) => kit.db.selectFrom('payment_event').select(['provider', 'type']).where('order_id', '=', orderId).orderBy('received_at').execute();

  it('sends the payer to the HPP with a signed request for the order total, and marks the order paid when the HPP reports the payment', async () => {
    const { shopper, placed, orderId, fields, order } = await cardOrder('guest');
    expect(fields).toMatchObject({ MERCHANT_ID: hpp.merchantId, AMOUNT: String(order.total_taxed_cents), CURRENCY: 'RON', MERCHANT_RESPONSE_URL: responseUrl(), AUTO_SETTLE_FLAG: '1' });
    expect(orderId.startsWith(`${placed.order_ref}_`)).toBe(true);
    expect(order.status).toBe('not_paid');

    const paid = await onHpp(orderId, 'pay');
    expect(paid.status).toBe(200);
    expect(paid.html).toContain(`/order-placed?order=${placed.order_ref}`);
    expect((await kit.order(placed.order_id)).status).toBe('paid');
    expect(await paymentEvents(placed.order_id)).toEqual([{ provider: 'globalpayments', type: 'payment.succeeded' }]);
    expect(await kit.mails(shopper.email)).toHaveLength(1);
  });

  it('refuses a request whose amount was changed on the way to the HPP', async () => {
    const shopper = await kit.shopper('guest', { countryId: RO });
    const item = await kit.sellable({ countryId: RO, stock: 4 });
    const cartId = await kit.cartWith(shopper, [[item, 1]]);
    const placed = ((await kit.pay(shopper, cartId, 'globalpayments')).body as { data: PayAnswer }).data;
    const { fields } = hppForm(await (await fetch(placed.redirect_url)).text());
    const tampered = await fetch(hpp.hppUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ ...fields, AMOUNT: '1' }).toString() });
    expect(tampered.status).toBe(400);
  });

  it('sends the payer whose card is declined to the order-failed page and leaves the order unpaid', async () => {
    const { placed, orderId } = await cardOrder('customer');
    const declined = await onHpp(orderId, 'decline');
    expect(declined.html).toContain(`/order-failed?order=${placed.order_ref}`);
    expect((await kit.order(placed.order_id)).status).not.toBe('paid');
    expect(await paymentEvents(placed.order_id)).toEqual([{ provider: 'globalpayments', type: 'payment.failed' }]);
  });

  it('sends the payer who cancels on the HPP to the order-failed page, order not paid', async () => {
    const { placed, orderId } = await cardOrder('guest');
    const cancelled = await onHpp(orderId, 'cancel');
    expect(cancelled.html).toContain(`/order-failed?order=${placed.order_ref}`);
    expect((await kit.order(placed.order_id)).status).not.toBe('paid');
  });

  it('takes an answer the HPP sends twice only once', async () => {
    const { shopper, placed, orderId } = await cardOrder('customer');
    await onHpp(orderId, 'pay');
    const again = await hpp.resendLast();
    expect(again.status).toBe(200);
    expect(again.body).toContain(`/order-placed?order=${placed.order_ref}`);
    expect((await kit.order(placed.order_id)).status).toBe('paid');
    expect(await paymentEvents(placed.order_id)).toHaveLength(1);
    expect(await kit.mails(shopper.email)).toHaveLength(1);
  });

  it('refuses an answer not signed with the shop’s shared secret (403) and leaves the order unpaid', async () => {
    const { placed, orderId } = await cardOrder('guest');
    const forged = await hpp.sendForged(orderId, responseUrl());
    expect(forged.status).toBe(403);
    const unsigned = await fetch(responseUrl(), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `ORDER_ID=${orderId}&RESULT=00` });
    expect(unsigned.status).toBe(403);
    expect((await kit.order(placed.order_id)).status).toBe('not_paid');
    expect(await paymentEvents(placed.order_id)).toEqual([]);
  });

  it('does not mark the order paid when the HPP reports a different amount than the order total', async () => {
    const { placed, orderId, order } = await cardOrder('guest');
    hpp.changeAmount(orderId, order.total_taxed_cents - 100);
    const paid = await onHpp(orderId, 'pay');
    expect(paid.html).toContain(`/order-failed?order=${placed.order_ref}`);
    expect((await kit.order(placed.order_id)).status).toBe('not_paid');
    // Staff see on the order's timeline that money came in that must go back.
    expect(await paymentFlags(placed.order_id)).toEqual([expect.objectContaining({ reason: 'amount_mismatch', provider: 'globalpayments', amount_cents: order.total_taxed_cents - 100, currency: 'RON' })]);
  });

  it('does not re-open an order cancelled before the payer paid on the HPP, and flags the payment for a refund', async () => {
    const { item, stockBefore, placed, orderId } = await cardOrder('guest');
    // The payer lingers on the HPP; meanwhile the shop gives up on the payment (the hourly sweep).
    await kit.db.updateTable('shop_order').set({ created_at: new Date(Date.now() - 61 * 60_000).toISOString() }).where('id', '=', placed.order_id).execute();
    expect(await expireAbandonedPayments(shop.backOffice.deps)).toBeGreaterThanOrEqual(1);
    expect((await kit.order(placed.order_id)).status).toBe('canceled');
    expect(await kit.stockOf(item.pseId)).toBe(stockBefore);

    const paid = await onHpp(orderId, 'pay');
    expect(paid.html).toContain(`/order-failed?order=${placed.order_ref}`);
    expect((await kit.order(placed.order_id)).status).toBe('canceled');
    expect(await kit.stockOf(item.pseId)).toBe(stockBefore);
    expect(await paymentFlags(placed.order_id)).toEqual([expect.objectContaining({ reason: 'paid_after_close', provider: 'globalpayments' })]);
  });

  it('gives the stock back and keeps the cart when the payer never comes back from the HPP', async () => {
    // Making the request needs no call to Global Payments (the SDK signs it here): an HPP that does
    // not answer leaves the order waiting for its payment until the hourly sweep gives up on it.
    const { item, stockBefore, cartId, placed } = await cardOrder('customer');
    expect((await kit.order(placed.order_id)).status).toBe('not_paid');
    await kit.db.updateTable('shop_order').set({ created_at: new Date(Date.now() - 61 * 60_000).toISOString() }).where('id', '=', placed.order_id).execute();
    expect(await expireAbandonedPayments(shop.backOffice.deps)).toBeGreaterThanOrEqual(1);
    expect((await kit.order(placed.order_id)).status).toBe('canceled');
    expect(await kit.stockOf(item.pseId)).toBe(stockBefore);
    expect(await kit.cartLines(cartId)).toEqual([{ pse_id: item.pseId, quantity: 1 }]);
  });

  describe('refunds from the admin', () => {
    let keys = 0;
    const refund = (orderId: number, amount: number) =>
      staff.call(`/api/admin/orders/${orderId}/refunds`, { body: { amount_cents: amount, reason: 'Retur', request_key: `gp-refund-${orderId}-${(keys += 1)}` } });
    const detailOf = async (orderId: number) => adminCalls.orders.detail.response.parse((await staff.call(`/api/admin/orders/${orderId}`)).body).data;

    it('refunds part of a card payment at Global Payments (a rebate of the HPP payment), then the rest', async () => {
      const { placed, orderId, order } = await cardOrder('customer');
      await onHpp(orderId, 'pay');
      const total = order.total_taxed_cents;
      const part = Math.floor(total / 3);

      const first = await refund(placed.order_id, part);
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      const [rebate] = hpp.rebates().filter((entry) => entry.orderId === orderId);
      // GP got the payment's own reference from the HPP's answer, and the amount in its currency.
      expect(rebate).toMatchObject({ pasref: expect.stringMatching(/^pas/), amount: part, currency: 'RON' });
      expect(adminCalls.orders.refund.response.parse(first.body).data.refunds).toEqual([
        expect.objectContaining({ amount_cents: part, method: 'provider', status: 'done', provider_refund_id: rebate?.rebatePasref }),
      ]);

      const rest = await refund(placed.order_id, total - part);
      expect(rest.status).toBe(200);
      const shown = adminCalls.orders.refund.response.parse(rest.body).data;
      expect(shown.status).toBe('refunded');
      expect(shown.payment.refundable_cents).toBe(0);
      expect(shown.documents.filter((document) => document.kind === 'credit_note')).toHaveLength(2);
      expect(hpp.paymentOf(orderId)?.rebated).toBe(total);
    });

    it('refunds a card payment in full at once', async () => {
      const { placed, orderId, order } = await cardOrder('guest');
      await onHpp(orderId, 'pay');
      const answer = await refund(placed.order_id, order.total_taxed_cents);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(adminCalls.orders.refund.response.parse(answer.body).data).toMatchObject({ status: 'refunded', refunds: [{ amount_cents: order.total_taxed_cents, method: 'provider' }] });
      expect(hpp.paymentOf(orderId)?.rebated).toBe(order.total_taxed_cents);
    });

    it('records nothing when Global Payments refuses the refund, and says so (502)', async () => {
      const { placed, orderId } = await cardOrder('customer');
      await onHpp(orderId, 'pay');
      hpp.refuseRebates({ result: '508', message: 'Rebate not allowed on this account' });
      try {
        const refused = await refund(placed.order_id, 500);
        expect(refused.status).toBe(502);
        expect(refused.body).toMatchObject({ error: { code: 'refund_failed' } });
      } finally {
        hpp.refuseRebates(null);
      }
      expect(await detailOf(placed.order_id)).toMatchObject({ status: 'paid', refunds: [], payment: { refunded_cents: 0 } });
      expect((await detailOf(placed.order_id)).documents.filter((document) => document.kind === 'credit_note')).toEqual([]);
      expect(hpp.paymentOf(orderId)?.rebated).toBe(0);
      // Once GP takes rebates again, the same refund goes through.
      expect((await refund(placed.order_id, 500)).status).toBe(200);
      expect(hpp.paymentOf(orderId)?.rebated).toBe(500);
    });
  });
});

describe.each(databaseKinds)('Global Payments without a rebate password on %s', (kind) => {
  let hpp: GlobalPaymentsStandIn;
  let shop: TestBackOffice;
  let gp: ReturnType<typeof gpCheckout>;
  let staff: StaffClient;

  beforeAll(async () => {
    hpp = await startGlobalPaymentsStandIn();
    shop = await startTestBackOffice(kind, { products: 200, env: hpp.shopEnv({ rebates: false }) });
    gp = gpCheckout(checkoutKit(shop), hpp);
    staff = await newStaffMember(shop, 'staff');
  });
  afterAll(async () => {
    await shop?.close();
    await hpp?.close();
  });

  it('records an admin refund of a Global Payments order as made by hand, and asks nothing of GP', async () => {
    const { placed, orderId, order } = await gp.cardOrder('customer');
    await gp.onHpp(orderId, 'pay');
    const answer = await staff.call(`/api/admin/orders/${placed.order_id}/refunds`, { body: { amount_cents: 100, reason: 'Retur', request_key: `gp-refund-${placed.order_id}` } });
    expect(answer.status).toBe(200);
    expect(adminCalls.orders.refund.response.parse(answer.body).data.refunds).toEqual([expect.objectContaining({ amount_cents: 100, method: 'manual' })]);
    expect(order.total_taxed_cents).toBeGreaterThan(100);
    expect(hpp.rebates()).toEqual([]);
  });

  it('settles a flagged Global Payments payment as refunded by hand', async () => {
    const { placed, orderId, order } = await gp.cardOrder('guest');
    hpp.changeAmount(orderId, order.total_taxed_cents + 250);
    await gp.onHpp(orderId, 'pay');
    const before = adminCalls.orders.detail.response.parse((await staff.call(`/api/admin/orders/${placed.order_id}`)).body).data;
    const [flag] = before.payment_flags;
    expect(flag).toMatchObject({ status: 'open', refund_via: 'manual', amount_cents: order.total_taxed_cents + 250 });
    const settled = await staff.call(`/api/admin/orders/${placed.order_id}/payment-flags/${flag?.id ?? 0}/settle`, { body: {} });
    expect(settled.status, JSON.stringify(settled.body)).toBe(200);
    const after = adminCalls.orders.settlePaymentFlag.response.parse(settled.body).data;
    expect(after.payment_flags).toEqual([expect.objectContaining({ status: 'settled', refund_via: 'manual', provider_refund_id: null, settled_by_email: staff.email })]);
    expect(after.timeline).toContainEqual(expect.objectContaining({ kind: 'payment_flag_settled', detail: expect.objectContaining({ method: 'manual', amount_cents: order.total_taxed_cents + 250 }) }));
    expect(hpp.rebates()).toEqual([]);
  });
});
