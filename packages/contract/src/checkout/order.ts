/**
 * Orders (spec: "Order fields beyond id: not shown"; ours is what the account's order list, the order
 * detail, the guest invoice screen and the order-placed page need). Money in cents; `*_cents` are net,
 * `*_taxed_cents` gross.
 */
import { z } from 'zod';
import { centsSchema, currencyCodeSchema, idSchema, isoDateTimeSchema, queryIdSchema, queryInt } from '../primitives.ts';
import { postalAddressSchema } from '../customer/address.ts';
import { priceBasisSchema } from '../cart/cart.ts';
import { bankTransferSchema, orderStatusSchema, paymentCodeSchema } from './payment.ts';

export const orderAddressSchema = postalAddressSchema;

export const orderLineSchema = z.object({
  id: idSchema,
  product_id: idSchema.nullable(),
  product_sale_elements_id: idSchema.nullable(),
  ref: z.string(),
  title: z.string(),
  quantity: z.int().positive(),
  unit_price_cents: centsSchema,
  unit_price_taxed_cents: centsSchema,
  tax_rate: z.number().nonnegative(),
  /** Ours (additive): the line as charged (unit x quantity on the order's price basis). */
  line_total_cents: centsSchema.optional(),
  line_total_taxed_cents: centsSchema.optional(),
  url: z.string().nullable(),
  image_url: z.string().nullable(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderSummarySchema = z.object({
  id: idSchema,
  ref: z.string(),
  created_at: isoDateTimeSchema,
  status: orderStatusSchema,
  currency: currencyCodeSchema,
  total_taxed_cents: centsSchema,
  item_count: z.int().nonnegative(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/**
 * An invoice or credit note of an order (issue 14), once the shop has issued it: the invoice when
 * the order ships, a credit note for each refund. Downloaded as PDF through the order's document
 * calls (`orderDocumentPdf`, `guestOrderDocumentPdf`).
 */
export const documentKindSchema = z.enum(['invoice', 'credit_note']);
export type DocumentKind = z.infer<typeof documentKindSchema>;
/** A document's e-invoice (issue 35): CIUS-RO UBL (Romania), XRechnung CII (German and Austrian business customers). */
export const einvoiceSyntaxSchema = z.enum(['cius-ro', 'xrechnung-cii']);
export type EInvoiceSyntax = z.infer<typeof einvoiceSyntaxSchema>;

export const orderDocumentSchema = z.object({
  id: idSchema,
  kind: documentKindSchema,
  number: z.string(),
  issued_at: isoDateTimeSchema,
  /** The e-invoice kept with the document, or null when it has none (a consumer's in Germany or Austria). */
  einvoice: einvoiceSyntaxSchema.nullable(),
});
export type OrderDocument = z.infer<typeof orderDocumentSchema>;

/**
 * A PDF answer: the body's bytes, sent as application/pdf (not JSON: a client reads the body as a
 * stream, see the storefront's document routes). The back office checks it holds bytes.
 */
export const pdfDocumentSchema = z.unknown().refine((value) => value instanceof Uint8Array, { error: 'Expected the bytes of a PDF.' });

/** An e-invoice answer: the bytes of its XML, sent as application/xml. */
export const xmlDocumentSchema = z.unknown().refine((value) => value instanceof Uint8Array, { error: 'Expected the bytes of an XML file.' });

/** The parcel on its way (issue 14): the carrier, its tracking number and where to follow it. */
export const orderShipmentSchema = z.object({
  carrier_name: z.string(),
  tracking_number: z.string(),
  tracking_url: z.string(),
  shipped_at: isoDateTimeSchema,
});
export type OrderShipment = z.infer<typeof orderShipmentSchema>;

export const orderDetailSchema = orderSummarySchema.extend({
  customer_id: idSchema,
  invoice_ref: z.string().nullable(),
  payment_method: z.object({ id: idSchema, code: paymentCodeSchema, title: z.string() }),
  delivery_method: z.object({ id: idSchema, code: z.string(), title: z.string() }),
  invoice_address: orderAddressSchema,
  delivery_address: orderAddressSchema,
  lines: z.array(orderLineSchema),
  total_cents: centsSchema,
  discount_taxed_cents: centsSchema,
  postage_amount: centsSchema,
  postage_amount_taxed: centsSchema,
  /** The payment method's fee (cash on delivery), shown on its own line. */
  payment_fee_cents: centsSchema.default(0),
  payment_fee_taxed_cents: centsSchema.default(0),
  coupon_code: z.string().nullable(),
  /** Ours (additive): gross for consumers, net for company and VAT-exempt customers (decision 014). */
  price_basis: priceBasisSchema.default('gross'),
  discount_cents: centsSchema.default(0),
  /** Ours (additive): the VAT per rate as charged (pricing-vat invoiceTotals), highest rate first. */
  vat_lines: z.array(z.object({ rate: z.number().nonnegative(), net: centsSchema, vat: centsSchema, gross: centsSchema })).default([]),
  customer_note: z.string(),
  is_complete_delivery: z.boolean(),
  local_pickup_id: idSchema.nullable(),
  tracking_url: z.string().nullable(),
  /** Null until the order ships. */
  shipment: orderShipmentSchema.nullable(),
  /** True while the order may still be cancelled by the customer. */
  cancellable: z.boolean(),
  /** The order's invoice and credit notes, invoice first; empty until the order ships. */
  documents: z.array(orderDocumentSchema).default([]),
  /** Ours (issue 34): withdrawals declared for the order, and the last day for their refund (14 days on). */
  withdrawals: z.array(z.object({ received_at: isoDateTimeSchema, refund_due_on: z.iso.date() })).default([]),
  /** Ours (issue 37): while a prepayment waits for its transfer, the bank details and QR code to pay it; null otherwise. */
  bank_transfer: bankTransferSchema.nullable().default(null),
  /**
   * Ours (issue 37): a failed online payment's order: from when an online payment may be tried again
   * (the spec's 2-minute wait, decision 029); null for any other order. Prepayment and cash on
   * delivery need no wait.
   */
  online_payment_after: isoDateTimeSchema.nullable().default(null),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** GET /api/ExternalOrderApi/order/:id[?customer]: `OrderItems` with the one order. */
export const orderParamsSchema = z.object({ id: queryIdSchema });
export const orderQuerySchema = z.object({ customer: queryIdSchema.optional() });
export const orderResponseSchema = z.object({ OrderItems: z.array(orderDetailSchema) });

/**
 * GET /api/ExternalOrderApi/guest_order/:ref/:hash (ours): a guest's order by its reference and the
 * unguessable hash from the confirmation mail (storefront route /guest/invoice/{ref}/{hash}).
 */
export const guestOrderParamsSchema = z.object({
  ref: z.string().min(1).max(40),
  hash: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, { error: 'Expected the hash from the order link.' }),
});

/** GET /api/ExternalOrderApi/order/:id/document/:documentId: a document of the signed-in customer's order. */
export const orderDocumentParamsSchema = z.object({ id: queryIdSchema, documentId: queryIdSchema });

/** GET /api/ExternalOrderApi/guest_order/:ref/:hash/document/:documentId: the same through the guest link. */
export const guestOrderDocumentParamsSchema = guestOrderParamsSchema.extend({ documentId: queryIdSchema });

/** GET /api/ExternalOrderApi/order?customer&limit=999: the customer's orders, newest first. */
export const ORDER_LIST_LIMIT = 999;
export const orderListQuerySchema = z.object({
  customer: queryIdSchema,
  limit: queryInt(z.int().min(1).max(ORDER_LIST_LIMIT)).default(ORDER_LIST_LIMIT),
});
export const orderListResponseSchema = z.object({ OrderItems: z.array(orderSummarySchema) });

/** GET /api/ExternalOrderApi/order_product?order_id (answer not shown in the spec): the order's lines. */
export const orderProductQuerySchema = z.object({ order_id: queryIdSchema });
export const orderProductResponseSchema = z.object({ OrderProductItems: z.array(orderLineSchema) });
