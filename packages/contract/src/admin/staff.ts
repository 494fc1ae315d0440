// Signing in to the admin: the customer accounts with the role staff or admin, their own session
// (an HttpOnly cookie on the back-office origin) and the CSRF token the admin app sends on writes.
import { z } from 'zod';
import { defineCall } from '../call.ts';
import { emailSchema } from '../fields/email.ts';
import { idSchema, okStatusSchema } from '../primitives.ts';

export const staffRoles = ['staff', 'admin'] as const;
export const staffRoleSchema = z.enum(staffRoles);
export type StaffRole = z.infer<typeof staffRoleSchema>;
export const accountRoleSchema = z.enum(['customer', ...staffRoles]);
export type AccountRole = z.infer<typeof accountRoleSchema>;

/** The header every admin write carries: the session's CSRF token. */
export const ADMIN_CSRF_HEADER = 'x-admin-csrf';
/** Minutes without a call after which the admin session ends. */
export const ADMIN_IDLE_MINUTES = 30;

export const staffSessionSchema = z.object({
  customer_id: idSchema,
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  csrf_token: z.string(),
  idle_minutes: z.int().positive(),
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

export const staffSignInBodySchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1, { error: 'Please enter your password.' }).max(200),
});

export const staffCalls = {
  /** The current admin session; 401 when there is none (the app shows the sign-in). */
  session: defineCall({ method: 'GET', path: '/api/admin/session', auth: 'staff', response: z.object({ data: staffSessionSchema }) }),
  signIn: defineCall({ method: 'POST', path: '/api/admin/session', auth: 'public', body: staffSignInBodySchema, response: z.object({ data: staffSessionSchema }) }),
  signOut: defineCall({ method: 'DELETE', path: '/api/admin/session', auth: 'staff', response: z.object({ status_code: okStatusSchema }) }),
} as const;
