// PayPal (Orders v2) end to end: a real back office on a real database, PayPal's real SDK over
// HTTP against the stand-in of PayPal's API, and the payer's browser on the stand-in's approval
// page. The shop's calls are the storefront's: pay, then /paypal/accept or /paypal/cancel with the
// token PayPal put on the return address.
import { adminCalls } from '@shop/contract/admin';
import { calls } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutKit, type CheckoutKit, DE, type Shopper } from '../../checkout/testing.ts';
import { newStaffMember, type StaffClient } from '../../staff/testing.ts';
import { call, databaseKinds, startTestBackOffice, type TestBackOffice } from '../../../testing/test-backoffice.ts';
import { startPayPalStandIn, type PayPalStandIn } from './paypal-stand-in.ts';

describe.each(databaseKinds)('PayPal payments on %s', (kind) => {
  let paypal: PayPalStandIn;
  let shop: TestBackOffice;
  let kit: CheckoutKit;
  let staff: StaffClient;

  beforeAll(async () => {
    paypal = await startPayPalStandIn();
    shop = await startTestBackOffice(kind, { products: 250, env: paypal.env });
    kit = checkoutKit(shop);
    staff = await newStaffMember(shop, 'staff');
  });
  afterAll(async () => {
    await shop?.close();
    await paypal?.close();
  });

  const notifications = () => `${shop.apiUrl}/api/payments/notifications/paypal`;

  /** A shopper with a cart of two units, sent to PayPal: the order, the cart and the PayPal order id. */
  async function startPayment(who: 'guest' | 'customer' = 'customer') {
    const shopper = await kit.shopper(who, { countryId: DE });
    const item = await kit.sellable({ countryId: DE, stock: 10 });
    const cartId = await kit.cartWith(shopper, [[item, 2]]);
    const answer = await kit.pay(shopper, cartId, 'paypal');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const placed = calls.backoffice.paypalPay.response.parse(answer.body).data;
    const approval = new URL(placed.redirect_url);
    expect(`${approval.origin}${approval.pathname}`).toBe(`${paypal.url}/checkoutnow`);
    const token = approval.searchParams.get('token') ?? '';
    return { shopper, item, cartId, placed, token, order: await kit.order(placed.order_id) };
  }

  /** The payer's browser on PayPal's page: load it, press a button, follow to where PayPal sends it. */
  async function onPayPalPage(redirectUrl: string, button: 'Pay' | 'Cancel') {
    const page = await fetch(redirectUrl);
    const html = await page.text();
    const form = [...html.matchAll(/<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/g)].find((match) => (match[2] ?? '').includes(`>${button}<`));
    if (!form) throw new Error(`no ${button} button`);
    const fields = new URLSearchParams([...(form[2] ?? '').matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((input): [string, string] => [input[1] ?? '', input[2] ?? '']));
    const answer = await fetch(new URL(form[1] ?? '', redirectUrl), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: fields.toString(), redirect: 'manual' });
    return new URL(answer.headers.get('location') ?? '');
  }

  const accept = (who: Shopper, token: string) => call(kit.api('/paypal/accept'), { headers: who.headers, body: { paypal_data: { orderID: token, payerID: 'PAYER1' } } });
  const cancel = (who: Shopper, token: string) => call(kit.api('/paypal/cancel'), { headers: who.headers, body: { paypal_order_id: token } });
  const deliver = (event: { body: string; headers: Record<string, string> }) => paypal.deliver(notifications(), event);
  const eventsOf = (orderId: number) => kit.db.selectFrom('payment_event').selectAll().where('order_id', '=', orderId).execute();

  it('takes a payment the payer approved at PayPal and sends the shopper to the order-placed page', async () => {
    const { shopper, placed, token, order } = await startPayment();
    const stored = paypal.orders.get(token);
    expect(stored).toMatchObject({ customId: placed.order_ref, invoiceId: placed.order_ref, currency: 'EUR', value: `${Math.trunc(order.total_taxed_cents / 100)}.${String(order.total_taxed_cents % 100).padStart(2, '0')}` });
    // The storefront's accept before the payer approved: nothing is taken, the order waits.
    expect((await accept(shopper, token)).status).toBe(402);
    expect((await kit.order(placed.order_id)).status).toBe('not_paid');

    const back = await onPayPalPage(placed.redirect_url, 'Pay');
    expect(back.pathname).toBe('/paypal/return');
    expect(back.searchParams.get('token')).toBe(token);
    const accepted = await accept(shopper, back.searchParams.get('token') ?? '');
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(calls.backoffice.paypalAccept.response.parse(accepted.body).data).toMatchObject({ order_id: placed.order_id, redirect_url: `/order-placed?order=${placed.order_ref}` });
    expect((await kit.order(placed.order_id)).status).toBe('paid');
    expect(paypal.orders.get(token)?.status).toBe('COMPLETED');
    // A second accept (a reload of the return page) answers the same and takes nothing more.
    expect((await accept(shopper, token)).status).toBe(200);
  });

  it('keeps the cart and records a payment error when the payer’s bank declines at capture', async () => {
    const { shopper, placed, token, cartId } = await startPayment();
    await onPayPalPage(placed.redirect_url, 'Pay');
    paypal.declineNextCapture();
    const answer = await accept(shopper, token);
    expect(answer.status).toBe(402);
    expect((await kit.order(placed.order_id)).status).toBe('payment_error');
    expect(await kit.cartLines(cartId)).toHaveLength(1);
  });

  it('cancels the order when the payer cancels at PayPal, and gives the stock back while the cart stays', async () => {
    const { shopper, placed, token, cartId, item } = await startPayment('guest');
    const stockWhileWaiting = await kit.stockOf(item.pseId);
    const back = await onPayPalPage(placed.redirect_url, 'Cancel');
    expect(back.pathname).toBe('/paypal/cancel');
    expect(back.searchParams.get('token')).toBe(token);
    const answer = await cancel(shopper, token);
    expect(calls.backoffice.paypalCancel.response.parse(answer.body).data).toEqual({ order_id: placed.order_id, status: 'canceled' });
    expect(await kit.stockOf(item.pseId)).toBe(stockWhileWaiting + 2);
    expect(await kit.cartLines(cartId)).toEqual([{ pse_id: item.pseId, quantity: 2 }]);
    // The payer cannot pay the cancelled order afterwards through the shop.
    paypal.approve(token);
    expect((await accept(shopper, token)).status).toBe(402);
    expect((await kit.order(placed.order_id)).status).toBe('canceled');
  });

  it('says PayPal did not answer when it hangs, leaves no order waiting and keeps the cart', async () => {
    const shopper = await kit.shopper('customer', { countryId: DE });
    const item = await kit.sellable({ countryId: DE, stock: 10 });
    const cartId = await kit.cartWith(shopper, [[item, 1]]);
    const stockBefore = await kit.stockOf(item.pseId);
    paypal.hang(true);
    try {
      const answer = await kit.pay(shopper, cartId, 'paypal');
      expect(answer.status).toBe(502);
      expect((answer.body as { error: { code: string } }).error.code).toBe('upstream_unavailable');
    } finally {
      paypal.hang(false);
    }
    const orders = await kit.db.selectFrom('shop_order').select(['status']).where('cart_id', '=', cartId).execute();
    expect(orders.map((order) => order.status)).toEqual(['canceled']);
    expect(await kit.stockOf(item.pseId)).toBe(stockBefore);
    expect(await kit.cartLines(cartId)).toEqual([{ pse_id: item.pseId, quantity: 1 }]);
  });

  it('says PayPal did not answer when its capture hangs; the order keeps waiting and a later accept pays it', async () => {
    const { shopper, placed, token, cartId } = await startPayment();
    await onPayPalPage(placed.redirect_url, 'Pay');
    paypal.hang(true);
    try {
      const answer = await accept(shopper, token);
      expect(answer.status).toBe(502);
    } finally {
      paypal.hang(false);
    }
    expect((await kit.order(placed.order_id)).status).toBe('not_paid');
    expect(await kit.cartLines(cartId)).toHaveLength(1);
    expect((await accept(shopper, token)).status).toBe(200);
    expect((await kit.order(placed.order_id)).status).toBe('paid');
  });

  it('marks the order paid from PayPal’s webhook once; the same webhook again changes nothing', async () => {
    const { placed, token } = await startPayment();
    await onPayPalPage(placed.redirect_url, 'Pay');
    const event = paypal.event(token, 'PAYMENT.CAPTURE.COMPLETED');
    expect(await deliver(event)).toEqual({ status: 200, body: { received: true, result: 'applied' } });
    expect((await kit.order(placed.order_id)).status).toBe('paid');
    expect(await deliver(event)).toEqual({ status: 200, body: { received: true, result: 'duplicate' } });
    expect((await kit.order(placed.order_id)).status).toBe('paid');
    expect(await eventsOf(placed.order_id)).toHaveLength(1);
    // An event that does not concern a payment's outcome is taken and ignored.
    expect(await deliver(paypal.event(token, 'PAYMENT.CAPTURE.PENDING'))).toEqual({ status: 200, body: { received: true, result: 'ignored' } });
  });

  it('sends the shopper to the order-placed page when PayPal holds the capture for review; the order is paid when PayPal reports it cleared', async () => {
    const { shopper, placed, token } = await startPayment();
    await onPayPalPage(placed.redirect_url, 'Pay');
    paypal.pendNextCapture();
    const accepted = await accept(shopper, token);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(calls.backoffice.paypalAccept.response.parse(accepted.body).data.redirect_url).toMatch(/^\/order-placed\?order=/);
    expect((await kit.order(placed.order_id)).status).toBe('not_paid');
    expect(await deliver(paypal.event(token, 'PAYMENT.CAPTURE.COMPLETED'))).toEqual({ status: 200, body: { received: true, result: 'applied' } });
    expect((await kit.order(placed.order_id)).status).toBe('paid');
  });

  it('rejects a forged or altered webhook, and the order stays unpaid', async () => {
    const { placed, token } = await startPayment();
    const genuine = paypal.event(token, 'PAYMENT.CAPTURE.COMPLETED');
    const altered = { ...genuine, body: genuine.body.replace(/"value":"[^"]+"/, '"value":"0.01"') };
    expect((await deliver(altered)).status).toBe(403);
    const unsigned = { headers: { 'content-type': 'application/json' }, body: genuine.body };
    expect((await deliver(unsigned)).status).toBe(403);
    const wrongSignature = { ...genuine, headers: { ...genuine.headers, 'paypal-transmission-sig': 'c2lnbmF0dXJl' } };
    expect((await deliver(wrongSignature)).status).toBe(403);
    expect((await kit.order(placed.order_id)).status).toBe('not_paid');
    expect(await eventsOf(placed.order_id)).toHaveLength(0);
  });

  it('does not mark an order paid for a different amount, from the capture or from a webhook', async () => {
    const { shopper, placed, token } = await startPayment();
    expect((await deliver(paypal.event(token, 'PAYMENT.CAPTURE.COMPLETED', { value: '0.01' }))).body).toEqual({ received: true, result: 'flagged' });
    expect((await kit.order(placed.order_id)).status).toBe('not_paid');
    await onPayPalPage(placed.redirect_url, 'Pay');
    paypal.captureAmountNext('0.01');
    expect((await accept(shopper, token)).status).toBe(402);
    expect((await kit.order(placed.order_id)).status).toBe('not_paid');
    // Both wrong amounts are on the order's timeline for staff, who refund the payer.
    const flags = await kit.db.selectFrom('order_event').select('detail_json').where('order_id', '=', placed.order_id).where('kind', '=', 'payment_flag').execute();
    expect(flags.map((row) => JSON.parse(row.detail_json ?? '{}') as { reason: string; amount_cents: number })).toEqual([
      expect.objectContaining({ reason: 'amount_mismatch', amount_cents: 1 }),
      expect.objectContaining({ reason: 'amount_mismatch', amount_cents: 1 }),
    ]);
  });

  it('does not re-open a cancelled order when PayPal reports a late payment; the event is recorded', async () => {
    const { shopper, placed, token } = await startPayment();
    await cancel(shopper, token);
    paypal.approve(token);
    const late = await deliver(paypal.event(token, 'PAYMENT.CAPTURE.COMPLETED'));
    expect(late).toEqual({ status: 200, body: { received: true, result: 'flagged' } });
    expect((await kit.order(placed.order_id)).status).toBe('canceled');
    expect(await eventsOf(placed.order_id)).toEqual([expect.objectContaining({ provider: 'paypal', type: 'payment.succeeded' })]);
  });

  it('refunds through PayPal from the admin, partly and then the rest', async () => {
    const { shopper, placed, token, order } = await startPayment();
    await onPayPalPage(placed.redirect_url, 'Pay');
    expect((await accept(shopper, token)).status).toBe(200);
    const total = order.total_taxed_cents;
    const part = 500;
    const first = await staff.call(`/api/admin/orders/${placed.order_id}/refunds`, { body: { amount_cents: part, reason: 'Ein Teil beschädigt', request_key: `pp-refund-1-${token}` } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const shown = adminCalls.orders.refund.response.parse(first.body).data;
    expect(shown.refunds).toEqual([expect.objectContaining({ amount_cents: part, method: 'provider', status: 'done', provider_refund_id: expect.any(String) })]);
    expect(paypal.orders.get(token)?.capture).toMatchObject({ refundedCents: part, status: 'PARTIALLY_REFUNDED' });
    const rest = await staff.call(`/api/admin/orders/${placed.order_id}/refunds`, { body: { amount_cents: total - part, reason: 'Rücksendung', request_key: `pp-refund-2-${token}` } });
    expect(adminCalls.orders.refund.response.parse(rest.body).data.status).toBe('refunded');
    expect(paypal.orders.get(token)?.capture).toMatchObject({ refundedCents: total, status: 'REFUNDED' });
  });
});
