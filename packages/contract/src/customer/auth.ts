/**
 * Registration, login and guest conversion (not in spec section 7, needed by /login-register and the
 * order-placed page). Ours:
 * - POST /api/customer/register: title, names, email twice, password twice, the invoice address and,
 *   for a company title, the company name and VAT id (checked for the address's country; the back office
 *   then verifies it, error 'vat_id_not_verified'). An existing email is error 'email_exists'.
 *   An association may give a company name and VAT id; other titles leave them out.
 * - POST /api/customer/login: email and password. Wrong data is error 'wrong_login'.
 * - POST /api/customer/convertGuest: a guest sets a password and becomes a full customer.
 * All three answer with a session: the customer token (6 h lifetime, spec section 4) and the user state.
 */
import { z } from 'zod';
import { addressFieldsSchema } from '../fields/address.ts';
import { countryIsoOf } from '../fields/countries.ts';
import { emailSchema } from '../fields/email.ts';
import { fieldMessages } from '../fields/messages.ts';
import { firstnameSchema, lastnameSchema } from '../fields/names.ts';
import { passwordConfirmSchema, passwordSchema } from '../fields/password.ts';
import { optionalText, whenStrings } from '../fields/text.ts';
import { customerTitleKind, customerTitleSchema } from '../fields/title.ts';
import { checkVatId } from '../fields/vat.ts';
import { idSchema, isoDateTimeSchema, localeSchema, okStatusSchema } from '../primitives.ts';
import { customerSchema } from './customer.ts';

/** Case- and space-insensitive equality of the email and its confirmation. */
function emailsMatch(value: { email: string; email_confirm: string }): boolean {
  return value.email.trim().toLowerCase() === value.email_confirm.trim().toLowerCase();
}

/**
 * Company name and VAT id: required for a company title; a given VAT id must fit the address country.
 * Runs while other fields still have problems, so it reads the value defensively.
 */
function checkCompanyFields(value: { title_id: number; company?: string | undefined; vat_id?: string | undefined; address: { country_id: number } }, ctx: z.RefinementCtx): void {
  const fields = value as unknown as Record<string, unknown>;
  const company = typeof fields.company === 'string' ? fields.company.trim() : '';
  const vatId = typeof fields.vat_id === 'string' ? fields.vat_id.trim() : '';
  if (typeof fields.title_id === 'number' && customerTitleKind(fields.title_id) === 'company') {
    if (company === '') ctx.addIssue({ code: 'custom', path: ['company'], message: fieldMessages.company_required, input: fields.company });
    if (vatId === '') ctx.addIssue({ code: 'custom', path: ['vat_id'], message: fieldMessages.required, input: fields.vat_id });
  }
  const address = fields.address as Record<string, unknown> | null | undefined;
  const country = typeof address?.country_id === 'number' ? countryIsoOf(address.country_id) : undefined;
  if (vatId !== '' && country !== undefined) {
    const check = checkVatId(vatId, country);
    if (!check.ok) ctx.addIssue({ code: 'custom', path: ['vat_id'], message: check.message, input: fields.vat_id });
  }
}

export const registerBodySchema = z
  .strictObject({
    title_id: customerTitleSchema,
    firstname: firstnameSchema,
    lastname: lastnameSchema,
    email: emailSchema,
    email_confirm: z.string(),
    password: passwordSchema,
    password_confirm: passwordConfirmSchema,
    company: optionalText(100),
    vat_id: optionalText(20),
    /** A company's reference for its invoices (BT-10; a Leitweg-ID for a German authority). */
    buyer_reference: optionalText(100),
    locale: localeSchema,
    newsletter: z.boolean().default(false),
    /** Invoice (default) address. */
    address: addressFieldsSchema,
  })
  .refine(emailsMatch, { path: ['email_confirm'], error: fieldMessages.emails_mismatch, when: whenStrings('email', 'email_confirm') })
  .refine((value) => value.password === value.password_confirm, {
    path: ['password_confirm'],
    error: fieldMessages.passwords_mismatch,
    when: whenStrings('password', 'password_confirm'),
  })
  .superRefine(checkCompanyFields, { when: (payload) => typeof payload.value === 'object' && payload.value !== null })
  .transform((value) => {
    const country = countryIsoOf(value.address.country_id);
    if (value.vat_id === undefined || value.vat_id === '' || country === undefined) return value;
    const check = checkVatId(value.vat_id, country);
    return check.ok ? { ...value, vat_id: check.vatId } : value;
  });
export type RegisterBody = z.input<typeof registerBodySchema>;
export type RegisterData = z.output<typeof registerBodySchema>;

export const loginBodySchema = z.strictObject({
  email: emailSchema,
  /** Only required here: older accounts may have shorter passwords than today's rule. */
  password: z.string({ error: fieldMessages.required }).min(1, { error: fieldMessages.required }),
});

export const convertGuestBodySchema = z
  .strictObject({
    customer_id: idSchema,
    email: emailSchema,
    password: passwordSchema,
    password_confirm: passwordConfirmSchema,
  })
  .refine((value) => value.password === value.password_confirm, {
    path: ['password_confirm'],
    error: fieldMessages.passwords_mismatch,
    when: whenStrings('password', 'password_confirm'),
  });

/** The signed-in session: token, its expiry, and the user-state flags (spec section 3, User state). */
export const sessionSchema = z.object({
  token: z.string().min(1),
  expires_at: isoDateTimeSchema,
  customer: customerSchema,
  /** Identifier the cart calls send as thelia_login. */
  user_identifier: z.string(),
  is_admin: z.boolean(),
  is_company: z.boolean(),
  exclude_vat: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;

export const sessionResponseSchema = z.object({ status_code: okStatusSchema, data: sessionSchema });
