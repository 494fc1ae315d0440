// The admin's coupons: a list with how often each was used, and one coupon to create or change
// (percent, amount or free delivery; validity days; minimum order; total and per-customer limits;
// one shop or all). Amounts are gross cents in the coupon's currency; a coupon of one shop has that
// shop's currency. The checkout applies and counts them (back office, modules/coupons).
import { z } from 'zod';
import { defineCall } from '../call.ts';
import { countryIdSchema } from '../fields/countries.ts';
import { countryFactsOf } from '../shop/country-facts.ts';
import { idSchema, okStatusSchema, queryIdSchema } from '../primitives.ts';
import { isoDaySchema, pageOf, pageQuerySchema } from './paging.ts';

/** Field messages of the coupon form (English, translated by the admin app). */
export const couponAdminMessages = {
  code_format: 'Use 3 to 40 letters, digits, hyphens or underscores.',
  code_taken: 'Another coupon already has this code.',
  percent_range: 'Enter a percentage from 1 to 100.',
  amount_required: 'Enter the amount the coupon takes off.',
  amount_positive: 'Enter an amount above 0.',
  currency_required: 'An amount needs a currency: choose a shop or a currency.',
  currency_of_shop: 'A coupon of one shop has that shop’s currency.',
  until_before_from: 'The last day must not be before the first day.',
  limit_positive: 'Enter a whole number of at least 1, or leave it empty for no limit.',
} as const;

export const couponKindSchema = z.enum(['percent', 'amount', 'free_shipping']);
export type CouponKind = z.infer<typeof couponKindSchema>;
export const couponCurrencySchema = z.enum(['EUR', 'RON']);

const limitSchema = z.int({ error: couponAdminMessages.limit_positive }).min(1, { error: couponAdminMessages.limit_positive }).nullable();

/** A coupon as the admin writes it; the answer of the parse is what the back office stores. */
export const couponBodySchema = z
  .strictObject({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9_-]{3,40}$/, { error: couponAdminMessages.code_format }),
    kind: couponKindSchema,
    percent: z.int({ error: couponAdminMessages.percent_range }).min(1, { error: couponAdminMessages.percent_range }).max(100, { error: couponAdminMessages.percent_range }).nullable(),
    amount_cents: z.int({ error: couponAdminMessages.amount_positive }).min(1, { error: couponAdminMessages.amount_positive }).nullable(),
    /** One shop (5 DE, 13 AT, 146 RO), or null: every shop (of the currency, when one is set). */
    country_id: countryIdSchema.nullable(),
    currency_code: couponCurrencySchema.nullable(),
    min_order_cents: z.int({ error: couponAdminMessages.amount_positive }).min(1, { error: couponAdminMessages.amount_positive }).nullable(),
    /** First and last day (UTC days, both included); null: no bound. */
    valid_from: isoDaySchema.nullable(),
    valid_until: isoDaySchema.nullable(),
    max_uses: limitSchema,
    max_uses_per_customer: limitSchema,
    active: z.boolean(),
  })
  .transform((value, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message, input: value });
    if (value.kind === 'percent' && value.percent === null) issue('percent', couponAdminMessages.percent_range);
    if (value.kind === 'amount' && value.amount_cents === null) issue('amount_cents', couponAdminMessages.amount_required);
    const shopCurrency = value.country_id === null ? null : countryFactsOf(value.country_id).currency.code;
    if (shopCurrency !== null && value.currency_code !== null && value.currency_code !== shopCurrency) issue('currency_code', couponAdminMessages.currency_of_shop);
    const currency = shopCurrency ?? value.currency_code;
    const amount = value.kind === 'amount' ? value.amount_cents : null;
    if (currency === null && (amount !== null || value.min_order_cents !== null)) issue('currency_code', couponAdminMessages.currency_required);
    if (value.valid_from !== null && value.valid_until !== null && value.valid_until < value.valid_from) issue('valid_until', couponAdminMessages.until_before_from);
    return {
      ...value,
      percent: value.kind === 'percent' ? value.percent : null,
      amount_cents: amount,
      currency_code: currency,
    };
  });
export type CouponBody = z.input<typeof couponBodySchema>;
export type CouponValues = z.output<typeof couponBodySchema>;

export const couponRowSchema = z.object({
  id: idSchema,
  code: z.string(),
  kind: couponKindSchema,
  percent: z.int().nullable(),
  amount_cents: z.int().nullable(),
  country_id: idSchema.nullable(),
  currency_code: z.string().nullable(),
  min_order_cents: z.int().nullable(),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  max_uses: z.int().nullable(),
  max_uses_per_customer: z.int().nullable(),
  active: z.boolean(),
  /** Orders holding the coupon now (a failed or cancelled order gives its use back). */
  used_count: z.int().nonnegative(),
  created_at: z.string(),
});
export type CouponRow = z.infer<typeof couponRowSchema>;

export const couponListQuerySchema = pageQuerySchema.extend({
  /** A part of the code. */
  q: z.string().trim().max(40).optional(),
});

const idParams = z.object({ id: queryIdSchema });
const couponAnswer = z.object({ status_code: okStatusSchema, data: couponRowSchema });

export const couponCalls = {
  list: defineCall({ method: 'GET', path: '/api/admin/coupons', auth: 'staff', query: couponListQuerySchema, response: pageOf(couponRowSchema) }),
  detail: defineCall({ method: 'GET', path: '/api/admin/coupons/:id', auth: 'staff', params: idParams, response: z.object({ data: couponRowSchema }) }),
  create: defineCall({ method: 'POST', path: '/api/admin/coupons', auth: 'staff', body: couponBodySchema, response: couponAnswer }),
  update: defineCall({ method: 'PUT', path: '/api/admin/coupons/:id', auth: 'staff', params: idParams, body: couponBodySchema, response: couponAnswer }),
} as const;
