// The mail outbox: every mail the shop wrote, with its state (sent; waiting for the sender, maybe
// after a failed attempt; failed: given up after the sender's attempts, with the last error), one
// mail's subject and text, and sending a failed one again. One-time links (password reset,
// newsletter, guest order) are never shown: the stored body holds a placeholder until the mail is
// sent, and a note afterwards.
import { z } from 'zod';
import { defineCall } from '../call.ts';
import { idSchema, okStatusSchema, queryIdSchema } from '../primitives.ts';
import { pageOf, pageQuerySchema } from './paging.ts';

export const mailStatusSchema = z.enum(['sent', 'waiting', 'failed']);
export type MailStatus = z.infer<typeof mailStatusSchema>;

export const mailListQuerySchema = pageQuerySchema.extend({
  status: mailStatusSchema.optional(),
  /** Recipient, or a part of the address. */
  to: z.string().trim().max(254).optional(),
});

export const mailRowSchema = z.object({
  id: idSchema,
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: mailStatusSchema,
  attempts: z.int().nonnegative(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  order_id: idSchema.nullable(),
});
export type MailRow = z.infer<typeof mailRowSchema>;

export const mailDetailSchema = mailRowSchema.extend({
  /** The text part, one-time links replaced by a note. */
  text: z.string(),
  /** The mail held a one-time link (hidden here). */
  had_secret_link: z.boolean(),
  /** A failed or sent mail that can be sent again (not one whose one-time link was removed). */
  resendable: z.boolean(),
});
export type MailDetail = z.infer<typeof mailDetailSchema>;

export const mailCalls = {
  list: defineCall({ method: 'GET', path: '/api/admin/mails', auth: 'staff', query: mailListQuerySchema, response: pageOf(mailRowSchema) }),
  detail: defineCall({ method: 'GET', path: '/api/admin/mails/:id', auth: 'staff', params: z.object({ id: queryIdSchema }), response: z.object({ data: mailDetailSchema }) }),
  /**
   * Sends a mail again: a failed one goes back in the sender's queue, a sent one is queued as a copy
   * (its id answered); asked again while that waits, the same answer (mail_not_resendable for a mail
   * whose one-time link was removed).
   */
  resend: defineCall({
    method: 'POST',
    path: '/api/admin/mails/:id/resend',
    auth: 'staff',
    params: z.object({ id: queryIdSchema }),
    response: z.object({ status_code: okStatusSchema, data: z.object({ id: idSchema, status: mailStatusSchema }) }),
  }),
} as const;
