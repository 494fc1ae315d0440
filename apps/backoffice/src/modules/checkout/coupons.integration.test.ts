import { calls } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';
import { checkoutKit, DE, RO, type CheckoutKit, type Shopper } from './checkout-test-kit.ts';

describe.each(databaseKinds)('coupons on %s', (kind) => {
  let shop: TestBackOffice;
  let kit: CheckoutKit;
  const insertCoupon = (who: Shopper, cartId: number, code: string, customerId: number | null = who.kind === 'customer' ? who.customerId : null) =>
    call(kit.api('/ExternalOrderApi/insertCoupon'), { headers: who.headers, body: { coupon_code: code, cart_id: cartId, customer_id: customerId } });
  const refusal = (answer: { status: number; body: unknown }) => {
    expect(answer.status).toBe(422);
    return (answer.body as { error: { code: string; message: string } }).error;
  };
  const addCoupon = async (values: Record<string, unknown>) => {
    await kit.db
      .insertInto('coupon')
      .values({
        code: 'X',
        kind: 'percent',
        percent: 10,
        amount_cents: null,
        currency_code: null,
        country_id: null,
        min_order_cents: null,
        valid_from: null,
        valid_until: null,
        max_uses: null,
        max_uses_per_customer: null,
        active: 1,
        created_at: new Date().toISOString(),
        ...values,
      })
      .execute();
  };
  /** A cart worth at least `goods` cents gross. */
  const cartWorth = async (who: Shopper, goods: number, countryId = who.countryId) => {
    const item = await kit.sellable({ countryId, stock: 30 });
    const units = Math.min(20, Math.max(1, Math.ceil(goods / Math.max(1, item.unitNet))));
    return { cartId: await kit.cartWith(who, [[item, units]], countryId), item };
  };

  beforeAll(async () => {
    shop = await startTestBackOffice(kind, { products: 250 });
    kit = checkoutKit(shop);
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('applies a percentage coupon (WELCOME10) and shows it on the cart', async () => {
    const guest = await kit.shopper('guest');
    const { cartId } = await cartWorth(guest, 3000);
    const answer = await insertCoupon(guest, cartId, ' welcome10 ');
    expect(answer.status).toBe(200);
    const data = calls.backoffice.insertCoupon.response.parse(answer.body).data;
    const cart = calls.backoffice.cartGet.response.parse((await call(kit.api('/cart/get'), { headers: guest.headers, body: { 'thelia.cart_id': cartId } })).body).data;
    expect(data).toMatchObject({ coupon_code: 'WELCOME10', cart_id: cartId, discount_cents: Math.floor((cart.total_taxed_cents * 10 + 50) / 100) });
    expect(data.saving_cents).toBeGreaterThanOrEqual(data.discount_cents);
    expect(cart).toMatchObject({ coupon_code: 'WELCOME10', discount_cents: data.discount_cents });
  });

  it('applies a fixed amount (SAVE5) from its minimum order, and says the minimum below it', async () => {
    const customer = await kit.shopper('customer');
    const item = await kit.sellable({ stock: 30 });
    await kit.db.updateTable('pse_price').set({ price_cents: 1000, promo_price_cents: null, is_promo: 0 }).where('pse_id', '=', item.pseId).where('country_id', '=', DE).execute();
    const cartId = await kit.cartWith(customer, [[item, 2]]); // 2 x 11.90 = 23.80 gross
    // The reason in words and as details a shop can say in its own language.
    expect(refusal(await insertCoupon(customer, cartId, 'SAVE5'))).toEqual({
      code: 'coupon_invalid',
      message: 'This coupon needs a minimum order of 25.00 EUR.',
      details: { reason: 'min_order', min_order_cents: 2500, currency: 'EUR' },
    });
    await kit.addToCart(customer, item, 1, { cartId });
    const answer = await insertCoupon(customer, cartId, 'SAVE5');
    expect(calls.backoffice.insertCoupon.response.parse(answer.body).data.discount_cents).toBe(500);

    const placed = calls.backoffice.vorkassePay.response.parse((await kit.pay(customer, cartId, 'vorkasse', { overrides: { appliedCoupon: 'SAVE5' } })).body).data;
    const order = await kit.order(placed.order_id);
    expect(order).toMatchObject({ coupon_code: 'SAVE5', discount_taxed_cents: 500, goods_taxed_cents: 3570 });
    expect(order.total_taxed_cents).toBe(3570 - 500 + order.postage_taxed_cents);
    // The discount's VAT leaves the net total: 5.00 gross at 19 % is 4.20 net.
    expect(order.discount_cents).toBe(420);
  });

  it('waives the parcel postage with FREESHIP', async () => {
    const guest = await kit.shopper('guest');
    const item = await kit.sellable({ stock: 5 });
    await kit.db.updateTable('pse_price').set({ price_cents: 1000, promo_price_cents: null, is_promo: 0 }).where('pse_id', '=', item.pseId).where('country_id', '=', DE).execute();
    const cartId = await kit.cartWith(guest, [[item, 1]]);
    const postage = () => call(kit.api('/customdelivery/postage'), { headers: guest.headers, body: { country_id: DE, state_id: null, cart_id: cartId, locale: 'de_DE', delivery_module_id: 77 } });
    expect((await postage()).body).toEqual({ postage_amount: 416, postage_amount_taxed: 495 });
    const answer = await insertCoupon(guest, cartId, 'FREESHIP');
    expect(calls.backoffice.insertCoupon.response.parse(answer.body).data.discount_cents).toBe(0);
    expect((await postage()).body).toEqual({ postage_amount: 0, postage_amount_taxed: 0 });
  });

  it('answers a typed code that is unknown, switched off, not yet or no longer valid, another shop’s or used up alike (nothing to harvest); a reason about the shopper’s own cart or account is said', async () => {
    const now = Date.now();
    await addCoupon({ code: 'OLDIE', valid_until: new Date(now - 86_400_000).toISOString() });
    await addCoupon({ code: 'SOON', valid_from: new Date(now + 86_400_000 * 3).toISOString() });
    await addCoupon({ code: 'PAUSED', active: 0 });
    await addCoupon({ code: 'ONCEONLY', max_uses: 1 });
    const customer = await kit.shopper('customer');
    const { cartId } = await cartWorth(customer, 3000);

    const unknown = { code: 'coupon_not_found', message: 'This coupon code is not valid.', details: { reason: 'unknown' } };
    for (const code of ['NOPE', 'PAUSED', 'SOON', 'OLDIE', 'REDUCERE50']) expect(refusal(await insertCoupon(customer, cartId, code)), code).toEqual(unknown);

    // ONCEONLY: one redemption overall. The first order takes it, the next shopper is told it is used up.
    expect((await insertCoupon(customer, cartId, 'ONCEONLY')).status).toBe(200);
    expect((await kit.pay(customer, cartId, 'vorkasse', { overrides: { appliedCoupon: 'ONCEONLY' } })).status).toBe(200);
    const next = await kit.shopper('guest');
    const nextCart = (await cartWorth(next, 3000)).cartId;
    expect(refusal(await insertCoupon(next, nextCart, 'ONCEONLY'))).toEqual(unknown);
    // Naming it in the pay call (not the cart's own: a guess) is refused alike, and nothing is placed.
    const refused = await kit.pay(next, nextCart, 'vorkasse', { overrides: { appliedCoupon: 'ONCEONLY' } });
    expect(refusal(refused)).toEqual(unknown);
    expect(await kit.cartLines(nextCart)).toHaveLength(1);

    // WELCOME10: once per customer.
    const { cartId: secondCart } = await cartWorth(customer, 3000);
    expect((await kit.pay(customer, secondCart, 'vorkasse', { overrides: { appliedCoupon: 'WELCOME10' } })).status).toBe(200);
    const { cartId: thirdCart } = await cartWorth(customer, 3000);
    expect(refusal(await insertCoupon(customer, thirdCart, 'WELCOME10'))).toMatchObject({ message: 'You have already used this coupon.', details: { reason: 'used_by_buyer' } });
  });

  it('never makes the order dearer: a code that saves nothing is refused, a worse one replaces a better one only when confirmed, and the coupon can be taken off', async () => {
    const guest = await kit.shopper('guest');
    const item = await kit.sellable({ stock: 30 });
    // 149,00 € gross: the tour's cart, where parcel delivery is free already.
    await kit.db.updateTable('pse_price').set({ price_cents: 12_521, promo_price_cents: null, is_promo: 0 }).where('pse_id', '=', item.pseId).where('country_id', '=', DE).execute();
    const cartId = await kit.cartWith(guest, [[item, 1]]);
    const cart = async () => calls.backoffice.cartGet.response.parse((await call(kit.api('/cart/get'), { headers: guest.headers, body: { 'thelia.cart_id': cartId } })).body).data;
    const welcome = calls.backoffice.insertCoupon.response.parse((await insertCoupon(guest, cartId, 'WELCOME10')).body).data;
    expect(welcome).toMatchObject({ discount_cents: 1_490, saving_cents: 1_490 });
    // FREESHIP where delivery is free: nothing to save, refused; WELCOME10 stays.
    expect(refusal(await insertCoupon(guest, cartId, 'FREESHIP'))).toEqual({ code: 'coupon_invalid', message: 'This coupon brings no saving on this cart.', details: { reason: 'no_saving' } });
    expect((await cart()).coupon_code).toBe('WELCOME10');
    // SAVE5 saves 5,00 € against WELCOME10's 14,90 €: asked first (409), kept.
    const worse = await insertCoupon(guest, cartId, 'SAVE5');
    expect(worse.status).toBe(409);
    expect((worse.body as { error: unknown }).error).toMatchObject({ code: 'coupon_worse', details: { reason: 'worse_than_current', current: 'WELCOME10', current_saving_cents: 1_490, saving_cents: 500 } });
    expect((await cart()).coupon_code).toBe('WELCOME10');
    // Confirmed: SAVE5 takes its place.
    const confirmed = await call(kit.api('/ExternalOrderApi/insertCoupon'), { headers: guest.headers, body: { coupon_code: 'SAVE5', cart_id: cartId, customer_id: null, replace_better: true } });
    expect(confirmed.status).toBe(200);
    expect((await cart())).toMatchObject({ coupon_code: 'SAVE5', discount_cents: 500 });
    // A better one replaces it without asking; then the shopper takes the coupon off.
    expect((await insertCoupon(guest, cartId, 'WELCOME10')).status).toBe(200);
    const removed = await call(kit.api('/ExternalOrderApi/removeCoupon'), { headers: guest.headers, body: { cart_id: cartId } });
    expect(calls.backoffice.removeCoupon.response.parse(removed.body).data).toEqual({ cart_id: cartId, coupon_code: null });
    expect(await cart()).toMatchObject({ coupon_code: null, discount_cents: 0 });
    // Another shopper's cart is not theirs to change.
    const other = await kit.shopper('guest');
    expect((await call(kit.api('/ExternalOrderApi/removeCoupon'), { headers: other.headers, body: { cart_id: cartId } })).status).toBeGreaterThanOrEqual(400);
  });

  it('gives a coupon back when the payment fails', async () => {
    await addCoupon({ code: 'LASTONE', max_uses: 1 });
    const guest = await kit.shopper('guest');
    const { cartId } = await cartWorth(guest, 3000);
    const placed = calls.backoffice.paypalPay.response.parse((await kit.pay(guest, cartId, 'paypal', { overrides: { appliedCoupon: 'LASTONE' } })).body).data;
    const other = await kit.shopper('guest');
    const otherCart = (await cartWorth(other, 3000)).cartId;
    expect(refusal(await insertCoupon(other, otherCart, 'LASTONE')).message).toBe('This coupon code is not valid.');
    await kit.decideOnSandboxPage(placed.redirect_url, 'decline');
    expect((await insertCoupon(other, otherCart, 'LASTONE')).status).toBe(200);
  });

  it('applies a shop-specific coupon in its own currency (REDUCERE50 in Romania)', async () => {
    const romanian = await kit.shopper('guest', { countryId: RO });
    const { cartId } = await cartWorth(romanian, 30_000, RO);
    const answer = await insertCoupon(romanian, cartId, 'REDUCERE50');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(calls.backoffice.insertCoupon.response.parse(answer.body).data.discount_cents).toBe(5000);
  });

  it("refuses another shopper's cart or another customer's id, and changes nothing", async () => {
    const owner = await kit.shopper('guest');
    const { cartId } = await cartWorth(owner, 3000);
    const stranger = await kit.shopper('customer');
    expect((await insertCoupon(stranger, cartId, 'WELCOME10')).status).toBe(404);
    const ownCart = (await cartWorth(stranger, 3000)).cartId;
    const otherCustomer = await kit.shopper('customer');
    expect((await insertCoupon(stranger, ownCart, 'WELCOME10', otherCustomer.customerId)).status).toBe(403);
    expect((await call(kit.api('/ExternalOrderApi/insertCoupon'), { headers: owner.headers, body: { coupon_code: '', cart_id: cartId, customer_id: null } })).status).toBe(400);
    const rows = await kit.db.selectFrom('cart').select(['id', 'coupon_code']).where('id', 'in', [cartId, ownCart]).execute();
    expect(rows.every((row) => row.coupon_code === null)).toBe(true);
  });

  it('stops guessing codes: 10 that do not apply per cart and 30 per address in an hour, then 429; codes that apply do not count', async () => {
    await addCoupon({ code: 'GUESSME5', percent: 5 });
    const guesser = await kit.shopper('guest');
    const from = (address: string) => ({ ...guesser, headers: { ...guesser.headers, 'x-forwarded-for': address } });
    const tryCode = (address: string, cartId: number, code: string) => insertCoupon(from(address), cartId, code);
    const carts = [];
    for (let index = 0; index < 4; index += 1) carts.push((await cartWorth(guesser, 3000)).cartId);
    const [first = 0, second = 0, third = 0, fourth = 0] = carts;

    // One cart: a right code between wrong ones is no failure; the eleventh wrong one is refused, even a right one then.
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await tryCode('203.0.113.21', first, `WRONG${attempt}`)).status, `attempt ${attempt}`).toBe(422);
      if (attempt === 5) expect((await tryCode('203.0.113.21', first, 'GUESSME5')).status).toBe(200);
    }
    const stopped = await tryCode('203.0.113.21', first, 'GUESSME5');
    expect(stopped.status).toBe(429);
    expect((stopped.body as { error: { code: string } }).error.code).toBe('rate_limited');
    expect(Number(stopped.headers.get('retry-after'))).toBeGreaterThan(0);

    // One address over several carts: 30 in all.
    for (const [cartId, count] of [[second, 10], [third, 10]] as const) {
      for (let attempt = 0; attempt < count; attempt += 1) expect((await tryCode('203.0.113.21', cartId, `MISS${cartId}-${attempt}`)).status).toBe(422);
    }
    expect((await tryCode('203.0.113.21', fourth, 'GUESSME5')).status).toBe(429);
    // Another address is not held up.
    expect((await tryCode('198.51.100.44', fourth, 'GUESSME5')).status).toBe(200);
  });

  it('counts codes guessed through the pay call against the same limit; the cart’s own coupon and a placed order do not count (issue 38)', async () => {
    const guesser = await kit.shopper('guest');
    const { cartId } = await cartWorth(guesser, 3000);
    const payWith = (code: string) => kit.pay(guesser, cartId, 'vorkasse', { overrides: { appliedCoupon: code } });
    for (let attempt = 1; attempt <= 10; attempt += 1) expect((await payWith(`PAYGUESS${attempt}`)).status, `attempt ${attempt}`).toBe(422);
    const stopped = await payWith('WELCOME10');
    expect(stopped.status).toBe(429);
    expect(await kit.cartLines(cartId)).toHaveLength(1);
    // Another cart of another shopper: an existing code through the pay call places the order, and counts nothing.
    const buyer = await kit.shopper('guest');
    const other = await cartWorth(buyer, 3000);
    expect((await kit.pay(buyer, other.cartId, 'vorkasse', { overrides: { appliedCoupon: 'WELCOME10' } })).status).toBe(200);
  });
});
