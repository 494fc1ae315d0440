import { describe, expect, it } from 'vitest';
import { calls } from '../calls.ts';
import { fieldMessages } from '../fields/messages.ts';
import { fieldsOf } from '../test-utils.ts';
import { checkoutFormSchema, checkoutWarnings } from './checkout-form.ts';
import { insertCouponBodySchema } from './coupon.ts';
import { postageBodySchema, postageSchema } from './delivery.ts';
import { orderListQuerySchema } from './order.ts';
import {
  amazonPayBodySchema,
  PAY_FIXED_VALUES,
  parsePayRedirect,
  payBodySchema,
  payResponseSchema,
  paypalAcceptBodySchema,
} from './payment.ts';
import { localPickupOrderResponseSchema } from './pickup.ts';

const pay = {
  cart_id: 41,
  customer_id: 77,
  appliedCoupon: null,
  api_call: true,
  ...PAY_FIXED_VALUES,
  email: 'max@example.de',
  delivery_address_id: 12,
  delivery_module_id: 77,
  invoice_address_id: 12,
  payment_module_id: 3,
  country_id: 5,
  locale: 'de_DE',
  isCompany: false,
  message: '',
  isCompleteDelivery: true,
  guest: false,
};

describe('POST /api/{code}/pay', () => {
  it('parses the full payload of spec section 7', () => {
    expect(payBodySchema.parse(pay)).toEqual(pay);
    expect(calls.backoffice.stripePay.body.parse({ ...pay, appliedCoupon: 'WINTER10' }).appliedCoupon).toBe('WINTER10');
  });

  it('requires every listed field', () => {
    const { guest: _guest, postage_tax_rule_title: _title, ...partial } = pay;
    expect(fieldsOf(payBodySchema, partial)).toEqual([
      { path: 'postage_tax_rule_title', message: 'Invalid input: expected string, received undefined' },
      { path: 'guest', message: 'Invalid input: expected boolean, received undefined' },
    ]);
  });

  it('answers a redirect URL, or for the card checkout provider a sessionId___ value', () => {
    const answer = (redirect_url: string) => ({ status_code: 200, data: { order_id: 5, order_ref: 'ORD000005', redirect_url } });
    expect(payResponseSchema.safeParse(answer('https://sandbox.example/pay/abc')).success).toBe(true);
    expect(payResponseSchema.safeParse(answer('/order-placed')).success).toBe(true);
    expect(payResponseSchema.safeParse(answer('sessionId___cs_test_123')).success).toBe(true);
    expect(payResponseSchema.safeParse(answer('sessionId___')).success).toBe(false);
    expect(payResponseSchema.safeParse(answer('javascript:alert(1)')).success).toBe(false);
    expect(parsePayRedirect('sessionId___cs_test_123')).toEqual({ kind: 'session', sessionId: 'cs_test_123' });
    expect(parsePayRedirect('https://sandbox.example/pay/abc')).toEqual({ kind: 'url', url: 'https://sandbox.example/pay/abc' });
  });

  it('/amazon/pay takes the pay payload or the wallet variant', () => {
    expect(amazonPayBodySchema.parse(pay)).toEqual(pay);
    const wallet = { cart_id: 41, amazon_session_id: 'amzn-session-1', customer_note: 'Bitte klingeln' };
    expect(amazonPayBodySchema.parse(wallet)).toEqual(wallet);
    expect(calls.backoffice.amazonPay.body).toBe(amazonPayBodySchema);
  });

  it('paypal accept needs the wallet order id and passes the provider fields through', () => {
    const body = { paypal_data: { orderID: '5O190127TN364715T', payerID: 'FSMVU44LF3YUS', facilitatorAccessToken: 'x' } };
    expect(paypalAcceptBodySchema.parse(body)).toEqual(body);
    expect(fieldsOf(paypalAcceptBodySchema, { paypal_data: {} })).toEqual([
      { path: 'paypal_data.orderID', message: 'Invalid input: expected string, received undefined' },
    ]);
  });
});

describe('delivery, coupon, pickup, orders', () => {
  it('postage takes country, state, cart, locale, delivery module and answers cents', () => {
    const body = { country_id: 13, state_id: null, cart_id: 41, locale: 'de_AT', delivery_module_id: 77 };
    expect(postageBodySchema.parse(body)).toEqual(body);
    expect(postageSchema.parse({ postage_amount: 495, postage_amount_taxed: 594 })).toEqual({ postage_amount: 495, postage_amount_taxed: 594 });
    expect(postageSchema.safeParse({ postage_amount: 4.95, postage_amount_taxed: 5.94 }).success).toBe(false);
  });

  it('insertCoupon takes coupon_code, cart_id, customer_id', () => {
    expect(insertCouponBodySchema.parse({ coupon_code: ' WINTER10 ', cart_id: 41, customer_id: null })).toEqual({
      coupon_code: 'WINTER10',
      cart_id: 41,
      customer_id: null,
    });
    expect(fieldsOf(insertCouponBodySchema, { coupon_code: '', cart_id: 41, customer_id: 7 })).toEqual([
      { path: 'coupon_code', message: fieldMessages.required },
    ]);
  });

  it("local pickup answers the spec's message", () => {
    expect(localPickupOrderResponseSchema.safeParse({ status_code: 200, message: 'Order Local Pickup Updated' }).success).toBe(true);
    expect(calls.backoffice.localPickupAddressOrder.response.safeParse({ status_code: 200, message: 'Order Local Pickup Address Updated' }).success).toBe(
      true,
    );
  });

  it('the order list defaults to limit 999 and reads the query string', () => {
    expect(orderListQuerySchema.parse({ customer: '77' })).toEqual({ customer: 77, limit: 999 });
    expect(orderListQuerySchema.safeParse({ customer: 77, limit: 1000 }).success).toBe(false);
  });
});

describe('checkout form', () => {
  const context = { localPickupModuleIds: [90], hasFreightItems: false, deliveryAddressPhone: '030 1234567' };
  const form = { terms_accepted: true, delivery_module_id: 77, payment_module_id: 3, delivery_address_id: 12, invoice_address_id: 12 };

  it('parses with defaults', () => {
    expect(checkoutFormSchema(context).parse(form)).toEqual({ ...form, customer_note: '', is_complete_delivery: false });
  });

  it('needs the terms accepted', () => {
    expect(fieldsOf(checkoutFormSchema(context), { ...form, terms_accepted: false })).toEqual([
      { path: 'terms_accepted', message: fieldMessages.terms_required },
    ]);
  });

  it('needs a pickup point for local pickup', () => {
    expect(fieldsOf(checkoutFormSchema(context), { ...form, delivery_module_id: 90 })).toEqual([
      { path: 'local_pickup_id', message: fieldMessages.pickup_point_required },
    ]);
    expect(fieldsOf(checkoutFormSchema(context), { ...form, delivery_module_id: 90, local_pickup_id: 2 })).toEqual([]);
    expect(fieldsOf(checkoutFormSchema(context), { ...form, terms_accepted: false, delivery_module_id: 90 })).toEqual([
      { path: 'terms_accepted', message: fieldMessages.terms_required },
      { path: 'local_pickup_id', message: fieldMessages.pickup_point_required },
    ]);
  });

  it('needs a delivery address with phone for freight items', () => {
    const freight = { ...context, hasFreightItems: true, deliveryAddressPhone: null };
    expect(fieldsOf(checkoutFormSchema(freight), form)).toEqual([
      { path: 'delivery_address_id', message: fieldMessages.freight_phone_required },
    ]);
    expect(fieldsOf(checkoutFormSchema({ ...freight, deliveryAddressPhone: '030 1234567' }), form)).toEqual([]);
  });

  it('only warns about undeliverable items', () => {
    expect(checkoutWarnings([{ undeliverable: false }, { undeliverable: true }])).toEqual(['undeliverable_items']);
    expect(checkoutWarnings([{ undeliverable: false }])).toEqual([]);
  });
});
