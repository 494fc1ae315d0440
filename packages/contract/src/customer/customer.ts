/**
 * Customer entity (spec section 3), legacy upper-case names. Address fields are those of the default
 * address: ADDRESS1 street, ADDRESS2 street number, ADDRESS3 extra line. TITLE: 1 Mr, 2 Miss,
 * 5 Association, any other value Company (`customerTitleKind`).
 */
import { z } from 'zod';
import { emailSchema } from '../fields/email.ts';
import { idSchema } from '../primitives.ts';

export const customerSchema = z.object({
  ID: idSchema,
  ADDRESS_ID: idSchema.nullable(),
  EMAIL: z.string(),
  FIRSTNAME: z.string(),
  LASTNAME: z.string(),
  REF: z.string(),
  COMPANY: z.string().nullable(),
  TITLE: z.int().nonnegative(),
  ADDRESS_FIRSTNAME: z.string().nullable(),
  ADDRESS_LASTNAME: z.string().nullable(),
  ADDRESS1: z.string().nullable(),
  ADDRESS2: z.string().nullable(),
  ADDRESS3: z.string().nullable(),
  CITY: z.string().nullable(),
  COUNTRY_TITLE: z.string().nullable(),
  COUNTRY_ID: idSchema.nullable(),
  STATE_TITLE: z.string().nullable(),
  STATE_ID: idSchema.nullable(),
  CELLPHONE: z.string().nullable(),
  PHONE: z.string().nullable(),
  ZIPCODE: z.string().nullable(),
  ADDRESS_TITLE_ID: idSchema.nullable(),
});
export type Customer = z.infer<typeof customerSchema>;

/** GET /api/ExternalOrderApi/customer?email: `CustomerItems`, empty when no account has the email. */
export const customerByEmailQuerySchema = z.object({ email: emailSchema });
export const customerByEmailResponseSchema = z.object({ CustomerItems: z.array(customerSchema) });
