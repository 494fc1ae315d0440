// The global card provider through the Global Payments adapter: a real back office with the HPP's
// keys set, the real SDK building and checking the signed HPP messages, the payer's browser posting
// the signed request to a stand-in of the HPP, and the HPP's signed answer arriving at the shop's
// notification endpoint.
import { adminCalls } from '@shop/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutKit, RO, type CheckoutKit } from '../../checkout/testing.ts';
import { newStaffMember } from '../../staff/testing.ts';
import { databaseKinds, startTestBackOffice, type TestBackOffice } from '../../../testing/test-backoffice.ts';
import { expireAbandonedPayments } from '../testing.ts';
import { startGlobalPaymentsStandIn, type GlobalPaymentsStandIn } from './globalpayments-stand-in.ts';

type PayAnswer = { order_id: number; order_ref: string; redirect_url: string };

describe.each(databaseKinds)('card payments through Global Payments on %s', (kind) => {
  let hpp: GlobalPaymentsStandIn;
  let shop: TestBackOffice;
  let kit: CheckoutKit;
  const responseUrl = () => `${shop.apiUrl}/api/payments/notifications/globalpayments`;

  beforeAll(async () => {
    hpp = await startGlobalPaymentsStandIn();
    shop = await startTestBackOffice(kind, { products: 200, env: { GP_MERCHANT_ID: hpp.merchantId, GP_SHARED_SECRET: hpp.sharedSecret, GP_HPP_URL: hpp.hppUrl } });
    kit = checkoutKit(shop);
  });
  afterAll(async () => {
    await shop?.close();
    await hpp?.close();
  });

  /** A shopper's order placed for card payment, and the payer's browser arrived on the HPP. */
  async function cardOrder(who: 'guest' | 'customer' = 'guest') {
    const shopper = await kit.shopper(who, { countryId: RO });
    const item = await kit.sellable({ countryId: RO, stock: 4 });
    const stockBefore = await kit.stockOf(item.pseId);
    const cartId = await kit.cartWith(shopper, [[item, 1]]);
    const answer = await kit.pay(shopper, cartId, 'globalpayments');
    expect(answer.status).toBe(200);
    const placed = (answer.body as { data: PayAnswer }).data;
    // The back-office page posts the signed request to the HPP, as the browser would.
    const page = await fetch(placed.redirect_url);
    expect(page.status).toBe(200);
    const html = await page.text();
    const action = /action="([^"]+)"/.exec(html)?.[1] ?? '';
    const fields = Object.fromEntries([...html.matchAll(/name="([A-Z0-9_]+)" value="([^"]*)"/g)].map((match) => [match[1], (match[2] ?? '').replace(/&amp;/g, '&')]));
    const onHpp = await fetch(action, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
    expect(onHpp.status).toBe(200);
    return { shopper, item, stockBefore, cartId, placed, orderId: fields.ORDER_ID ?? '', fields, order: await kit.order(placed.order_id) };
  }

  /** The payer's button on the HPP; answers the merchant's page the HPP shows. */
  async function onHpp(orderId: string, action: 'pay' | 'decline' | 'cancel') {
    const answer = await fetch(`${hpp.hppUrl}/${encodeURIComponent(orderId)}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `action=${action}` });
    return { status: answer.status, html: await answer.text() };
  }

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
    const html = await (await fetch(placed.redirect_url)).text();
    const fields = Object.fromEntries([...html.matchAll(/name="([A-Z0-9_]+)" value="([^"]*)"/g)].map((match) => [match[1], match[2] ?? '']));
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

  it('records an admin refund of a Global Payments order as made by hand (the adapter does not refund at Global Payments yet)', async () => {
    const staff = await newStaffMember(shop, 'staff');
    const { placed, orderId, order } = await cardOrder('customer');
    await onHpp(orderId, 'pay');
    const answer = await staff.call(`/api/admin/orders/${placed.order_id}/refunds`, { body: { amount_cents: 100, reason: 'Retur', request_key: `gp-refund-${placed.order_id}` } });
    expect(answer.status).toBe(200);
    expect(adminCalls.orders.refund.response.parse(answer.body).data.refunds).toEqual([expect.objectContaining({ amount_cents: 100, method: 'manual' })]);
    expect(order.total_taxed_cents).toBeGreaterThan(100);
  });
});
