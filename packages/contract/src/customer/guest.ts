/**
 * Guest checkout identity (not in spec section 7; ours): before paying, the checkout turns the guest's
 * email and addresses into a guest customer record, so the pay payload can carry customer_id and the
 * address ids (spec section 7, pay calls). The same email again reuses the guest record (and an identical
 * address its id). An email that belongs to a full account is error 'account_exists_for_email' (the UI
 * links to password recovery).
 */
import { z } from 'zod';
import { addressFieldsSchema } from '../fields/address.ts';
import { emailSchema } from '../fields/email.ts';
import { idSchema, localeSchema, okStatusSchema } from '../primitives.ts';

export const guestCheckoutIdentityBodySchema = z.strictObject({
  email: emailSchema,
  /** The shop the guest buys in: its language is used for mails. */
  locale: localeSchema,
  invoice_address: addressFieldsSchema,
  /** Left out when goods go to the invoice address. */
  delivery_address: addressFieldsSchema.optional(),
});
export type GuestCheckoutIdentityBody = z.input<typeof guestCheckoutIdentityBodySchema>;

export const guestCheckoutIdentityResponseSchema = z.object({
  status_code: okStatusSchema,
  data: z.object({
    customer_id: idSchema,
    invoice_address_id: idSchema,
    /** Equals invoice_address_id when no delivery address was given. */
    delivery_address_id: idSchema,
  }),
});
