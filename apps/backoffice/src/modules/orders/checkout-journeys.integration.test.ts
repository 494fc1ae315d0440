// From an empty cart to a placed order, for a guest and for a registered customer, with every
// payment code: the online ones through the sandbox payment page (approve, decline, cancel), the
// offline ones placed at once.
import { calls, ibanForPrint, type PaymentCode } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AT, checkoutKit, type CheckoutKit, DE, RO, type Shopper } from '../checkout/testing.ts';
import { deliverableBody } from '../mail/testing.ts';
import { call, databaseKinds, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';

const online: [PaymentCode, number][] = [
  ['paypal', DE],
  ['stripe', DE],
  ['globalpayments', RO],
  ['sofort', AT],
  ['klarna', DE],
  ['amazon', AT],
];
const storefront: Record<number, string> = { [DE]: 'http://localhost:3001', [AT]: 'http://localhost:3002', [RO]: 'http://localhost:3003' };

describe.each(databaseKinds)('checkout journeys on %s', (kind) => {
  let shop: TestBackOffice;
  let kit: CheckoutKit;

  beforeAll(async () => {
    shop = await startTestBackOffice(kind, { products: 250 });
    kit = checkoutKit(shop);
  });
  afterAll(async () => {
    await shop?.close();
  });

  const payAnswer = (answer: { status: number; body: unknown }) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return calls.backoffice.paypalPay.response.parse(answer.body).data;
  };
  const orderDetail = async (who: Shopper, orderId: number) => {
    const answer = await call(kit.api(`/ExternalOrderApi/order/${orderId}`), { headers: who.headers });
    expect(answer.status).toBe(200);
    return calls.backoffice.order.response.parse(answer.body).OrderItems[0];
  };
  /** A shopper with a cart of 2 units, placed with the code; answers what a test needs. */
  const startPayment = async (who: 'guest' | 'customer', code: PaymentCode, countryId: number) => {
    const shopper = await kit.shopper(who, { countryId });
    const item = await kit.sellable({ countryId, stock: 4 });
    const stockBefore = await kit.stockOf(item.pseId);
    const cartId = await kit.cartWith(shopper, [[item, 2]]);
    const placed = payAnswer(await kit.pay(shopper, cartId, code));
    return { shopper, item, stockBefore, cartId, placed };
  };

  describe.each(['guest', 'customer'] as const)('a %s', (who) => {
    it.each(online)('pays with %s: approving on the sandbox page pays the order and empties the cart', async (code, countryId) => {
      const { shopper, item, stockBefore, cartId, placed } = await startPayment(who, code, countryId);
      if (code === 'stripe') expect(placed.redirect_url).toMatch(/^sessionId___sbx_stripe_[0-9a-f]+$/);
      else expect(placed.redirect_url.startsWith(`${shop.apiUrl}/sandbox-pay/`)).toBe(true);
      expect(placed.order_ref).toMatch(/^\d{4}-\d{6}$/);
      // Placed and waiting for the payment: stock is held, the cart is still there.
      expect((await kit.order(placed.order_id)).status).toBe('not_paid');
      expect(await kit.stockOf(item.pseId)).toBe(stockBefore - 2);
      expect(await kit.cartLines(cartId)).toHaveLength(1);

      const page = await kit.decideOnSandboxPage(placed.redirect_url, 'approve');
      expect(page.pageStatus).toBe(200);
      expect(page.status).toBe(303);
      const landing = new URL(page.location ?? '');
      expect(`${landing.origin}${landing.pathname}`).toBe(`${storefront[countryId]}/order-placed`);
      expect(landing.searchParams.get('order')).toBe(placed.order_ref);
      expect(landing.searchParams.has('hash')).toBe(who === 'guest');

      const order = await orderDetail(shopper, placed.order_id);
      expect(order).toMatchObject({ status: 'paid', ref: placed.order_ref, payment_method: { code }, currency: countryId === RO ? 'RON' : 'EUR' });
      expect(order?.lines).toMatchObject([{ product_sale_elements_id: item.pseId, quantity: 2 }]);
      expect(await kit.cartLines(cartId)).toEqual([]);
      expect(await kit.stockOf(item.pseId)).toBe(stockBefore - 2);
      const mails = await kit.mails(shopper.email);
      expect(mails.map((mail) => mail.kind)).toEqual(['order_confirmation']);
      expect(mails[0]?.subject).toContain(placed.order_ref);
      expect(mails[0]?.subject).toMatch(countryId === RO ? /^Comanda dumneavoastră/ : /^Ihre Bestellung/);
      // A second click on the page changes nothing.
      const again = await kit.decideOnSandboxPage(placed.redirect_url, 'decline');
      expect(again.status).toBe(0);
      expect(again.html).toContain('This payment was approved.');
      expect((await kit.order(placed.order_id)).status).toBe('paid');
    });

    it.each(online)('pays with %s: a decline closes the order as a payment error and keeps the cart', async (code, countryId) => {
      const { shopper, item, stockBefore, cartId, placed } = await startPayment(who, code, countryId);
      const page = await kit.decideOnSandboxPage(placed.redirect_url, 'decline');
      expect(page.status).toBe(303);
      expect(page.location).toBe(`${storefront[countryId]}/order-failed?order=${placed.order_ref}`);
      expect(await kit.order(placed.order_id)).toMatchObject({ status: 'payment_error' });
      expect(await kit.cartLines(cartId)).toEqual([{ pse_id: item.pseId, quantity: 2 }]);
      expect(await kit.stockOf(item.pseId)).toBe(stockBefore);
      expect(await kit.mails(shopper.email)).toEqual([]);

      // Spec section 4: wait 2 minutes before paying online again; the answer and the order say how long.
      const tooSoon = await kit.pay(shopper, cartId, code);
      expect(tooSoon.status).toBe(429);
      expect(tooSoon.body).toMatchObject({ error: { code: 'payment_retry_wait' } });
      const left = (tooSoon.body as { error: { retry_after_seconds?: number } }).error.retry_after_seconds ?? 0;
      expect(left).toBeGreaterThan(100);
      expect(left).toBeLessThanOrEqual(120);
      const failed = await orderDetail(shopper, placed.order_id);
      const after = new Date(failed?.online_payment_after ?? 0).getTime() - Date.now();
      expect(after).toBeGreaterThan(100_000);
      expect(after).toBeLessThanOrEqual(120_000);
      await kit.db
        .updateTable('shop_order')
        .set({ failed_at: new Date(Date.now() - 121_000).toISOString() })
        .where('id', '=', placed.order_id)
        .execute();
      const retry = payAnswer(await kit.pay(shopper, cartId, code));
      expect(retry.order_id).not.toBe(placed.order_id);
      expect(retry.order_ref).not.toBe(placed.order_ref);
      expect((await kit.decideOnSandboxPage(retry.redirect_url, 'approve')).status).toBe(303);
      expect((await kit.order(retry.order_id)).status).toBe('paid');
      expect(await kit.cartLines(cartId)).toEqual([]);
    });

    it.each(online)('after %s declined, prepayment or cash on delivery is taken at once: only online payments wait', async (code, countryId) => {
      const { shopper, cartId, placed } = await startPayment(who, code, countryId);
      await kit.decideOnSandboxPage(placed.redirect_url, 'decline');
      expect((await kit.pay(shopper, cartId, code)).status).toBe(429);
      const offline = payAnswer(await kit.pay(shopper, cartId, countryId === RO ? 'ramburs' : 'vorkasse'));
      expect(offline.order_id).not.toBe(placed.order_id);
      expect((await kit.order(offline.order_id)).status).toBe('not_paid');
      // A placed order is no failed payment: its page names no wait.
      expect((await orderDetail(shopper, offline.order_id))?.online_payment_after).toBeNull();
    });

    it.each(online)('pays with %s: cancelling on the sandbox page cancels the order and keeps the cart', async (code, countryId) => {
      const { item, stockBefore, cartId, placed, shopper } = await startPayment(who, code, countryId);
      const page = await kit.decideOnSandboxPage(placed.redirect_url, 'cancel');
      expect(page.location).toBe(`${storefront[countryId]}/order-failed?order=${placed.order_ref}`);
      expect((await kit.order(placed.order_id)).status).toBe('canceled');
      expect(await kit.cartLines(cartId)).toHaveLength(1);
      expect(await kit.stockOf(item.pseId)).toBe(stockBefore);
      // Cancelling is not a failed payment: no waiting.
      expect((await kit.pay(shopper, cartId, code)).status).toBe(200);
    });

    it('pays by prepayment (Vorkasse): placed at once, awaiting the transfer, with a GiroCode', async () => {
      const shopper = await kit.shopper(who, { countryId: DE });
      const item = await kit.sellable({ countryId: DE, stock: 2 });
      const cartId = await kit.cartWith(shopper, [[item, 1]]);
      const placed = payAnswer(await kit.pay(shopper, cartId, 'vorkasse'));
      const landing = new URL(placed.redirect_url, 'http://storefront.test');
      expect(landing.pathname).toBe('/order-placed');
      expect(landing.searchParams.get('order')).toBe(placed.order_ref);
      const order = await kit.order(placed.order_id);
      expect(order).toMatchObject({ status: 'not_paid', payment_code: 'vorkasse', payment_fee_taxed_cents: 0 });
      expect(await kit.cartLines(cartId)).toEqual([]);

      const qr = await call(kit.api('/ExternalOrderApi/getQrCode'), { headers: shopper.headers, body: { order_id: placed.order_id } });
      expect(qr.status).toBe(200);
      const data = calls.backoffice.qrCode.response.parse(qr.body).data;
      const store = await kit.db.selectFrom('store_info').selectAll().where('country_id', '=', DE).executeTakeFirstOrThrow();
      const euros = `${Math.floor(order.total_taxed_cents / 100)}.${String(order.total_taxed_cents % 100).padStart(2, '0')}`;
      expect(data.epc_payload.split('\n')).toEqual(['BCD', '002', '1', 'SCT', store.bic, store.bank_account_holder, store.iban, `EUR${euros}`, '', '', placed.order_ref]);
      expect(data).toMatchObject({ amount_cents: order.total_taxed_cents, currency: 'EUR', reference: placed.order_ref, iban: store.iban });
      expect(data.qr_svg).toMatch(/^<svg[^>]*viewBox="0 0 \d+ \d+"/);
      const mail = (await kit.mails(shopper.email))[0];
      expect(mail?.text_body).toContain(`IBAN: ${ibanForPrint(store.iban)}`);
      expect(mail?.text_body).toContain(placed.order_ref);
      // Nobody else gets the order's bank details.
      const stranger = await kit.shopper(who === 'guest' ? 'customer' : 'guest');
      expect((await call(kit.api('/ExternalOrderApi/getQrCode'), { headers: stranger.headers, body: { order_id: placed.order_id } })).status).toBe(404);
    });

    it.each([
      [RO, 0],
      [DE, 690],
    ])('pays cash on delivery (ramburs) in country %i: placed at once, with its fee', async (countryId, fee) => {
      const shopper = await kit.shopper(who, { countryId });
      const item = await kit.sellable({ countryId, stock: 2 });
      const cartId = await kit.cartWith(shopper, [[item, 1]]);
      // The checkout learns the fee before the order, from the list of payment methods.
      const methods = await call(kit.api(`/ExternalOrderApi/getActivePaymentMethods/${cartId}`), { headers: shopper.headers });
      const ramburs = calls.backoffice.activePaymentMethods.response.parse(methods.body).data.find((method) => method.code === 'ramburs');
      expect(ramburs?.fee_cents).toBe(fee);
      const placed = payAnswer(await kit.pay(shopper, cartId, 'ramburs'));
      expect(new URL(placed.redirect_url, 'http://storefront.test').pathname).toBe('/order-placed');
      const order = await kit.order(placed.order_id);
      expect(order).toMatchObject({ status: 'not_paid', payment_code: 'ramburs', payment_fee_taxed_cents: fee });
      expect(order.total_taxed_cents).toBe(order.goods_taxed_cents + order.postage_taxed_cents + fee);
      expect(await kit.cartLines(cartId)).toEqual([]);
      expect((await kit.mails(shopper.email)).map((mail) => mail.kind)).toEqual(['order_confirmation']);
      const detail = await orderDetail(shopper, placed.order_id);
      // The fee has its own line, apart from the delivery.
      expect(detail).toMatchObject({ postage_amount_taxed: order.postage_taxed_cents, payment_fee_taxed_cents: fee });
    });
  });

  it('records prices, VAT per line and postage as they were, and keeps them when the catalog changes', async () => {
    const customer = await kit.shopper('customer', { countryId: AT });
    const [a, b] = [await kit.sellable({ countryId: AT, stock: 3 }), await kit.sellable({ countryId: AT, stock: 3 })];
    const cartId = await kit.cartWith(customer, [
      [a, 1],
      [b, 2],
    ]);
    const placed = payAnswer(await kit.pay(customer, cartId, 'vorkasse'));
    const order = await kit.order(placed.order_id);
    const lines = await kit.db.selectFrom('order_line').selectAll().where('order_id', '=', placed.order_id).orderBy('position').execute();
    expect(lines.map((line) => [line.pse_id, line.quantity, line.unit_price_cents, line.tax_rate_basis_points])).toEqual([
      [a.pseId, 1, a.unitNet, 2000],
      [b.pseId, 2, b.unitNet, 2000],
    ]);
    const goods = lines.reduce((sum, line) => sum + line.line_taxed_cents, 0);
    expect(order.goods_taxed_cents).toBe(goods);
    expect(order.postage_taxed_cents).toBe(goods >= 7900 ? 0 : 695);
    expect(order.total_taxed_cents).toBe(goods + order.postage_taxed_cents);

    await kit.db.updateTable('pse_price').set({ price_cents: 1, promo_price_cents: null, is_promo: 0 }).where('pse_id', '=', a.pseId).execute();
    await kit.db.updateTable('product_i18n').set({ title: 'Renamed' }).where('product_id', '=', a.productId).execute();
    const detail = await orderDetail(customer, placed.order_id);
    expect(detail?.lines[0]).toMatchObject({ unit_price_cents: a.unitNet, tax_rate: 20 });
    expect(detail?.lines[0]?.title).not.toContain('Renamed');
    expect(detail?.total_taxed_cents).toBe(order.total_taxed_cents);
  });

  it('charges 0 % VAT to a customer who excludes VAT', async () => {
    const exempt = await kit.shopper('customer', { excludeVat: true });
    const item = await kit.sellable({ stock: 2 });
    const placed = payAnswer(await kit.pay(exempt, await kit.cartWith(exempt, [[item, 1]]), 'vorkasse'));
    const order = await kit.order(placed.order_id);
    expect(order.goods_taxed_cents).toBe(order.goods_cents);
    expect(order.total_taxed_cents).toBe(order.total_cents);
  });

  it('places one order for a repeated pay request with the same idempotency key, also when both arrive at once', async () => {
    const customer = await kit.shopper('customer');
    const item = await kit.sellable({ stock: 5 });
    const stockBefore = await kit.stockOf(item.pseId);
    const cartId = await kit.cartWith(customer, [[item, 1]]);
    const [first, second] = await Promise.all([kit.pay(customer, cartId, 'paypal', { key: 'attempt-0001' }), kit.pay(customer, cartId, 'paypal', { key: 'attempt-0001' })]);
    const [a, b] = [payAnswer(first), payAnswer(second)];
    expect(b).toEqual(a);
    const third = payAnswer(await kit.pay(customer, cartId, 'paypal', { key: 'attempt-0001' }));
    expect(third).toEqual(a);
    const orders = await kit.db.selectFrom('shop_order').select('id').where('cart_id', '=', cartId).execute();
    expect(orders).toHaveLength(1);
    expect(await kit.stockOf(item.pseId)).toBe(stockBefore - 1);

    // Offline methods too: the second request answers the first order, and the cart was emptied once.
    const guest = await kit.shopper('guest');
    const guestCart = await kit.cartWith(guest, [[item, 1]]);
    const once = payAnswer(await kit.pay(guest, guestCart, 'ramburs', { key: 'guest-attempt-1' }));
    const twice = payAnswer(await kit.pay(guest, guestCart, 'ramburs', { key: 'guest-attempt-1' }));
    // The same order; each answer carries a guest link of its own (only their hashes are stored).
    const withoutLink = (answer: typeof once) => ({ ...answer, redirect_url: answer.redirect_url.replace(/&hash=[^&]*/, '') });
    expect(withoutLink(twice)).toEqual(withoutLink(once));
    expect(await kit.db.selectFrom('shop_order').select('id').where('cart_id', '=', guestCart).execute()).toHaveLength(1);
    const badKey = await kit.pay(guest, guestCart, 'ramburs', { key: 'x' });
    expect(badKey.status).toBe(400);
  });

  it('replaces an attempt still waiting at the payment page when the shopper starts a new one', async () => {
    const guest = await kit.shopper('guest');
    const item = await kit.sellable({ stock: 3 });
    const stockBefore = await kit.stockOf(item.pseId);
    const cartId = await kit.cartWith(guest, [[item, 1]]);
    const first = payAnswer(await kit.pay(guest, cartId, 'paypal', { key: 'first-attempt' }));
    const second = payAnswer(await kit.pay(guest, cartId, 'vorkasse', { key: 'second-attempt' }));
    expect((await kit.order(first.order_id)).status).toBe('canceled');
    expect((await kit.order(second.order_id)).status).toBe('not_paid');
    expect(await kit.stockOf(item.pseId)).toBe(stockBefore - 1);
    const stale = await kit.decideOnSandboxPage(first.redirect_url, 'approve');
    expect(stale.status).toBe(0);
    expect(stale.html).toContain('no longer valid');
    expect((await kit.order(first.order_id)).status).toBe('canceled');
  });

  it('closes payment pages left open for over an hour: stock back, page no longer payable', async () => {
    const { expireAbandonedPayments } = await import('../payments/testing.ts');
    const waiting = await startPayment('guest', 'klarna', DE);
    const recent = await startPayment('guest', 'paypal', DE);
    await kit.db
      .updateTable('shop_order')
      .set({ created_at: new Date(Date.now() - 61 * 60_000).toISOString() })
      .where('id', '=', waiting.placed.order_id)
      .execute();
    expect(await expireAbandonedPayments(shop.backOffice.deps)).toBeGreaterThanOrEqual(1);
    expect((await kit.order(waiting.placed.order_id)).status).toBe('canceled');
    expect(await kit.stockOf(waiting.item.pseId)).toBe(waiting.stockBefore);
    expect(await kit.cartLines(waiting.cartId)).toHaveLength(1);
    expect((await kit.decideOnSandboxPage(waiting.placed.redirect_url, 'approve')).html).toContain('no longer valid');
    expect((await kit.order(recent.placed.order_id)).status).toBe('not_paid');
  });

  it('lets the owner cancel an order while it awaits payment, and nobody else', async () => {
    const customer = await kit.shopper('customer');
    const item = await kit.sellable({ stock: 3 });
    const stockBefore = await kit.stockOf(item.pseId);
    const placed = payAnswer(await kit.pay(customer, await kit.cartWith(customer, [[item, 1]]), 'vorkasse'));
    const cancel = (who: Shopper) => call(kit.api('/order/cancel'), { headers: who.headers, body: { order_id: placed.order_id } });
    const stranger = await kit.shopper('customer');
    const refused = await cancel(stranger);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: { code: 'order_cancel_failed', message: 'Failed to cancel order' } });
    expect((await kit.order(placed.order_id)).status).toBe('not_paid');

    const done = await cancel(customer);
    expect(done.status).toBe(200);
    expect(calls.backoffice.orderCancel.response.parse(done.body).data).toEqual({ order_id: placed.order_id, status: 'canceled' });
    expect(await kit.stockOf(item.pseId)).toBe(stockBefore);
    expect((await cancel(customer)).status).toBe(409);

    const paid = await startPayment('customer', 'paypal', DE);
    await kit.decideOnSandboxPage(paid.placed.redirect_url, 'approve');
    expect((await call(kit.api('/order/cancel'), { headers: paid.shopper.headers, body: { order_id: paid.placed.order_id } })).status).toBe(409);
  });

  it('takes the PayPal wallet approval (accept) and its cancel', async () => {
    const { shopper, placed, cartId } = await startPayment('customer', 'paypal', DE);
    const sessionId = new URL(placed.redirect_url).pathname.split('/').pop() ?? '';
    const stranger = await kit.shopper('customer');
    expect((await call(kit.api('/paypal/accept'), { headers: stranger.headers, body: { paypal_data: { orderID: sessionId } } })).status).toBe(404);
    // Accepting before the payer approved at the provider (the sandbox page) pays nothing.
    const early = await call(kit.api('/paypal/accept'), { headers: shopper.headers, body: { paypal_data: { orderID: sessionId, payerID: 'PAYER1' } } });
    expect(early.status).toBe(402);
    expect((await kit.order(placed.order_id)).status).toBe('not_paid');
    await kit.decideOnSandboxPage(placed.redirect_url, 'approve');
    const accept = await call(kit.api('/paypal/accept'), { headers: shopper.headers, body: { paypal_data: { orderID: sessionId, payerID: 'PAYER1' } } });
    expect(accept.status).toBe(200);
    expect(calls.backoffice.paypalAccept.response.parse(accept.body).data).toMatchObject({ order_id: placed.order_id, redirect_url: `/order-placed?order=${placed.order_ref}` });
    expect((await kit.order(placed.order_id)).status).toBe('paid');
    expect(await kit.cartLines(cartId)).toEqual([]);
    // Accepting twice is harmless.
    expect((await call(kit.api('/paypal/accept'), { headers: shopper.headers, body: { paypal_data: { orderID: sessionId } } })).status).toBe(200);
    expect(await kit.mails(shopper.email)).toHaveLength(1);

    const other = await startPayment('guest', 'paypal', DE);
    const otherSession = new URL(other.placed.redirect_url).pathname.split('/').pop() ?? '';
    const cancel = await call(kit.api('/paypal/cancel'), { headers: other.shopper.headers, body: { paypal_order_id: otherSession } });
    expect(cancel.status).toBe(200);
    expect(calls.backoffice.paypalCancel.response.parse(cancel.body).data).toEqual({ order_id: other.placed.order_id, status: 'canceled' });
    expect(await kit.stockOf(other.item.pseId)).toBe(other.stockBefore);
  });

  it('completes the Amazon wallet variant with its checkout session and note', async () => {
    const { shopper, placed, cartId } = await startPayment('customer', 'amazon', AT);
    const sessionId = new URL(placed.redirect_url).pathname.split('/').pop() ?? '';
    const early = await call(kit.api('/amazon/pay'), { headers: shopper.headers, body: { cart_id: cartId, amazon_session_id: sessionId, customer_note: 'Bitte klingeln' } });
    expect(early.status).toBe(402);
    expect((await kit.order(placed.order_id)).status).toBe('not_paid');
    await kit.decideOnSandboxPage(placed.redirect_url, 'approve');
    const wallet = await call(kit.api('/amazon/pay'), { headers: shopper.headers, body: { cart_id: cartId, amazon_session_id: sessionId, customer_note: 'Bitte klingeln' } });
    expect(wallet.status).toBe(200);
    expect((await kit.order(placed.order_id)).customer_note).toBe('Bitte klingeln');
    expect((await kit.order(placed.order_id)).status).toBe('paid');
    const wrongCart = await call(kit.api('/amazon/pay'), { headers: shopper.headers, body: { cart_id: cartId + 1, amazon_session_id: sessionId, customer_note: '' } });
    expect(wrongCart.status).toBe(404);
  });

  it('accepts only signed provider notifications, and a repeated one changes nothing', async () => {
    const { signPayload } = await import('../payments/testing.ts');
    const { sandboxSigningSecret } = await import('../payments/testing.ts');
    const { shopper, placed } = await startPayment('customer', 'sofort', AT);
    const payment = await kit.db.selectFrom('order_payment').selectAll().where('order_id', '=', placed.order_id).executeTakeFirstOrThrow();
    const event = (id: string, amount = payment.amount_cents) =>
      JSON.stringify({ id, type: 'payment.succeeded', session_id: payment.provider_session_id, amount_cents: amount, currency: payment.currency_code, merchant_reference: placed.order_ref });
    const notify = (body: string, secret: string) =>
      fetch(`${shop.apiUrl}/api/payments/notifications/sofort`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'sandbox-signature': signPayload(secret, body, new Date()) },
        body,
      });
    const secret = sandboxSigningSecret(shop.config.jwtSecret);

    expect((await notify(event('evt_forged'), 'not-the-secret')).status).toBe(403);
    expect((await kit.order(placed.order_id)).status).toBe('not_paid');
    const short = await notify(event('evt_short', payment.amount_cents - 1), secret);
    // Too little money does not make the order paid; it is flagged on the order for a refund.
    expect(await short.json()).toEqual({ received: true, result: 'flagged' });
    expect((await kit.order(placed.order_id)).status).toBe('not_paid');

    const first = await notify(event('evt_paid'), secret);
    expect(await first.json()).toEqual({ received: true, result: 'applied' });
    const repeat = await notify(event('evt_paid'), secret);
    expect(await repeat.json()).toEqual({ received: true, result: 'duplicate' });
    const failedLater = JSON.stringify({ id: 'evt_late_fail', type: 'payment.failed', session_id: payment.provider_session_id, amount_cents: payment.amount_cents, currency: payment.currency_code, merchant_reference: placed.order_ref });
    expect(await (await notify(failedLater, secret)).json()).toEqual({ received: true, result: 'ignored' });
    expect((await kit.order(placed.order_id)).status).toBe('paid');
    expect(await kit.mails(shopper.email)).toHaveLength(1);
  });

  it("lists a customer's own orders newest first, and never another's", async () => {
    const customer = await kit.shopper('customer');
    const other = await kit.shopper('customer');
    const item = await kit.sellable({ stock: 5 });
    const first = payAnswer(await kit.pay(customer, await kit.cartWith(customer, [[item, 1]]), 'vorkasse'));
    const second = payAnswer(await kit.pay(customer, await kit.cartWith(customer, [[item, 2]]), 'ramburs'));
    const otherOrder = payAnswer(await kit.pay(other, await kit.cartWith(other, [[item, 1]]), 'vorkasse'));

    const list = await call(kit.api(`/ExternalOrderApi/order/?customer=${customer.customerId}&limit=999`), { headers: customer.headers });
    expect(list.status).toBe(200);
    const items = calls.backoffice.orderList.response.parse(list.body).OrderItems;
    expect(items.map((order) => order.id)).toEqual([second.order_id, first.order_id]);
    expect(items[0]?.item_count).toBe(2);
    expect((await call(kit.api(`/ExternalOrderApi/order/?customer=${other.customerId}&limit=999`), { headers: customer.headers })).status).toBe(403);

    for (const path of [`/ExternalOrderApi/order/${otherOrder.order_id}`, `/ExternalOrderApi/order_product/?order_id=${otherOrder.order_id}`, `/ExternalOrderApi/order/99999999`]) {
      const answer = await call(kit.api(path), { headers: customer.headers });
      expect(answer.status, path).toBe(404);
      expect(answer.body).toEqual({ error: { code: 'order_not_found', message: 'Order not found' } });
    }
    const products = await call(kit.api(`/ExternalOrderApi/order_product/?order_id=${first.order_id}`), { headers: customer.headers });
    expect(calls.backoffice.orderProducts.response.parse(products.body).OrderProductItems).toMatchObject([{ product_sale_elements_id: item.pseId, quantity: 1 }]);
    const mismatch = await call(kit.api(`/ExternalOrderApi/order/${first.order_id}?customer=${other.customerId}`), { headers: customer.headers });
    expect(mismatch.status).toBe(404);
  });

  it('shows a guest the order through the link with its hash, and nothing without it', async () => {
    const guest = await kit.shopper('guest');
    const item = await kit.sellable({ stock: 2 });
    const placed = payAnswer(await kit.pay(guest, await kit.cartWith(guest, [[item, 1]]), 'vorkasse'));
    const hash = new URL(placed.redirect_url, 'http://storefront.test').searchParams.get('hash') ?? '';
    expect(hash.length).toBeGreaterThanOrEqual(16);
    const stranger = await kit.shopper('guest');
    const byLink = await call(kit.api(`/ExternalOrderApi/guest_order/${placed.order_ref}/${hash}`), { headers: stranger.headers });
    expect(byLink.status).toBe(200);
    expect(calls.backoffice.guestOrder.response.parse(byLink.body).OrderItems[0]?.ref).toBe(placed.order_ref);
    const tampered = `${hash.slice(0, -1)}${hash.endsWith('A') ? 'B' : 'A'}`;
    expect((await call(kit.api(`/ExternalOrderApi/guest_order/${placed.order_ref}/${tampered}`), { headers: stranger.headers })).status).toBe(404);
    // The guest session that placed it reads it by id; another guest session does not.
    expect((await call(kit.api(`/ExternalOrderApi/order/${placed.order_id}`), { headers: guest.headers })).status).toBe(200);
    expect((await call(kit.api(`/ExternalOrderApi/order/${placed.order_id}`), { headers: stranger.headers })).status).toBe(404);
    // The confirmation mail carries a link of its own that opens the order too; the table keeps
    // neither token (the stored body has a placeholder until the mail is sent).
    const mail = (await kit.mails(guest.email))[0];
    const mailed = /\/guest\/invoice\/([^/\s]+)\/([A-Za-z0-9_-]+)/.exec(mail ? deliverableBody(mail, shop.config.jwtSecret).text : '');
    expect(mailed?.[1]).toBe(placed.order_ref);
    expect(mail?.text_body).not.toContain(mailed?.[2] ?? 'no link');
    expect((await call(kit.api(`/ExternalOrderApi/guest_order/${placed.order_ref}/${mailed?.[2] ?? ''}`), { headers: stranger.headers })).status).toBe(200);
    const stored = await kit.db.selectFrom('guest_order_link').select('token_hash').where('order_id', '=', placed.order_id).execute();
    expect(stored.length).toBeGreaterThanOrEqual(2);
    expect(stored.map((row) => row.token_hash)).not.toContain(hash);
  });
});
