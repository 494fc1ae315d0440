// The admin's orders (issue 14): the list with filters and search, one order's detail with its
// timeline, and the workflow a German shop runs: placed (not_paid) -> paid (a prepayment's receipt,
// a mismatch flagged) -> shipped ('sent': carrier and tracking number) -> delivered; cancel before
// shipping; refunds, full or partial; flagged payments (money a provider took that could not make the
// order paid) sent back to the payer. Staff and admins may use every call.
import { z } from 'zod';
import { defineCall } from '../call.ts';
import { orderStatusSchema, paymentCodeSchema } from '../checkout/payment.ts';
import { einvoiceSyntaxSchema } from '../checkout/order.ts';
import { postalAddressSchema } from '../customer/address.ts';
import { ibanSchema } from '../fields/iban.ts';
import { firstnameSchema, lastnameSchema } from '../fields/names.ts';
import { postcodeSchema } from '../fields/postcode.ts';
import { optionalText, requiredText } from '../fields/text.ts';
import { centsSchema, currencyCodeSchema, idSchema, isoDateTimeSchema, queryIdSchema } from '../primitives.ts';
import { isoDaySchema, pageOf, pageQuerySchema } from './paging.ts';
import { tagFilterSchema, tagsBodySchema } from './tags.ts';

// --- carriers ------------------------------------------------------------------------------------

export const carrierCodes = ['dhl', 'dpd', 'gls', 'hermes', 'ups', 'post_at', 'fan_courier', 'sameday', 'cargus', 'other'] as const;
export const carrierCodeSchema = z.enum(carrierCodes);
export type CarrierCode = z.infer<typeof carrierCodeSchema>;

type Carrier = {
  /** The carrier's own name (a proper name, the same in every language). */
  readonly name: string;
  /** What its tracking numbers look like, after spaces are taken out and letters made capitals. */
  readonly pattern: RegExp;
  /** An example number, for the form's hint. */
  readonly example: string;
  /** Where a parcel is followed; `{number}` stands for the tracking number. Null: the admin gives the URL. */
  readonly url: string | null;
};

/** The carriers the shops ship with (DE, AT, RO), with their tracking number formats and pages. */
export const carriers: Readonly<Record<CarrierCode, Carrier>> = {
  dhl: {
    name: 'DHL',
    // DHL Paket (12 or 20 digits), the JJD numbers of DHL Express/Parcel, international S10 numbers.
    pattern: /^(\d{12}|\d{20}|JJD\d{16,20}|[A-Z]{2}\d{9}[A-Z]{2})$/,
    example: '00340434161094015902',
    url: 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode={number}',
  },
  dpd: { name: 'DPD', pattern: /^\d{14}$/, example: '01505012345678', url: 'https://tracking.dpd.de/status/de_DE/parcel/{number}' },
  gls: { name: 'GLS', pattern: /^(\d{11,12}|[A-Z0-9]{8})$/, example: '12345678901', url: 'https://gls-group.com/DE/de/paketverfolgung?match={number}' },
  hermes: {
    name: 'Hermes',
    pattern: /^(\d{14}|\d{16}|H\d{19})$/,
    example: 'H1001234567890123456',
    url: 'https://www.myhermes.de/empfangen/sendungsverfolgung/sendungsinformation#{number}',
  },
  ups: { name: 'UPS', pattern: /^1Z[0-9A-Z]{16}$/, example: '1Z999AA10123456784', url: 'https://www.ups.com/track?tracknum={number}' },
  post_at: {
    name: 'Österreichische Post',
    pattern: /^(\d{22}|[A-Z]{2}\d{9}[A-Z]{2})$/,
    example: '1000123456789012345678',
    url: 'https://www.post.at/s/sendungssuche?snr={number}',
  },
  fan_courier: { name: 'Fan Courier', pattern: /^\d{10,14}$/, example: '2123456780001', url: 'https://www.fancourier.ro/awb-tracking/?tracking={number}' },
  sameday: { name: 'Sameday', pattern: /^[A-Z0-9]{10,20}$/, example: '1ONBLN123456789', url: 'https://sameday.ro/#awb={number}' },
  cargus: { name: 'Cargus', pattern: /^\d{9,12}$/, example: '1234567890', url: 'https://www.cargus.ro/personal/urmareste-coletul/?tracking_number={number}' },
  other: { name: 'Other', pattern: /^[A-Z0-9][A-Z0-9-]{3,39}$/, example: 'AB-12345', url: null },
};

/** A tracking number as carriers print it, without spaces, in capitals: '0034 0434 1610' -> '003404341610'. */
export function normalizeTrackingNumber(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** The tracking page of a parcel: the carrier's template filled in, or the URL the admin gave ("other"). */
export function trackingUrlOf(carrier: CarrierCode, trackingNumber: string, givenUrl: string | null): string {
  const template = carriers[carrier].url;
  if (template === null) return givenUrl ?? '';
  return template.replace('{number}', encodeURIComponent(trackingNumber));
}

/** The carrier's name as the shopper reads it; for "other", the tracking page's site (dpd.at, posta.md). */
export function carrierNameOf(carrier: string, trackingUrl: string): string {
  const known = carrierCodeSchema.safeParse(carrier);
  if (known.success && known.data !== 'other') return carriers[known.data].name;
  try {
    return new URL(trackingUrl).hostname.replace(/^www\./, '');
  } catch {
    return carrier;
  }
}

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const trackingUrlSchema = z
  .string()
  .trim()
  .max(500)
  .refine(isWebAddress, { error: 'Enter the tracking page as a web address (https://…).' });

// --- list ----------------------------------------------------------------------------------------

export const orderCountryCodes = ['DE', 'AT', 'RO'] as const;
export const orderCountrySchema = z.enum(orderCountryCodes);

/** `?country=DE&status=paid&payment=vorkasse&from=2026-11-01&to=2026-11-30&q=Lindner&page=2`. */
/**
 * The morning's work (issue 36). to_ship: paid and not yet shipped, and cash on delivery not yet
 * shipped (it is paid at the door); to_chase: prepayments not (fully) paid yet.
 */
export const orderWorkSchema = z.enum(['to_ship', 'to_chase']);
export type OrderWork = z.infer<typeof orderWorkSchema>;

export const orderListQuerySchema = pageQuerySchema
  .extend({
    work: orderWorkSchema.optional(),
    country: orderCountrySchema.optional(),
    status: orderStatusSchema.optional(),
    payment: paymentCodeSchema.optional(),
    /** Placed on or after this day (the back office's time zone, Europe/Berlin). */
    from: isoDaySchema.optional(),
    /** Placed on or before this day. */
    to: isoDaySchema.optional(),
    /** Order number, email or billing name (part of it). */
    q: z.string().trim().max(100, { error: 'Search for at most 100 characters.' }).optional(),
    /** Orders with this tag (issue 36). */
    tag: tagFilterSchema.optional(),
  })
  .refine((query) => query.from === undefined || query.to === undefined || query.from <= query.to, {
    error: 'The end date must not be before the start date.',
    path: ['to'],
  });
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

export const orderRowSchema = z.object({
  id: idSchema,
  ref: z.string(),
  created_at: isoDateTimeSchema,
  customer_name: z.string(),
  customer_email: z.string(),
  country: orderCountrySchema,
  status: orderStatusSchema,
  payment_code: paymentCodeSchema,
  /** Cash on delivery is ready to ship before it is paid; a prepayment waits for its money. */
  payment_kind: z.enum(['online', 'prepayment', 'cash_on_delivery']),
  currency: currencyCodeSchema,
  total_taxed_cents: centsSchema,
  /** A prepayment arrived with another amount than the total. */
  amount_mismatch: z.boolean(),
  /** Staff's tags (issue 36), in the order they were given. */
  tags: z.array(z.string()),
});
export type OrderRow = z.infer<typeof orderRowSchema>;

// --- detail --------------------------------------------------------------------------------------

export const orderAdminLineSchema = z.object({
  id: idSchema,
  ref: z.string(),
  title: z.string(),
  quantity: z.int().positive(),
  unit_price_taxed_cents: centsSchema,
  line_taxed_cents: centsSchema,
  /** Percent: 19, 20, 21, 0. */
  tax_rate: z.number().nonnegative(),
  /** What the buyer paid for the line (its gross less its share of the coupon), and the units refunded so far. */
  paid_cents: centsSchema,
  refunded_quantity: z.int().nonnegative(),
});

export const vatLineSchema = z.object({ rate: z.number().positive(), net_cents: z.int(), vat_cents: z.int(), gross_cents: z.int() });

export const orderAdminTotalsSchema = z.object({
  goods_taxed_cents: centsSchema,
  discount_taxed_cents: centsSchema,
  postage_taxed_cents: centsSchema,
  payment_fee_taxed_cents: centsSchema,
  total_taxed_cents: centsSchema,
  total_net_cents: centsSchema,
  /** The VAT per rate, as the invoice states it. */
  vat: z.array(vatLineSchema),
});

/** One booked receipt, or the reversal of one (negative, naming the entry it reverses). */
export const paymentEntrySchema = z.object({
  id: idSchema,
  amount_cents: z.int(),
  received_on: isoDaySchema,
  reference: z.string().nullable(),
  reverses_id: idSchema.nullable(),
  /** receipt: money came in; reversal: a wrong entry taken back; pay_back: money over the total sent back to the payer. */
  kind: z.enum(['receipt', 'reversal', 'pay_back']),
  /** This entry was reversed by a later one. */
  reversed: z.boolean(),
  note: z.string().nullable(),
  actor_email: z.string().nullable(),
  created_at: isoDateTimeSchema,
});
export type PaymentEntry = z.infer<typeof paymentEntrySchema>;

export const orderPaymentStateSchema = z.object({
  paid_at: isoDateTimeSchema.nullable(),
  /** What came in by the entries below (null before any), and the day of the latest receipt. */
  received_amount_cents: z.int().nullable(),
  received_on: isoDaySchema.nullable(),
  /** Derived from what came in against the total: unpaid, partially paid, paid, overpaid. */
  state: z.enum(['unpaid', 'partially_paid', 'paid', 'overpaid']),
  /** Still to pay (partially paid), and paid too much (overpaid: to pay back). */
  open_cents: centsSchema,
  excess_cents: centsSchema,
  /** The booked receipts and reversals, oldest first. */
  entries: z.array(paymentEntrySchema),
  /** The receipt differs from the total (more or less); flagged, not silently accepted. */
  amount_mismatch: z.boolean(),
  /** What came in and may be refunded, less what was refunded. */
  paid_cents: centsSchema,
  refunded_cents: centsSchema,
  refundable_cents: centsSchema,
});

export const shipmentSchema = z.object({
  carrier: carrierCodeSchema,
  carrier_name: z.string(),
  tracking_number: z.string(),
  tracking_url: z.string(),
  shipped_at: isoDateTimeSchema,
});
export type Shipment = z.infer<typeof shipmentSchema>;

export const refundSchema = z.object({
  id: idSchema,
  amount_cents: z.int().positive(),
  /** provider: through the payment adapter; manual: recorded, the money is sent by hand. */
  method: z.enum(['provider', 'manual']),
  provider_refund_id: z.string().nullable(),
  reason: z.string(),
  /** pending: the provider is being asked (a refund left so by an interrupted call). */
  status: z.enum(['pending', 'done']),
  actor_email: z.string().nullable(),
  created_at: isoDateTimeSchema,
  /** A refund by lines: the units it returned per line (and whether they went back to stock), and what of the delivery and the fee. */
  lines: z.array(z.object({ line_id: idSchema, title: z.string(), quantity: z.int().positive(), amount_cents: centsSchema, restock: z.boolean() })),
  postage_cents: centsSchema,
  payment_fee_cents: centsSchema,
});

export const paymentFlagReasons = ['amount_mismatch', 'paid_after_close'] as const;
/** amount_mismatch: the provider took another amount than the total; paid_after_close: the payment came after the order was closed. */
export const paymentFlagReasonSchema = z.enum(paymentFlagReasons);
export type PaymentFlagReason = z.infer<typeof paymentFlagReasonSchema>;

/**
 * Money a provider took that could not make the order paid, until staff send it back. open: waiting;
 * refunding: the provider is being asked (a flag left so by an interrupted call); settled: sent back.
 */
export const paymentFlagSchema = z.object({
  id: idSchema,
  reason: paymentFlagReasonSchema,
  /** The payment code whose provider took the money (stripe, paypal, globalpayments, ...). */
  provider: z.string(),
  amount_cents: z.int(),
  currency: currencyCodeSchema,
  created_at: isoDateTimeSchema,
  status: z.enum(['open', 'refunding', 'settled']),
  /** How it goes back (or went): through the provider's refund, or by hand where the provider has none. */
  refund_via: z.enum(['provider', 'manual']),
  provider_refund_id: z.string().nullable(),
  settled_at: isoDateTimeSchema.nullable(),
  settled_by_email: z.string().nullable(),
});
export type PaymentFlag = z.infer<typeof paymentFlagSchema>;

export const orderDocumentSchema = z.object({
  id: idSchema,
  kind: z.enum(['invoice', 'credit_note']),
  number: z.string(),
  issued_at: isoDateTimeSchema,
  amount_cents: z.int(),
  /** The e-invoice kept with the document (issue 35), or null when it has none. */
  einvoice: einvoiceSyntaxSchema.nullable(),
  /** A correction's documents: the number of the invoice this credit note cancels, or this invoice replaces. */
  corrects_number: z.string().nullable(),
});

export const timelineEntrySchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('event'),
    id: idSchema,
    at: isoDateTimeSchema,
    /** status | payment_received | payment_flag | payment_flag_settled | shipment | refund | invoice | note */
    kind: z.string(),
    from_status: z.string().nullable(),
    to_status: z.string().nullable(),
    detail: z.record(z.string(), z.unknown()).nullable(),
    /** The staff member who did it; null: the shop itself, a provider or the shopper. */
    actor_email: z.string().nullable(),
  }),
  /** A withdrawal declared for the order (issue 34). */
  z.object({
    type: z.literal('withdrawal'),
    id: idSchema,
    at: isoDateTimeSchema,
    items: z.string(),
  }),
  z.object({
    type: z.literal('mail'),
    id: idSchema,
    at: isoDateTimeSchema,
    kind: z.string(),
    subject: z.string(),
    to: z.string(),
    sent_at: isoDateTimeSchema.nullable(),
    attempts: z.int().nonnegative(),
    last_error: z.string().nullable(),
  }),
]);
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** Which steps the order's state allows now (the admin shows only these forms). */
export const orderActionsSchema = z.object({
  mark_paid: z.boolean(),
  ship: z.boolean(),
  deliver: z.boolean(),
  cancel: z.boolean(),
  refund: z.boolean(),
  /** The invoice in force can be corrected (cancelled by a credit note and replaced by a new one). */
  correct_invoice: z.boolean(),
  /** The delivery address can be set right: the order has not shipped and is not closed. */
  change_delivery_address: z.boolean(),
});

export const orderAdminDetailSchema = z.object({
  id: idSchema,
  ref: z.string(),
  created_at: isoDateTimeSchema,
  status: orderStatusSchema,
  country: orderCountrySchema,
  locale: z.string(),
  currency: currencyCodeSchema,
  customer: z.object({ id: idSchema, email: z.string(), name: z.string(), is_guest: z.boolean() }),
  invoice_address: postalAddressSchema,
  delivery_address: postalAddressSchema,
  payment_method: z.object({ code: paymentCodeSchema, title: z.string(), kind: z.enum(['online', 'prepayment', 'cash_on_delivery']) }),
  delivery_method: z.object({ code: z.string(), title: z.string() }),
  customer_note: z.string(),
  /** Staff's tags (issue 36); never shown to the shopper. */
  tags: z.array(z.string()),
  coupon_code: z.string().nullable(),
  lines: z.array(orderAdminLineSchema),
  totals: orderAdminTotalsSchema,
  payment: orderPaymentStateSchema,
  shipment: shipmentSchema.nullable(),
  delivered_at: isoDateTimeSchema.nullable(),
  canceled_at: isoDateTimeSchema.nullable(),
  refunds: z.array(refundSchema),
  /** Flagged payments of the order, oldest first. */
  payment_flags: z.array(paymentFlagSchema),
  documents: z.array(orderDocumentSchema),
  /** Every status change and every mail, oldest first. */
  timeline: z.array(timelineEntrySchema),
  /** Withdrawals declared for the order: when, what, whether processed, and the last day for the refund. */
  withdrawals: z.array(
    z.object({ id: idSchema, received_at: isoDateTimeSchema, items: z.string(), message: z.string(), processed_at: isoDateTimeSchema.nullable(), refund_due_on: isoDaySchema }),
  ),
  actions: orderActionsSchema,
  /**
   * What a refund by lines needs: the rate delivery and fee were charged at, whether a refund returned
   * them already, and whether returned units can go back to stock (only once the goods were shipped).
   */
  returns: z.object({ service_rate: z.number().nonnegative(), postage_refunded: z.boolean(), payment_fee_refunded: z.boolean(), restock_allowed: z.boolean() }),
});
export type OrderAdminDetail = z.infer<typeof orderAdminDetailSchema>;

// --- workflow ------------------------------------------------------------------------------------

const orderParams = z.object({ id: queryIdSchema });
const detailResponse = z.object({ data: orderAdminDetailSchema });

/** The prepayment (or cash on delivery) arrived: the day and the amount, as on the bank statement. */
export const markPaidBodySchema = z.strictObject({
  received_on: isoDaySchema,
  amount_cents: z.int({ error: 'Enter the amount that arrived.' }).positive({ error: 'Enter the amount that arrived.' }).max(100_000_000),
  /** The bank statement's reference (Verwendungszweck), to find the transfer again. */
  reference: z.string().trim().max(140).optional(),
  /** Made once per form: sending it again books nothing more. Without it, the same day, amount and reference count as the same receipt. */
  request_key: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, { error: 'Expected the form’s request key.' }).optional(),
});

/**
 * Money that came in over the total went back to the payer: the amount (at most that excess), the
 * day it was sent, as on the bank statement, and the transfer's reference or the payer's IBAN.
 */
export const payBackBodySchema = z.strictObject({
  paid_on: isoDaySchema,
  amount_cents: z.int({ error: 'Enter the amount sent back.' }).positive({ error: 'Enter the amount sent back.' }).max(100_000_000),
  reference: z.string().trim().max(140).optional(),
  /** Made once per form: sending it again books nothing more. */
  request_key: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, { error: 'Expected the form’s request key.' }),
});

/** A wrong payment entry is reversed by a negative one (never edited), with the reason. */
export const reversePaymentBodySchema = z.strictObject({
  reason: z.string().trim().min(1, { error: 'Say why the entry is wrong.' }).max(500),
});

export const shipBodySchema = z
  .strictObject({
    carrier: carrierCodeSchema,
    tracking_number: z.string().transform(normalizeTrackingNumber),
    /** Only for carrier "other": where the parcel is followed. */
    tracking_url: trackingUrlSchema.optional(),
    /** Required when a prepayment is not paid in full: why it ships now (kept in the timeline and audit). */
    unpaid_reason: z.string().trim().max(500).optional(),
  })
  .superRefine((body, context) => {
    const carrier = carriers[body.carrier];
    if (body.tracking_number === '') {
      context.addIssue({ code: 'custom', path: ['tracking_number'], message: 'Enter the tracking number.' });
    } else if (!carrier.pattern.test(body.tracking_number)) {
      const name = body.carrier === 'other' ? 'a' : `a ${carrier.name}`;
      context.addIssue({ code: 'custom', path: ['tracking_number'], message: `This is not ${name} tracking number (for example ${carrier.example}).` });
    }
    if (body.carrier === 'other' && !body.tracking_url) {
      context.addIssue({ code: 'custom', path: ['tracking_url'], message: 'Enter the tracking page of the carrier.' });
    }
  });
export type ShipBody = z.input<typeof shipBodySchema>;

/**
 * Delivered. Cash on delivery: `cash_collected_cents`, the open amount the form showed, is booked as
 * received today in the same transaction (refused with 409 when the open amount changed meanwhile).
 */
export const deliverBodySchema = z.strictObject({
  cash_collected_cents: z.int().positive().max(100_000_000).optional(),
});

/** An internal note (issue 36): for staff only, on the order's timeline; never shown to the shopper. */
export const orderNoteBodySchema = z.strictObject({
  text: requiredText(2000),
});

/** `notify_customer` (on unless switched off): the customer gets the cancellation mail. The reason stays internal. */
export const cancelBodySchema = z.strictObject({ reason: z.string().trim().max(500).optional(), notify_customer: z.boolean().default(true) });

export const refundBodySchema = z.strictObject({
  amount_cents: z.int({ error: 'Enter the amount to refund.' }).positive({ error: 'Enter the amount to refund.' }),
  reason: z.string().trim().min(1, { error: 'Say why the money goes back.' }).max(500),
  /** Made once per refund form: sending it again answers the refund made the first time. */
  request_key: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, { error: 'Expected the form’s request key.' }),
  /** On unless switched off: the customer gets the refund mail with the credit note attached. */
  notify_customer: z.boolean().default(true),
  /** Prepayment and cash on delivery: the payer's IBAN the money is sent to by hand (required there). */
  payer_iban: ibanSchema.optional(),
  /**
   * A refund by lines: the units returned per order line, each back to stock or not, and the delivery
   * and the payment fee when they go back. The amount must be what these come to (the confirmation
   * showed it); without lines, delivery or fee the refund is by amount alone (a goodwill refund).
   */
  lines: z
    .array(z.strictObject({ line_id: idSchema, quantity: z.int({ error: 'Enter a whole number of units.' }).min(0, { error: 'Enter a whole number of units.' }), restock: z.boolean().default(false) }))
    .max(500)
    .optional(),
  postage: z.boolean().optional(),
  payment_fee: z.boolean().optional(),
});

/**
 * Corrects the order's invoice (issue 34): a credit note cancels `invoice_id` in full and a new
 * invoice with the corrected invoice address replaces it; the amounts stay. `invoice_id` is the
 * invoice the form was opened on: once it was corrected, the call is refused (409), so a form sent
 * twice issues once. The reason is printed on both documents; the customer gets both by mail unless
 * `notify_customer` is off. The postcode is checked against the address's country.
 */
/** An order's copy of an address as staff set it right (the country and region stay: they set the delivery cost). */
export const orderAddressFieldsSchema = z.strictObject({
  company: optionalText(100),
  firstname: firstnameSchema,
  lastname: lastnameSchema,
  street: requiredText(100),
  street_number: requiredText(20),
  address_extra: optionalText(100),
  zipcode: postcodeSchema,
  city: requiredText(100),
});

export const correctInvoiceBodySchema = z.strictObject({
  invoice_id: idSchema,
  reason: z.string().trim().min(1, { error: 'Say what the correction sets right.' }).max(200, { error: 'At most 200 characters.' }),
  notify_customer: z.boolean().default(true),
  address: orderAddressFieldsSchema,
});

/** The delivery address set right before the order ships (issue 36); on the timeline with the reason. */
export const changeDeliveryAddressBodySchema = z.strictObject({
  address: orderAddressFieldsSchema.extend({ phone: optionalText(30) }),
  reason: optionalText(200),
});
export type CorrectInvoiceBody = z.input<typeof correctInvoiceBodySchema>;

/** A refund made by hand that still has to be transferred to the payer's IBAN. */
export const refundToTransferSchema = z.object({
  refund_id: idSchema,
  order_id: idSchema,
  order_ref: z.string(),
  country_iso: z.string(),
  amount_cents: z.int().positive(),
  currency: z.string(),
  payer_iban: z.string(),
  payer_name: z.string(),
  created_at: isoDateTimeSchema,
});
export type RefundToTransfer = z.infer<typeof refundToTransferSchema>;

const paymentFlagParams = z.object({ id: queryIdSchema, flag_id: queryIdSchema });

export const orderCalls = {
  list: defineCall({ method: 'GET', path: '/api/admin/orders', auth: 'staff', query: orderListQuerySchema, response: pageOf(orderRowSchema) }),
  detail: defineCall({ method: 'GET', path: '/api/admin/orders/:id', auth: 'staff', params: orderParams, response: detailResponse }),
  markPaid: defineCall({ method: 'POST', path: '/api/admin/orders/:id/paid', auth: 'staff', params: orderParams, body: markPaidBodySchema, response: detailResponse }),
  reversePayment: defineCall({
    method: 'POST',
    path: '/api/admin/orders/:id/payments/:entry_id/reverse',
    auth: 'staff',
    params: z.object({ id: queryIdSchema, entry_id: queryIdSchema }),
    body: reversePaymentBodySchema,
    response: detailResponse,
  }),
  payBack: defineCall({ method: 'POST', path: '/api/admin/orders/:id/payments/pay-back', auth: 'staff', params: orderParams, body: payBackBodySchema, response: detailResponse }),
  ship: defineCall({ method: 'POST', path: '/api/admin/orders/:id/ship', auth: 'staff', params: orderParams, body: shipBodySchema, response: detailResponse }),
  deliver: defineCall({ method: 'POST', path: '/api/admin/orders/:id/delivered', auth: 'staff', params: orderParams, body: deliverBodySchema, response: detailResponse }),
  /** An internal note on the order's timeline (issue 36): who wrote it and when; never shown to the shopper. */
  addNote: defineCall({ method: 'POST', path: '/api/admin/orders/:id/notes', auth: 'staff', params: orderParams, body: orderNoteBodySchema, response: detailResponse }),
  /** The order's tags, replaced as a whole (issue 36); the change is on the timeline. */
  setTags: defineCall({ method: 'PUT', path: '/api/admin/orders/:id/tags', auth: 'staff', params: orderParams, body: tagsBodySchema, response: detailResponse }),
  cancel: defineCall({ method: 'POST', path: '/api/admin/orders/:id/cancel', auth: 'staff', params: orderParams, body: cancelBodySchema, response: detailResponse }),
  refund: defineCall({ method: 'POST', path: '/api/admin/orders/:id/refunds', auth: 'staff', params: orderParams, body: refundBodySchema, response: detailResponse }),
  correctInvoice: defineCall({ method: 'POST', path: '/api/admin/orders/:id/invoice-corrections', auth: 'staff', params: orderParams, body: correctInvoiceBodySchema, response: detailResponse }),
  /** The delivery address set right while the order has not shipped (409 `order_state_conflict` once it has). */
  changeDeliveryAddress: defineCall({ method: 'PUT', path: '/api/admin/orders/:id/delivery-address', auth: 'staff', params: orderParams, body: changeDeliveryAddressBodySchema, response: detailResponse }),
  /** Refunds by hand not yet marked as transferred, oldest first. */
  refundsToTransfer: defineCall({ method: 'GET', path: '/api/admin/refunds/to-transfer', auth: 'staff', response: z.object({ data: z.array(refundToTransferSchema) }) }),
  /** The transfer of a refund by hand was sent (once; again changes nothing). */
  markRefundSent: defineCall({
    method: 'POST',
    path: '/api/admin/refunds/:refund_id/sent',
    auth: 'staff',
    params: z.object({ refund_id: queryIdSchema }),
    body: z.strictObject({}),
    response: z.object({ data: z.array(refundToTransferSchema) }),
  }),
  /**
   * Sends a flagged payment back to the payer: its amount through the provider's refund where the
   * provider has one (502 refund_failed when it refuses: nothing recorded), else recorded as sent by
   * hand. Once: a flag settled (or being refunded) already is refused (409).
   */
  settlePaymentFlag: defineCall({
    method: 'POST',
    path: '/api/admin/orders/:id/payment-flags/:flag_id/settle',
    auth: 'staff',
    params: paymentFlagParams,
    body: z.strictObject({}),
    response: detailResponse,
  }),
} as const;
