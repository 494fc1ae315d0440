/**
 * Guest checkout identity (not in spec section 7; ours): before paying, the checkout turns the guest's
 * email and addresses into a guest customer record, so the pay payload can carry customer_id and the
 * address ids (spec section 7, pay calls). The same email again reuses the guest record (and an identical
 * address its id). An email that belongs to a full account is error 'account_exists_for_email' (the UI
 * links to password recovery).
 */
import { z } from 'zod';
import { addressFieldsSchema } from '../fields/address.ts';
import { countryIsoOf, type CountryIso } from '../fields/countries.ts';
import { emailSchema } from '../fields/email.ts';
import { fieldMessages } from '../fields/messages.ts';
import { vatIdSchemaFor } from '../fields/vat.ts';
import { idSchema, localeSchema, okStatusSchema } from '../primitives.ts';

/**
 * A guest ordering as a company (issue 17): the company's name and its VAT id, which must fit the
 * invoice address's country (format and check digit here; the back office then asks VIES, error
 * 'vat_id_not_verified' at `company.vat_id`). The output's vat_id is canonical ('DE136695976').
 */
export function guestCompanySchemaFor(country: CountryIso) {
  return z.strictObject({
    name: z.string({ error: fieldMessages.required }).trim().min(1, { error: fieldMessages.company_required }).max(100, { error: fieldMessages.text_too_long }),
    vat_id: vatIdSchemaFor(country),
    /** The company's reference for its invoices (BT-10; a Leitweg-ID for a German authority). */
    buyer_reference: z.string().trim().max(100, { error: fieldMessages.text_too_long }).optional(),
  });
}

export const guestCheckoutIdentityBodySchema = z
  .strictObject({
    email: emailSchema,
    /** The shop the guest buys in: its language is used for mails. */
    locale: localeSchema,
    invoice_address: addressFieldsSchema,
    /** Left out when goods go to the invoice address. */
    delivery_address: addressFieldsSchema.optional(),
    /** Left out by a private buyer. */
    company: z.object({ name: z.string(), vat_id: z.string(), buyer_reference: z.string().optional() }).optional(),
  })
  .transform((value, ctx) => {
    if (value.company === undefined) return { ...value, company: undefined };
    const country = countryIsoOf(value.invoice_address.country_id);
    if (country === undefined) return { ...value, company: undefined };
    const parsed = guestCompanySchemaFor(country).safeParse(value.company);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.issues.push({ code: 'custom', message: issue.message, path: ['company', ...issue.path], input: value.company });
      return z.NEVER;
    }
    return { ...value, company: parsed.data };
  });
export type GuestCheckoutIdentityBody = z.input<typeof guestCheckoutIdentityBodySchema>;

export const guestCheckoutIdentityResponseSchema = z.object({
  status_code: okStatusSchema,
  data: z.object({
    customer_id: idSchema,
    invoice_address_id: idSchema,
    /** Equals invoice_address_id when no delivery address was given. */
    delivery_address_id: idSchema,
    /**
     * What VIES said of the company's VAT id: 'verified', or 'pending' when VIES could not be reached
     * (accepted as not verified yet; checked again later). Null for a private buyer.
     */
    vat_id_status: z.enum(['verified', 'pending']).nullable().default(null),
  }),
});
