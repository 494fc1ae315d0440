import { describe, expect, it } from 'vitest';
import { calls } from '../calls.ts';
import { fieldMessages } from '../fields/messages.ts';
import { fieldsOf } from '../test-utils.ts';
import { cartAddBodySchema, cartAddResponseSchema, cartGetResponseSchema, cartUpdateBodySchema } from './cart.ts';

const add = {
  'thelia.cart_id': 41,
  thelia_cart_add: { append: true, product: 1203, product_sale_elements_id: 5531, quantity: 2 },
  thelia_login: 'c-7f3a',
};

describe('POST /api/cart/add', () => {
  it('parses the legacy payload, with or without a cart id', () => {
    expect(cartAddBodySchema.parse(add)).toEqual(add);
    const { 'thelia.cart_id': _cartId, thelia_login: _login, ...firstAdd } = add;
    expect(cartAddBodySchema.parse(firstAdd)).toEqual(firstAdd);
    expect(cartAddBodySchema.parse({ ...add, 'thelia.cart_id': null })['thelia.cart_id']).toBeNull();
  });

  it('rejects a zero quantity on the nested path', () => {
    expect(fieldsOf(cartAddBodySchema, { ...add, thelia_cart_add: { ...add.thelia_cart_add, quantity: 0 } })).toEqual([
      { path: 'thelia_cart_add.quantity', message: fieldMessages.quantity_invalid },
    ]);
  });

  it('is strict, also inside thelia_cart_add', () => {
    expect(fieldsOf(cartAddBodySchema, { ...add, cart_id: 41, thelia_cart_add: { ...add.thelia_cart_add, color: 'red' } })).toEqual([
      { path: 'thelia_cart_add.color', message: 'Unknown field.' },
      { path: 'cart_id', message: 'Unknown field.' },
    ]);
  });

  it('keeps the dotted key thelia.cart_id as one path segment', () => {
    expect(fieldsOf(cartAddBodySchema, { ...add, 'thelia.cart_id': 'abc' })).toEqual([
      { path: 'thelia.cart_id', message: 'Invalid input: expected number, received string' },
    ]);
  });

  it('answers status_code 200 with quantity, cartId, cartItemId', () => {
    const answer = { status_code: 200, data: { quantity: 2, cartId: 41, cartItemId: 9001 } };
    expect(cartAddResponseSchema.parse(answer)).toEqual(answer);
    expect(cartAddResponseSchema.safeParse({ status_code: 200, data: { cartId: 41, cartItemId: 9001 } }).success).toBe(false);
    expect(calls.backoffice.cartAdd.response).toBe(cartAddResponseSchema);
  });
});

describe('other cart calls', () => {
  it('update needs cart, line and an absolute quantity', () => {
    expect(cartUpdateBodySchema.parse({ 'thelia.cart_id': 41, cart_item: 9001, quantity: 5 })).toEqual({
      'thelia.cart_id': 41,
      cart_item: 9001,
      quantity: 5,
    });
    expect(fieldsOf(cartUpdateBodySchema, { 'thelia.cart_id': 41, quantity: 5 })).toEqual([
      { path: 'cart_item', message: 'Invalid input: expected number, received undefined' },
    ]);
  });

  it('get answers the cart with lines in cents', () => {
    const cart = {
      status_code: 200,
      data: {
        id: 41,
        customer_id: null,
        currency: 'EUR',
        coupon_code: null,
        discount_cents: 0,
        total_cents: 16798,
        total_taxed_cents: 19990,
        lines: [
          {
            cart_item_id: 9001,
            product_id: 1203,
            product_sale_elements_id: 5531,
            quantity: 2,
            ref: 'WT-100',
            title: 'Waschtisch 100',
            url: '/waschtisch-100',
            image_url: null,
            unit_price_cents: 8399,
            unit_price_taxed_cents: 9995,
            line_total_cents: 16798,
            line_total_taxed_cents: 19990,
            quantity_step: 1,
            is_promo: false,
            tax_rate: 19,
            is_freight: false,
            undeliverable: false,
            fulfilment_center_id: 2,
          },
        ],
      },
    };
    // An answer that does not name its price basis is a shopper's gross cart.
    expect(cartGetResponseSchema.parse(cart)).toEqual({ ...cart, data: { ...cart.data, price_basis: 'gross' } });
    expect(cartGetResponseSchema.safeParse({ ...cart, data: { ...cart.data, total_cents: 167.98 } }).success).toBe(false);
  });
});
