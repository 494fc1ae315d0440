/**
 * Payment calls (spec section 7): POST /api/{code}/pay for each payment code, the Amazon wallet
 * variant, PayPal accept/cancel, order cancel, and the prepayment QR code.
 *
 * The pay payload keeps the legacy field names exactly (appliedCoupon, api_call, isCompany, ...).
 * `session_id` and `postage_tax_rule_title` are fixed values the storefront always sends
 * (`PAY_FIXED_VALUES`); the back office does not read meaning into them.
 */
import { z } from 'zod';
import { emailSchema } from '../fields/email.ts';
import { centsSchema, currencyCodeSchema, idSchema, localeSchema, okStatusSchema } from '../primitives.ts';

/**
 * Payment codes = the path segment of each /xxx/pay call: PayPal-type wallet, global card provider,
 * bank-transfer instant provider, card checkout provider, cash on delivery (Nachnahme / ramburs),
 * prepayment (Vorkasse), buy now pay later, Amazon-type wallet.
 */
export const paymentCodes = ['paypal', 'globalpayments', 'sofort', 'stripe', 'ramburs', 'vorkasse', 'klarna', 'amazon'] as const;
export type PaymentCode = (typeof paymentCodes)[number];
export const paymentCodeSchema = z.enum(paymentCodes);
/** The methods that take no money at the order (prepayment, cash on delivery): no provider, no wait after a failed payment. */
export const offlinePaymentCodes: readonly PaymentCode[] = ['vorkasse', 'ramburs'];

export const PAY_FIXED_VALUES = { session_id: 'storefront', postage_tax_rule_title: 'postage' } as const;

/**
 * Ours (additive): header with a key the storefront makes once per checkout attempt. Repeating a pay
 * call with the same cart and key answers the order of the first call instead of placing another.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** Prefix of the card checkout provider's answer: 'sessionId___' + the provider's session id. */
export const SESSION_ID_PREFIX = 'sessionId___';

export const payBodySchema = z.strictObject({
  cart_id: idSchema,
  /** Guests have a customer record too (created with their address at checkout). */
  customer_id: idSchema,
  /** The applied coupon code, null when none. */
  appliedCoupon: z.string().trim().min(1).max(50).nullable(),
  api_call: z.boolean(),
  session_id: z.string().min(1),
  email: emailSchema,
  delivery_address_id: idSchema,
  delivery_module_id: idSchema,
  invoice_address_id: idSchema,
  payment_module_id: idSchema,
  postage_tax_rule_title: z.string().min(1),
  country_id: idSchema,
  locale: localeSchema,
  isCompany: z.boolean(),
  /** Customer note for the order; empty string when none. */
  message: z.string().max(1000),
  /** A company's reference for this order's invoice (BT-10); left out: its account's, else the order number. */
  buyer_reference: z.string().trim().max(100).optional(),
  /** Ship only when every item can go at once. */
  isCompleteDelivery: z.boolean(),
  guest: z.boolean(),
  /**
   * Ours (additive): the express checkout this order finishes (issue 15, spec user_express). The
   * payer approved at the wallet from the cart; the order is paid with that wallet session.
   */
  express_id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/).optional(),
  /**
   * Ours (additive, issue 37): the pickup point of a local-pickup order, placed with it in one
   * transaction (the confirmation mail names it); the spec's two pickup calls after the order then
   * change nothing.
   */
  local_pickup_id: idSchema.optional(),
});
export type PayBody = z.input<typeof payBodySchema>;

/**
 * Where the browser goes next: an absolute http(s) URL or a site path (provider page, order-placed
 * page for offline methods), or for the card checkout provider 'sessionId___' + its session id.
 */
export const payRedirectSchema = z.string().refine(
  (value) => /^https?:\/\//.test(value) || value.startsWith('/') || (value.startsWith(SESSION_ID_PREFIX) && value.length > SESSION_ID_PREFIX.length),
  { error: 'Expected a URL, a path or a sessionId___ value.' },
);

export const payResponseSchema = z.object({
  status_code: okStatusSchema,
  data: z.object({
    order_id: idSchema,
    order_ref: z.string(),
    redirect_url: payRedirectSchema,
  }),
});
export type PayResponse = z.infer<typeof payResponseSchema>;

export type PayRedirect = { kind: 'url'; url: string } | { kind: 'session'; sessionId: string };

/** Read a pay answer's redirect: a URL to open, or the card provider's session id (prefix removed). */
export function parsePayRedirect(value: string): PayRedirect {
  return value.startsWith(SESSION_ID_PREFIX)
    ? { kind: 'session', sessionId: value.slice(SESSION_ID_PREFIX.length) }
    : { kind: 'url', url: value };
}

/** POST /api/amazon/pay, wallet variant: after the Amazon-type wallet's checkout session. */
export const amazonWalletPayBodySchema = z.strictObject({
  cart_id: idSchema,
  amazon_session_id: z.string().trim().min(1).max(255),
  customer_note: z.string().max(1000),
});
/** /api/amazon/pay takes either body. */
export const amazonPayBodySchema = z.union([payBodySchema, amazonWalletPayBodySchema]);

/**
 * POST /api/paypal/accept: the data the PayPal-type wallet's button hands over on approval. Its own
 * fields pass through (the provider adds fields over time); orderID is required.
 */
export const paypalAcceptBodySchema = z.strictObject({
  paypal_data: z.looseObject({
    orderID: z.string().min(1),
    payerID: z.string().nullable().optional(),
    paymentID: z.string().nullable().optional(),
    paymentSource: z.string().nullable().optional(),
  }),
});
/** Answer not shown in the spec: the paid order and where to go (order-placed page). */
export const paypalAcceptResponseSchema = payResponseSchema;

/** POST /api/paypal/cancel (payload not shown in the spec): the wallet order the shopper cancelled. */
export const paypalCancelBodySchema = z.strictObject({ paypal_order_id: z.string().min(1) });

export const orderStatuses = ['not_paid', 'paid', 'processing', 'sent', 'delivered', 'canceled', 'refunded', 'payment_error'] as const;
export const orderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const orderStatusResponseSchema = z.object({
  status_code: okStatusSchema,
  data: z.object({ order_id: idSchema, status: orderStatusSchema }),
});

/** POST /api/order/cancel. Failure: error code 'order_cancel_failed' ('Failed to cancel order'). */
export const orderCancelBodySchema = z.strictObject({ order_id: idSchema });

/**
 * POST /api/ExternalOrderApi/getQrCode (shape not shown in the spec): the EPC ("GiroCode") transfer
 * QR code for a prepayment order. `epc_payload` is the EPC069-12 text, `qr_svg` the rendered code.
 */
export const qrCodeBodySchema = z.strictObject({ order_id: idSchema });
/** The shop's bank details for an order's transfer, with the EPC ("GiroCode") QR code a banking app scans. */
export const bankTransferSchema = z.object({
  beneficiary: z.string(),
  iban: z.string(),
  bic: z.string(),
  amount_cents: centsSchema,
  currency: currencyCodeSchema,
  reference: z.string(),
  epc_payload: z.string(),
  qr_svg: z.string(),
});
export type BankTransferDetails = z.infer<typeof bankTransferSchema>;

export const qrCodeResponseSchema = z.object({
  status_code: okStatusSchema,
  data: bankTransferSchema.extend({ order_id: idSchema }),
});

/** The wallets with an express checkout from the cart (spec user_express). */
export const expressCodes = ['paypal', 'amazon'] as const;
export const expressCodeSchema = z.enum(expressCodes);
export type ExpressCode = z.infer<typeof expressCodeSchema>;

export const expressParamsSchema = z.strictObject({ code: expressCodeSchema });

/**
 * Ours: POST /api/express/:code/start, from the cart. The wallet returns the payer to the cart's
 * storefront (/express/{code}/return, or /cart?express=canceled); the back office sets both.
 */
export const expressStartBodySchema = z.strictObject({ cart_id: idSchema });
export const expressStartResponseSchema = z.object({
  status_code: okStatusSchema,
  data: z.object({ express_id: z.string(), redirect_url: z.url(), expires_at: z.iso.datetime() }),
});

/** Ours: POST /api/express/:code/payer, back from the wallet: the payer's data, for 30 minutes. */
export const expressPayerBodySchema = z.strictObject({ cart_id: idSchema, provider_session_id: z.string().trim().min(1).max(255) });
export const walletPayerSchema = z.object({
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  street: z.string(),
  zipcode: z.string(),
  city: z.string(),
  country_code: z.string(),
  phone: z.string().nullable(),
});
export type WalletPayerData = z.infer<typeof walletPayerSchema>;
export const expressPayerResponseSchema = z.object({
  status_code: okStatusSchema,
  data: z.object({ express_id: z.string(), payer: walletPayerSchema, expires_at: z.iso.datetime() }),
});
