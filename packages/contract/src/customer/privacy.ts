/**
 * Privacy in the account (issue 17; GDPR articles 15-17 and 20): ours, not in the spec's section 7.
 *
 * - GET /api/customer/data-export: everything the shop keeps about the signed-in customer, as JSON
 *   (profile, addresses, orders with their lines and addresses, newsletter consent, reviews).
 * - POST /api/customer/delete: the account goes, confirmed with the password. Orders stay (invoices
 *   and bookkeeping must be kept), with the personal data not needed for them removed; every session
 *   ends; the email address is free for a new registration.
 * - POST /api/customer/profile: a new name.
 * - POST /api/customer/email-change: a new email address, confirmed with the password; it takes effect
 *   only when the link mailed to the new address is followed (POST .../email-change/confirm, shop
 *   auth: the link may be opened in any browser). An address of another account: 'email_exists'.
 */
import { z } from 'zod';
import { emailSchema } from '../fields/email.ts';
import { fieldMessages } from '../fields/messages.ts';
import { firstnameSchema, lastnameSchema } from '../fields/names.ts';
import { isoDateTimeSchema, okStatusSchema } from '../primitives.ts';

const currentPasswordSchema = z.string({ error: fieldMessages.required }).min(1, { error: fieldMessages.required }).max(128);

export const accountDeleteBodySchema = z.strictObject({ current_password: currentPasswordSchema });
export const profileUpdateBodySchema = z.strictObject({ firstname: firstnameSchema, lastname: lastnameSchema });
export const emailChangeBodySchema = z.strictObject({ email: emailSchema, current_password: currentPasswordSchema });
export const emailChangeConfirmBodySchema = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, { error: fieldMessages.link_invalid }),
});
export const emailChangeConfirmResponseSchema = z.object({ status_code: okStatusSchema, data: z.object({ email: z.string() }) });

const exportedAddressSchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
  company: z.string().nullable(),
  street: z.string(),
  street_number: z.string(),
  address_extra: z.string().nullable(),
  zipcode: z.string(),
  city: z.string(),
  country_id: z.int(),
  phone: z.string().nullable(),
});

export const dataExportSchema = z.object({
  exported_at: isoDateTimeSchema,
  profile: z.object({
    customer_number: z.string(),
    email: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    company: z.string().nullable(),
    vat_id: z.string().nullable(),
    language: z.string(),
    registered_at: z.string(),
  }),
  addresses: z.array(exportedAddressSchema.extend({ label: z.string(), is_default: z.boolean() })),
  orders: z.array(
    z.object({
      ref: z.string(),
      created_at: z.string(),
      status: z.string(),
      email: z.string(),
      total_taxed_cents: z.int(),
      currency: z.string(),
      payment: z.string(),
      customer_note: z.string(),
      lines: z.array(z.object({ ref: z.string(), title: z.string(), quantity: z.int(), line_taxed_cents: z.int() })),
      addresses: z.array(exportedAddressSchema.extend({ kind: z.string() })),
    }),
  ),
  consents: z.object({
    newsletter: z.object({ status: z.string(), subscribed_at: z.string().nullable(), confirmed_at: z.string().nullable(), unsubscribed_at: z.string().nullable() }).nullable(),
  }),
  reviews: z.array(z.object({ product_id: z.int(), author: z.string(), rating: z.int(), title: z.string(), content: z.string(), created_at: z.string() })),
});
export type DataExport = z.infer<typeof dataExportSchema>;
export const dataExportResponseSchema = z.object({ data: dataExportSchema });
