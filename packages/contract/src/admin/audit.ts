// The audit log: every admin write with who, when, what and the state before and after. Only admins
// read it; they also set who is staff.
import { z } from 'zod';
import { defineCall } from '../call.ts';
import { idSchema, okStatusSchema, queryIdSchema } from '../primitives.ts';
import { isoDaySchema, pageOf, pageQuerySchema } from './paging.ts';
import { accountRoleSchema } from './staff.ts';

export const auditEntrySchema = z.object({
  id: idSchema,
  actor_email: z.string(),
  /** The staff member's name as the account has it now; null for the command line or a removed account. */
  actor_name: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  /** The object's name and number as it is now ("Aluminium-Duschablage Spree (DA-000338)", "2026-000001"); null when unknown. */
  entity_label: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = pageQuerySchema
  .extend({
    entity: z.string().max(40).optional(),
    entity_id: z.string().max(40).optional(),
    /** Who: part of the staff member's email or name. */
    actor: z.string().trim().max(100).optional(),
    /** On or after this day, on or before that one (Berlin time, the admin's days). */
    from: isoDaySchema.optional(),
    to: isoDaySchema.optional(),
  })
  .refine((query) => query.from === undefined || query.to === undefined || query.from <= query.to, { error: 'The end date must not be before the start date.', path: ['to'] });

export const auditCalls = {
  list: defineCall({ method: 'GET', path: '/api/admin/audit', auth: 'admin', query: auditQuerySchema, response: pageOf(auditEntrySchema) }),
  setRole: defineCall({
    method: 'PUT',
    path: '/api/admin/customers/:id/role',
    auth: 'admin',
    params: z.object({ id: queryIdSchema }),
    body: z.strictObject({ role: accountRoleSchema }),
    response: z.object({ status_code: okStatusSchema, data: z.object({ id: idSchema, role: accountRoleSchema }) }),
  }),
} as const;
