// The audit log: every admin write with who, when, what and the state before and after. Only admins
// read it; they also set who is staff.
import { z } from 'zod';
import { defineCall } from '../call.ts';
import { idSchema, okStatusSchema, queryIdSchema } from '../primitives.ts';
import { pageOf, pageQuerySchema } from './paging.ts';
import { accountRoleSchema } from './staff.ts';

export const auditEntrySchema = z.object({
  id: idSchema,
  actor_email: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = pageQuerySchema.extend({
  entity: z.string().max(40).optional(),
  entity_id: z.string().max(40).optional(),
});

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
