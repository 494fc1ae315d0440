// The inbox of withdrawal declarations: open ones first, then processed ones; one declaration with
// its order (when the number matched one of the same email); marking it processed with a note.
import { z } from 'zod';
import { defineCall } from '../call.ts';
import { requiredText } from '../fields/text.ts';
import { centsSchema, idSchema, okStatusSchema, queryIdSchema } from '../primitives.ts';
import { pageOf, pageQuerySchema } from './paging.ts';

export const withdrawalStateSchema = z.enum(['open', 'processed']);

export const withdrawalListQuerySchema = pageQuerySchema.extend({ state: z.enum(['all', 'open', 'processed']).default('all') });

export const withdrawalRowSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  order_ref: z.string(),
  order_id: idSchema.nullable(),
  received_at: z.string(),
  state: withdrawalStateSchema,
  processed_at: z.string().nullable(),
});
export type WithdrawalRow = z.infer<typeof withdrawalRowSchema>;

export const withdrawalDetailSchema = withdrawalRowSchema.extend({
  items: z.string(),
  message: z.string(),
  locale: z.string(),
  country_id: idSchema,
  processed_note: z.string().nullable(),
  processed_by: z.object({ id: idSchema, email: z.string() }).nullable(),
  order: z.object({ id: idSchema, ref: z.string(), status: z.string(), created_at: z.string(), total_cents: centsSchema, currency_code: z.string() }).nullable(),
});
export type WithdrawalDetail = z.infer<typeof withdrawalDetailSchema>;

export const withdrawalProcessBodySchema = z.strictObject({ note: requiredText(2000) });

export const withdrawalCalls = {
  list: defineCall({ method: 'GET', path: '/api/admin/withdrawals', auth: 'staff', query: withdrawalListQuerySchema, response: pageOf(withdrawalRowSchema) }),
  detail: defineCall({
    method: 'GET',
    path: '/api/admin/withdrawals/:id',
    auth: 'staff',
    params: z.object({ id: queryIdSchema }),
    response: z.object({ data: withdrawalDetailSchema }),
  }),
  /** Marks a declaration processed; the same note again answers the same, another note on a processed one is refused. */
  process: defineCall({
    method: 'POST',
    path: '/api/admin/withdrawals/:id/process',
    auth: 'staff',
    params: z.object({ id: queryIdSchema }),
    body: withdrawalProcessBodySchema,
    response: z.object({ status_code: okStatusSchema, data: z.object({ id: idSchema, processed_at: z.string(), processed_note: z.string() }) }),
  }),
} as const;
