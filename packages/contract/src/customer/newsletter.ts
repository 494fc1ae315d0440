/**
 * Newsletter (spec sections 1, 2, 5; calls not in section 7, ours): subscribe sends a confirmation
 * mail (double opt-in), unsubscribe takes the email. Both answer 200 whether or not the email was known.
 */
import { z } from 'zod';
import { newsletterEmailSchema } from '../fields/email.ts';
import { localeSchema, okStatusSchema } from '../primitives.ts';

export const newsletterSubscribeBodySchema = z.strictObject({ email: newsletterEmailSchema, locale: localeSchema });
/**
 * Unsubscribe takes effect with the token from a newsletter mail, or for the signed-in customer's own
 * email; otherwise the back office mails an unsubscribe link and answers 'confirmation_sent'.
 */
export const newsletterUnsubscribeBodySchema = z.strictObject({
  email: newsletterEmailSchema,
  token: z.string().min(16).max(512).optional(),
});
/** POST /api/newsletter/confirm: the token from the confirmation mail (double opt-in). */
export const newsletterConfirmBodySchema = z.strictObject({ token: z.string().min(16).max(512) });
export const newsletterResponseSchema = z.object({
  status_code: okStatusSchema,
  data: z.object({ status: z.enum(['confirmation_sent', 'subscribed', 'unsubscribed']) }),
});
