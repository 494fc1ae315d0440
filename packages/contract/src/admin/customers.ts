// The admin's customers: a list with search and paging, one customer with addresses, orders,
// reviews and newsletter state, and the actions on an account (company and VAT exemption after a
// VAT-id check, block and unblock, a password-reset mail). The role is set with `audit.setRole`.
import { z } from 'zod';
import { defineCall } from '../call.ts';
import { countryIsoOf } from '../fields/countries.ts';
import { fieldMessages } from '../fields/messages.ts';
import { checkVatId, vatIdCountryOf } from '../fields/vat.ts';
import { centsSchema, idSchema, okStatusSchema, queryIdSchema } from '../primitives.ts';
import { pageOf, pageQuerySchema } from './paging.ts';
import { postalAddressSchema } from '../customer/address.ts';
import { accountRoleSchema } from './staff.ts';
import { tagFilterSchema, tagsBodySchema } from './tags.ts';
import { requiredText } from '../fields/text.ts';

/** Field messages of the admin's customer forms (English, translated by the admin app). */
export const customerAdminMessages = {
  vat_id_prefix: 'Please enter the VAT number with its country prefix: DE, ATU or RO.',
  vat_exempt_needs_company: 'Only a company can buy without VAT: enter the company name.',
  vat_exempt_needs_vat_id: 'Buying without VAT needs a verified VAT number.',
  vat_exempt_same_country: 'A company from the shop’s own country pays VAT: no exemption.',
  vat_id_not_verified: 'VIES does not know this VAT number as valid.',
  vat_check_unavailable: 'The VAT number could not be checked now (VIES did not answer). Please try again later.',
  guest_cannot_be_blocked: 'A guest record has no sign-in to block.',
  cannot_block_self: 'You cannot block your own account.',
  cannot_act_above: 'You cannot take rights from an account that has more rights than yours.',
  last_admin: 'This is the last admin who can sign in: the shop needs one.',
} as const;

/** Which records the list shows: accounts (default), guest records (orders without an account), or both. */
export const customerKindSchema = z.enum(['accounts', 'guests', 'all']);
export type CustomerKind = z.infer<typeof customerKindSchema>;

export const customerListQuerySchema = pageQuerySchema.extend({
  /** Email, name, customer number or company; parts of them are enough. */
  q: z.string().trim().max(100).optional(),
  kind: customerKindSchema.default('accounts'),
  /** Customers with this tag (issue 36). */
  tag: tagFilterSchema.optional(),
});

export const customerListRowSchema = z.object({
  id: idSchema,
  ref: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  company: z.string().nullable(),
  country_id: idSchema,
  is_guest: z.boolean(),
  role: accountRoleSchema,
  blocked: z.boolean(),
  order_count: z.int().nonnegative(),
  created_at: z.string(),
  /** Staff's tags (issue 36). */
  tags: z.array(z.string()),
});
export type CustomerListRow = z.infer<typeof customerListRowSchema>;

export const customerNoteSchema = z.object({ id: idSchema, text: z.string(), author: z.string(), created_at: z.string() });
export type CustomerNote = z.infer<typeof customerNoteSchema>;

export const newsletterStateSchema = z.enum(['none', 'pending', 'subscribed', 'unsubscribed']);

export const customerDetailSchema = z.object({
  id: idSchema,
  ref: z.string(),
  email: z.string(),
  title_id: z.int().nonnegative(),
  firstname: z.string(),
  lastname: z.string(),
  /** The shop the account belongs to (5 DE, 13 AT, 146 RO). */
  country_id: idSchema,
  lang: z.string(),
  company: z.string().nullable(),
  vat_id: z.string().nullable(),
  /** The company's reference for its invoices (BT-10; a Leitweg-ID for a German authority). */
  buyer_reference: z.string().nullable(),
  is_company: z.boolean(),
  vat_exempt: z.boolean(),
  role: accountRoleSchema,
  /** A staff account signs in to the admin with a second factor (an admin may reset it: twoFactor.reset). */
  two_factor: z.boolean(),
  /** Staff's tags and internal notes (issue 36, newest note first); never shown to the shopper. */
  tags: z.array(z.string()),
  notes: z.array(customerNoteSchema),
  is_guest: z.boolean(),
  blocked_at: z.string().nullable(),
  created_at: z.string(),
  addresses: z.array(postalAddressSchema.omit({ title_id: true, state_id: true }).extend({ id: idSchema, label: z.string(), is_default: z.boolean() })),
  orders: z.array(z.object({ id: idSchema, ref: z.string(), created_at: z.string(), status: z.string(), total_cents: centsSchema, currency_code: z.string() })),
  reviews: z.array(
    z.object({
      id: idSchema,
      product_id: idSchema,
      product_title: z.string().nullable(),
      rating: z.int(),
      title: z.string(),
      status: z.enum(['pending', 'approved', 'rejected']),
      created_at: z.string(),
    }),
  ),
  newsletter: z.object({ status: newsletterStateSchema, since: z.string().nullable() }),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

/**
 * Company data: an empty company makes a private customer; a VAT id is checked for format and check
 * digit here (its country by its prefix) and against VIES by the back office; VAT-exempt needs a
 * company and a VAT id (the back office adds: verified, and of another country than the shop's).
 */
export const customerCompanyBodySchema = z
  .strictObject({
    company: z.string().trim().max(100, { error: fieldMessages.text_too_long }),
    vat_id: z.string().trim().max(20, { error: fieldMessages.text_too_long }),
    vat_exempt: z.boolean(),
    /** The company's reference for its invoices (BT-10; a Leitweg-ID); left out: unchanged. */
    buyer_reference: z.string().trim().max(100, { error: fieldMessages.text_too_long }).optional(),
  })
  .transform((value, ctx) => {
    let vatId = value.vat_id;
    if (vatId !== '') {
      const country = vatIdCountryOf(vatId);
      const check = country === undefined ? null : checkVatId(vatId, country);
      if (check === null) ctx.addIssue({ code: 'custom', path: ['vat_id'], message: customerAdminMessages.vat_id_prefix, input: vatId });
      else if (!check.ok) ctx.addIssue({ code: 'custom', path: ['vat_id'], message: check.message, input: vatId });
      else vatId = check.vatId;
    }
    if (value.vat_exempt && value.company === '') {
      ctx.addIssue({ code: 'custom', path: ['vat_exempt'], message: customerAdminMessages.vat_exempt_needs_company, input: value.vat_exempt });
    } else if (value.vat_exempt && value.vat_id === '') {
      ctx.addIssue({ code: 'custom', path: ['vat_exempt'], message: customerAdminMessages.vat_exempt_needs_vat_id, input: value.vat_exempt });
    }
    return { ...value, vat_id: vatId };
  });
export type CustomerCompanyBody = z.input<typeof customerCompanyBodySchema>;

/** Whether a VAT id of this country makes a customer of this shop VAT-exempt (intra-EU reverse charge). */
export function vatExemptionPossible(vatId: string, shopCountryId: number): boolean {
  const country = vatIdCountryOf(vatId);
  return country !== undefined && country !== countryIsoOf(shopCountryId);
}

/** What the VAT-id check answered: VIES itself, or the stand-in of the demo and the tests. */
export const vatCheckSchema = z.object({
  checked_by: z.enum(['vies', 'stand-in']),
  vat_id: z.string(),
  name: z.string().nullable(),
  address: z.string().nullable(),
  checked_at: z.string(),
});
export type VatCheckAnswer = z.infer<typeof vatCheckSchema>;

const idParams = z.object({ id: queryIdSchema });

/** An internal note on a customer (issue 36): for staff only. */
export const customerNoteBodySchema = z.strictObject({ text: requiredText(2000) });

export const customerCalls = {
  /** The customer's tags, replaced as a whole (issue 36). */
  setTags: defineCall({ method: 'PUT', path: '/api/admin/customers/:id/tags', auth: 'staff', params: idParams, body: tagsBodySchema, response: z.object({ data: z.object({ tags: z.array(z.string()) }) }) }),
  addNote: defineCall({ method: 'POST', path: '/api/admin/customers/:id/notes', auth: 'staff', params: idParams, body: customerNoteBodySchema, response: z.object({ data: customerNoteSchema }) }),
  list: defineCall({ method: 'GET', path: '/api/admin/customers', auth: 'staff', query: customerListQuerySchema, response: pageOf(customerListRowSchema) }),
  detail: defineCall({ method: 'GET', path: '/api/admin/customers/:id', auth: 'staff', params: idParams, response: z.object({ data: customerDetailSchema }) }),
  setCompany: defineCall({
    method: 'PUT',
    path: '/api/admin/customers/:id/company',
    auth: 'staff',
    params: idParams,
    body: customerCompanyBodySchema,
    response: z.object({
      status_code: okStatusSchema,
      data: z.object({ company: z.string().nullable(), vat_id: z.string().nullable(), buyer_reference: z.string().nullable(), is_company: z.boolean(), vat_exempt: z.boolean(), vat_check: vatCheckSchema.nullable() }),
    }),
  }),
  setBlocked: defineCall({
    method: 'PUT',
    path: '/api/admin/customers/:id/blocked',
    auth: 'staff',
    params: idParams,
    body: z.strictObject({ blocked: z.boolean() }),
    response: z.object({ status_code: okStatusSchema, data: z.object({ id: idSchema, blocked_at: z.string().nullable() }) }),
  }),
  /** A password-reset mail; one asked for within the last minutes is not sent again (the answer names it). */
  sendPasswordReset: defineCall({
    method: 'POST',
    path: '/api/admin/customers/:id/password-reset',
    auth: 'staff',
    params: idParams,
    response: z.object({ status_code: okStatusSchema, data: z.object({ requested_at: z.string(), sent_now: z.boolean() }) }),
  }),
} as const;
