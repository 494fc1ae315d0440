// The admin's dashboard: what happened today and this month per country (each in its own currency
// and time zone), and what waits for someone: prepayments not yet received, prepayments that came
// with another amount, payments to refund (flagged), reviews, withdrawal declarations and mails that
// could not be sent.
import { z } from 'zod';
import { defineCall } from '../call.ts';
import { centsSchema, currencyCodeSchema, idSchema, isoDateTimeSchema, queryInt } from '../primitives.ts';
import { paymentFlagReasonSchema } from './orders.ts';

/** Prepayment orders count as overdue after this many days unless the page asks otherwise. */
export const DEFAULT_PREPAYMENT_DAYS = 3;
/** At most this many rows of each list; the count says how many there are. */
export const DASHBOARD_LIST_LIMIT = 50;

export const dashboardQuerySchema = z.object({
  prepayment_days: queryInt(z.int().min(1, { error: 'Please enter at least 1 day.' }).max(365, { error: 'Please enter at most 365 days.' })).default(DEFAULT_PREPAYMENT_DAYS),
});

/** Orders and revenue of one period: revenue is the gross totals less refunds, in the country's currency. */
export const periodFiguresSchema = z.object({
  /** The day (YYYY-MM-DD) or month (YYYY-MM) in the country's time zone. */
  period: z.string(),
  orders: z.int().nonnegative(),
  gross_cents: centsSchema,
  refunded_cents: centsSchema,
  revenue_cents: centsSchema,
});
export type PeriodFigures = z.infer<typeof periodFiguresSchema>;

export const countryFiguresSchema = z.object({
  country_id: idSchema,
  iso: z.string(),
  currency: currencyCodeSchema,
  time_zone: z.string(),
  today: periodFiguresSchema,
  month: periodFiguresSchema,
});
export type CountryFigures = z.infer<typeof countryFiguresSchema>;

export const openPrepaymentSchema = z.object({
  id: idSchema,
  ref: z.string(),
  email: z.string(),
  country_iso: z.string(),
  created_at: z.string(),
  /** Whole days since the order was placed. */
  age_days: z.int().nonnegative(),
  amount_cents: centsSchema,
  currency: currencyCodeSchema,
});
export type OpenPrepayment = z.infer<typeof openPrepaymentSchema>;

export const amountMismatchSchema = z.object({
  id: idSchema,
  ref: z.string(),
  country_iso: z.string(),
  total_cents: centsSchema,
  received_cents: centsSchema,
  /** received minus total: negative when less came than was due. */
  difference_cents: z.int(),
  /** partially_paid: the difference is still open; overpaid: it is to be paid back. */
  state: z.enum(['partially_paid', 'overpaid']),
  received_on: z.string().nullable(),
  currency: currencyCodeSchema,
});
export type AmountMismatch = z.infer<typeof amountMismatchSchema>;

/** A flagged payment not yet sent back: money a provider took that could not make its order paid. */
export const paymentToRefundSchema = z.object({
  flag_id: idSchema,
  order_id: idSchema,
  ref: z.string(),
  country_iso: z.string(),
  provider: z.string(),
  amount_cents: z.int(),
  currency: currencyCodeSchema,
  reason: paymentFlagReasonSchema,
  /** When the provider reported it. */
  created_at: isoDateTimeSchema,
  /** refunding: the provider is being asked. */
  status: z.enum(['open', 'refunding']),
});
export type PaymentToRefund = z.infer<typeof paymentToRefundSchema>;

export const dashboardSchema = z.object({
  generated_at: z.string(),
  countries: z.array(countryFiguresSchema),
  open_prepayments: z.object({ older_than_days: z.int().positive(), total: z.int().nonnegative(), orders: z.array(openPrepaymentSchema) }),
  amount_mismatches: z.object({ total: z.int().nonnegative(), orders: z.array(amountMismatchSchema) }),
  /** Newest first. */
  payments_to_refund: z.object({ total: z.int().nonnegative(), payments: z.array(paymentToRefundSchema) }),
  reviews_waiting: z.int().nonnegative(),
  withdrawals_open: z.int().nonnegative(),
  mails_failed: z.int().nonnegative(),
  /** The morning's work (issue 36): orders to ship now, and prepayments to chase (the order list's `work` filter). */
  orders_to_ship: z.int().nonnegative(),
  orders_to_chase: z.int().nonnegative(),
  /** Variant-and-centre pairs of shown products at or below their reorder point (the product list's `stock=low`). */
  low_stock: z.int().nonnegative(),
  /**
   * RO e-Factura (issue 35): documents ANAF rejected and not yet corrected, and documents not yet
   * accepted whose five working days end by the next working day (due_soon) or have ended (overdue).
   */
  efactura: z.object({ configured: z.boolean(), rejected: z.int().nonnegative(), due_soon: z.int().nonnegative(), overdue: z.int().nonnegative() }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const dashboardCalls = {
  get: defineCall({ method: 'GET', path: '/api/admin/dashboard', auth: 'staff', query: dashboardQuerySchema, response: z.object({ data: dashboardSchema }) }),
} as const;
