/**
 * Declaring withdrawal from a contract (§356a BGB, in force since 19 June 2026; the shops in Austria
 * and Romania offer the same function). Not in the spec: a legal extension. Anyone may declare, signed
 * in or not, for any contract: the order number need not exist. The back office stores the declaration
 * with the moment it was received and mails a confirmation stating both.
 */
import { z } from 'zod';
import { emailSchema } from '../fields/email.ts';
import { fieldMessages } from '../fields/messages.ts';
import { optionalText, requiredText } from '../fields/text.ts';
import { idSchema, isoDateTimeSchema, localeSchema, okStatusSchema } from '../primitives.ts';

export const withdrawalBodySchema = z.strictObject({
  name: requiredText(200).refine((value) => value.length >= 2, { error: fieldMessages.name_too_short }),
  email: emailSchema,
  order_ref: requiredText(40),
  /** Which items the withdrawal covers; empty means the whole contract. */
  items: optionalText(2000),
  message: optionalText(5000),
  locale: localeSchema,
});
export type WithdrawalBody = z.infer<typeof withdrawalBodySchema>;

export const withdrawalSchema = z.object({
  id: idSchema,
  /** When the back office received the declaration (UTC); the mail states it in the shop's time zone. */
  received_at: isoDateTimeSchema,
  /** The shop's time zone the confirmation uses, e.g. Europe/Berlin. */
  time_zone: z.string(),
  /** True when the order number belongs to an order placed with the same email. */
  order_linked: z.boolean(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const withdrawalResponseSchema = z.object({ status_code: okStatusSchema, data: withdrawalSchema });
