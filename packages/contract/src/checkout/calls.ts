import { defineCall } from '../call.ts';
import * as coupon from './coupon.ts';
import * as delivery from './delivery.ts';
import * as order from './order.ts';
import * as pay from './payment.ts';
import * as pickup from './pickup.ts';

const payCall = <P extends string>(path: P) =>
  defineCall({ method: 'POST', path, auth: 'shop', body: pay.payBodySchema, response: pay.payResponseSchema });

/** Back-office checkout calls (base {api}): payments, delivery, postage, coupons, pickup, orders. */
export const checkoutCalls = {
  paypalPay: payCall('/api/paypal/pay'),
  /** Takes the pay body or the wallet variant `amazonWalletPayBodySchema`. */
  amazonPay: defineCall({ method: 'POST', path: '/api/amazon/pay', auth: 'shop', body: pay.amazonPayBodySchema, response: pay.payResponseSchema }),
  globalpaymentsPay: payCall('/api/globalpayments/pay'),
  sofortPay: payCall('/api/sofort/pay'),
  stripePay: payCall('/api/stripe/pay'),
  rambursPay: payCall('/api/ramburs/pay'),
  vorkassePay: payCall('/api/vorkasse/pay'),
  klarnaPay: payCall('/api/klarna/pay'),
  paypalAccept: defineCall({
    method: 'POST',
    path: '/api/paypal/accept',
    auth: 'shop',
    body: pay.paypalAcceptBodySchema,
    response: pay.paypalAcceptResponseSchema,
  }),
  paypalCancel: defineCall({
    method: 'POST',
    path: '/api/paypal/cancel',
    auth: 'shop',
    body: pay.paypalCancelBodySchema,
    response: pay.orderStatusResponseSchema,
  }),
  expressStart: defineCall({
    method: 'POST',
    path: '/api/express/:code/start',
    auth: 'shop',
    params: pay.expressParamsSchema,
    body: pay.expressStartBodySchema,
    response: pay.expressStartResponseSchema,
  }),
  expressPayer: defineCall({
    method: 'POST',
    path: '/api/express/:code/payer',
    auth: 'shop',
    params: pay.expressParamsSchema,
    body: pay.expressPayerBodySchema,
    response: pay.expressPayerResponseSchema,
  }),
  orderCancel: defineCall({ method: 'POST', path: '/api/order/cancel', auth: 'shop', body: pay.orderCancelBodySchema, response: pay.orderStatusResponseSchema }),
  localPickupOrder: defineCall({
    method: 'POST',
    path: '/api/localpickup/order',
    auth: 'shop',
    body: pickup.localPickupOrderBodySchema,
    response: pickup.localPickupOrderResponseSchema,
  }),
  localPickupAddressOrder: defineCall({
    method: 'POST',
    path: '/api/localPickupAddress/order',
    auth: 'shop',
    body: pickup.localPickupAddressOrderBodySchema,
    response: pickup.localPickupAddressOrderResponseSchema,
  }),
  customDeliveryPostage: defineCall({
    method: 'POST',
    path: '/api/customdelivery/postage',
    auth: 'shop',
    body: delivery.postageBodySchema,
    response: delivery.postageSchema,
  }),
  order: defineCall({
    method: 'GET',
    path: '/api/ExternalOrderApi/order/:id',
    auth: 'shop',
    params: order.orderParamsSchema,
    query: order.orderQuerySchema,
    response: order.orderResponseSchema,
  }),
  guestOrder: defineCall({
    method: 'GET',
    path: '/api/ExternalOrderApi/guest_order/:ref/:hash',
    auth: 'shop',
    params: order.guestOrderParamsSchema,
    response: order.orderResponseSchema,
  }),
  /** An invoice or credit note of the customer's own order, as PDF (issue 14). */
  orderDocumentPdf: defineCall({
    method: 'GET',
    path: '/api/ExternalOrderApi/order/:id/document/:documentId',
    auth: 'customer',
    params: order.orderDocumentParamsSchema,
    response: order.pdfDocumentSchema,
  }),
  /** The same for a guest, through the order link's token. */
  guestOrderDocumentPdf: defineCall({
    method: 'GET',
    path: '/api/ExternalOrderApi/guest_order/:ref/:hash/document/:documentId',
    auth: 'shop',
    params: order.guestOrderDocumentParamsSchema,
    response: order.pdfDocumentSchema,
  }),
  /** The e-invoice of a document of the customer's own order, as XML (issue 35); 404 when it has none. */
  orderDocumentXml: defineCall({
    method: 'GET',
    path: '/api/ExternalOrderApi/order/:id/document/:documentId/xml',
    auth: 'customer',
    params: order.orderDocumentParamsSchema,
    response: order.xmlDocumentSchema,
  }),
  /** The same for a guest, through the order link's token. */
  guestOrderDocumentXml: defineCall({
    method: 'GET',
    path: '/api/ExternalOrderApi/guest_order/:ref/:hash/document/:documentId/xml',
    auth: 'shop',
    params: order.guestOrderDocumentParamsSchema,
    response: order.xmlDocumentSchema,
  }),
  orderList: defineCall({
    method: 'GET',
    path: '/api/ExternalOrderApi/order',
    auth: 'customer',
    query: order.orderListQuerySchema,
    response: order.orderListResponseSchema,
  }),
  orderProducts: defineCall({
    method: 'GET',
    path: '/api/ExternalOrderApi/order_product',
    auth: 'shop',
    query: order.orderProductQuerySchema,
    response: order.orderProductResponseSchema,
  }),
  activePaymentMethods: defineCall({
    method: 'GET',
    path: '/api/ExternalOrderApi/getActivePaymentMethods/:cart',
    auth: 'shop',
    params: delivery.cartParamsSchema,
    response: delivery.activePaymentMethodsResponseSchema,
  }),
  activeDelivery: defineCall({
    method: 'GET',
    path: '/api/ExternalOrderApi/getActiveDelivery/:cart',
    auth: 'shop',
    params: delivery.cartParamsSchema,
    response: delivery.activeDeliveryResponseSchema,
  }),
  qrCode: defineCall({ method: 'POST', path: '/api/ExternalOrderApi/getQrCode', auth: 'shop', body: pay.qrCodeBodySchema, response: pay.qrCodeResponseSchema }),
  insertCoupon: defineCall({
    method: 'POST',
    path: '/api/ExternalOrderApi/insertCoupon',
    auth: 'shop',
    body: coupon.insertCouponBodySchema,
    response: coupon.insertCouponResponseSchema,
  }),
  removeCoupon: defineCall({
    method: 'POST',
    path: '/api/ExternalOrderApi/removeCoupon',
    auth: 'shop',
    body: coupon.removeCouponBodySchema,
    response: coupon.removeCouponResponseSchema,
  }),
} as const;

/** The pay call of each payment code. */
export const payCallsByCode = {
  paypal: checkoutCalls.paypalPay,
  amazon: checkoutCalls.amazonPay,
  globalpayments: checkoutCalls.globalpaymentsPay,
  sofort: checkoutCalls.sofortPay,
  stripe: checkoutCalls.stripePay,
  ramburs: checkoutCalls.rambursPay,
  vorkasse: checkoutCalls.vorkassePay,
  klarna: checkoutCalls.klarnaPay,
} as const satisfies Record<pay.PaymentCode, unknown>;
