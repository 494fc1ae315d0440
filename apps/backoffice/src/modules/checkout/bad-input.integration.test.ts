// Every write call of the checkout with bad input: missing fields, wrong types, impossible
// quantities, someone else's cart, address, customer or order. Each answers a 4xx and leaves the
// shop exactly as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';
import { checkoutKit, type CheckoutKit, type Sellable, type Shopper } from './checkout-test-kit.ts';

describe.each(databaseKinds)('bad input to the checkout on %s', (kind) => {
  let shop: TestBackOffice;
  let kit: CheckoutKit;
  let owner: Shopper;
  let other: Shopper;
  let item: Sellable;
  let cartId: number;
  let otherCartId: number;
  let ownOrderId: number;

  /** Everything a bad request could have touched. */
  const snapshot = async () => {
    const db = kit.db;
    const count = async (table: 'shop_order' | 'order_line' | 'coupon_usage' | 'mail_outbox' | 'cart' | 'cart_item' | 'product_comment' | 'checkout_request') =>
      Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    return {
      orders: await count('shop_order'),
      lines: await count('order_line'),
      couponUses: await count('coupon_usage'),
      mails: await count('mail_outbox'),
      carts: await count('cart'),
      cartItems: await count('cart_item'),
      requests: await count('checkout_request'),
      stock: await kit.stockOf(item.pseId),
      ownCart: await kit.cartLines(cartId),
      orderStates: await db.selectFrom('shop_order').select(['id', 'status', 'local_pickup_id', 'customer_note']).orderBy('id').execute(),
      coupons: await db.selectFrom('cart').select(['id', 'coupon_code', 'country_id', 'customer_id']).orderBy('id').execute(),
    };
  };

  beforeAll(async () => {
    shop = await startTestBackOffice(kind, { products: 250 });
    kit = checkoutKit(shop);
    owner = await kit.shopper('customer');
    other = await kit.shopper('customer');
    item = await kit.sellable({ stock: 5 });
    cartId = await kit.cartWith(owner, [[item, 1]]);
    otherCartId = await kit.cartWith(other, [[item, 1]]);
    const placed = await kit.pay(other, otherCartId, 'vorkasse');
    ownOrderId = (placed.body as { data: { order_id: number } }).data.order_id;
    otherCartId = await kit.cartWith(other, [[item, 1]]);
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('refuses bad pay requests and places nothing', async () => {
    const guest = await kit.shopper('guest');
    const guestCart = await kit.cartWith(guest, [[item, 1]]);
    const before = await snapshot();
    const valid = await kit.payBody(owner, cartId, 'vorkasse');
    const { guest: _guest, ...missingGuest } = valid;
    const cases: [string, Record<string, unknown>, number][] = [
      ['missing field', missingGuest, 400],
      ['wrong type', { ...valid, cart_id: 'one' }, 400],
      ['unknown field', { ...valid, extra: 1 }, 400],
      ['negative id', { ...valid, delivery_address_id: -4 }, 400],
      ["another shopper's cart", { ...valid, cart_id: otherCartId }, 404],
      ['unknown cart', { ...valid, cart_id: 99_999_999 }, 404],
      ["another customer's address", { ...valid, delivery_address_id: other.addressId }, 400],
      ["another customer's invoice address", { ...valid, invoice_address_id: other.addressId }, 400],
      ["another customer's id", { ...valid, customer_id: other.customerId, email: other.email }, 403],
      ['an email that is not the customer', { ...valid, email: 'someone@example.test' }, 400],
      ['a payment module of another code', { ...valid, payment_module_id: await kit.paymentModuleId('paypal') }, 400],
      ['a payment method not offered there', { ...valid, payment_module_id: await kit.paymentModuleId('globalpayments') }, 400],
      ['an unknown delivery method', { ...valid, delivery_module_id: 4242 }, 400],
      ['an unknown coupon', { ...valid, appliedCoupon: 'NOPE' }, 422],
      ['a note too long', { ...valid, message: 'x'.repeat(1001) }, 400],
      // Valid-looking input that the database could not take: a 4xx here, never a 500 there.
      ['an id beyond the 32-bit columns', { ...valid, delivery_address_id: 2 ** 40 }, 400],
      ['a NUL character in the note', { ...valid, message: 'Bitte klingeln\u0000' }, 400],
    ];
    for (const [label, body, status] of cases) {
      const answer = await call(kit.api('/vorkasse/pay'), { headers: owner.headers, body });
      expect(answer.status, label).toBe(status);
    }
    const globalpayments = await call(kit.api('/globalpayments/pay'), { headers: owner.headers, body: { ...valid, payment_module_id: await kit.paymentModuleId('globalpayments') } });
    expect(globalpayments.status).toBe(400);
    // A guest session may not order on a registered customer's account.
    const asCustomer = await call(kit.api('/vorkasse/pay'), { headers: guest.headers, body: { ...(await kit.payBody(owner, guestCart, 'vorkasse')) } });
    expect(asCustomer.status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses bad order, wallet, pickup, coupon, postage and review calls and changes nothing', async () => {
    const before = await snapshot();
    const requests: [string, string, Record<string, unknown>, number[]][] = [
      ['cancel: missing order', '/order/cancel', {}, [400]],
      ['cancel: wrong type', '/order/cancel', { order_id: 'x' }, [400]],
      ["cancel: another's order", '/order/cancel', { order_id: ownOrderId }, [409]],
      ['qr: another customer', '/ExternalOrderApi/getQrCode', { order_id: ownOrderId }, [404]],
      ['paypal accept: no order id', '/paypal/accept', { paypal_data: {} }, [400]],
      ['paypal accept: unknown session', '/paypal/accept', { paypal_data: { orderID: 'nope' } }, [404]],
      ['paypal cancel: unknown session', '/paypal/cancel', { paypal_order_id: 'nope' }, [404]],
      ['amazon wallet: unknown session', '/amazon/pay', { cart_id: cartId, amazon_session_id: 'nope', customer_note: '' }, [404]],
      ["pickup: another's order", '/localpickup/order', { order_id: ownOrderId, local_pickup_id: 1 }, [404]],
      ["pickup address: another's order", '/localPickupAddress/order', { order_id: ownOrderId, local_pickup_id: 1 }, [404]],
      ['pickup: missing point', '/localpickup/order', { order_id: ownOrderId }, [400]],
      ["coupon: another's cart", '/ExternalOrderApi/insertCoupon', { coupon_code: 'WELCOME10', cart_id: otherCartId, customer_id: owner.customerId }, [404]],
      ['coupon: wrong type', '/ExternalOrderApi/insertCoupon', { coupon_code: 10, cart_id: cartId, customer_id: null }, [400]],
      ["postage: another's cart", '/customdelivery/postage', { country_id: 13, state_id: null, cart_id: otherCartId, locale: 'de_AT', delivery_module_id: 77 }, [404]],
      ['postage: unknown country', '/customdelivery/postage', { country_id: 999, state_id: null, cart_id: cartId, locale: 'de_AT', delivery_module_id: 77 }, [400]],
      ['postage: bad locale', '/customdelivery/postage', { country_id: 13, state_id: null, cart_id: cartId, locale: 'austria', delivery_module_id: 77 }, [400]],
      ['cart update: huge quantity', '/cart/update', { 'thelia.cart_id': cartId, cart_item: 1, quantity: 1e9 }, [400]],
      ["cart clear: another's cart", '/cart/clear', { 'thelia.cart_id': otherCartId }, [404]],
      ["cart delete: another's cart", '/cart/delete', { 'thelia.cart_id': otherCartId, cart_item: 1 }, [404]],
      ["assign: another's email", '/cart/assignCustomer', { email: other.email, cart_id: cartId }, [403]],
    ];
    for (const [label, path, body, statuses] of requests) {
      const answer = await call(kit.api(path), { headers: owner.headers, body });
      expect(statuses, `${label}: ${answer.status} ${JSON.stringify(answer.body)}`).toContain(answer.status);
    }
    const review = await call(kit.helper('/comments'), {
      headers: owner.headers,
      body: { product_id: item.productId, pse_id: item.pseId, customer_id: owner.customerId, rating: 0, title: 'x', content: 'y' },
    });
    expect(review.status).toBe(400);
    const anonymous = await call(kit.api('/vorkasse/pay'), { body: await kit.payBody(owner, cartId, 'vorkasse') });
    expect(anonymous.status).toBe(401);
    const malformed = await fetch(kit.api('/vorkasse/pay'), { method: 'POST', headers: { ...owner.headers, 'content-type': 'application/json' }, body: '{"cart_id":' });
    expect(malformed.status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});
