// Signing in to the admin: the customer accounts with the role staff or admin, their own session
// (an HttpOnly cookie on the back-office origin) and the CSRF token the admin app sends on writes.
import { z } from 'zod';
import { defineCall } from '../call.ts';
import { emailSchema } from '../fields/email.ts';
import { idSchema, okStatusSchema, queryIdSchema } from '../primitives.ts';

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

/** Seconds the step between the password and the second factor stays open. */
export const STAFF_CHALLENGE_SECONDS = 300;
export const RECOVERY_CODE_COUNT = 10;

/**
 * What a right password gets when the account has a second factor ('code'), or must set one up
 * before it may use the admin ('enrol'): no session yet, only the challenge for the next step.
 */
export const staffSecondFactorStepSchema = z.object({
  second_factor: z.enum(['code', 'enrol']),
  challenge: z.string(),
  expires_in_seconds: z.int().positive(),
});
export type StaffSecondFactorStep = z.infer<typeof staffSecondFactorStepSchema>;

/** The session a sign-in answered, or null when it asks for the second factor first. */
export function sessionOfSignIn(data: StaffSession | StaffSecondFactorStep): StaffSession | null {
  return 'csrf_token' in data ? data : null;
}

const challengeSchema = z.string().min(20).max(100);
/** Six digits from the authenticator app (spaces typed between them are taken out). */
export const totpCodeSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: 'Please enter the six digits your authenticator app shows.' }));
/** A recovery code as printed (xxxxx-xxxxx); case and dashes do not matter. */
export const recoveryCodeSchema = z
  .string()
  .transform((value) => value.toLowerCase().replace(/[^a-z0-9]/g, ''))
  .pipe(z.string().regex(/^[a-z0-9]{10}$/, { error: 'A recovery code has ten letters and digits.' }));

export const staffSecondFactorBodySchema = z.union([
  z.strictObject({ challenge: challengeSchema, code: totpCodeSchema }),
  z.strictObject({ challenge: challengeSchema, recovery_code: recoveryCodeSchema }),
]);

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** The role requires it (the shop's setting STAFF_TWO_FACTOR): it cannot be switched off. */
  required: z.boolean(),
  confirmed_at: z.string().nullable(),
  recovery_codes_left: z.int().nonnegative(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const twoFactorEnrolmentSchema = z.object({
  /** Base32, for typing into an app that cannot scan. */
  secret: z.string(),
  otpauth_uri: z.string(),
  /** The QR code of otpauth_uri as an SVG document. */
  qr_svg: z.string(),
});

const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()).length(RECOVERY_CODE_COUNT) });

export const twoFactorCalls = {
  status: defineCall({ method: 'GET', path: '/api/admin/two-factor', auth: 'staff', response: z.object({ data: twoFactorStatusSchema }) }),
  /** A new secret to scan; signed in, or with an 'enrol' challenge from the sign-in. Replaces an unconfirmed one. */
  enrol: defineCall({
    method: 'POST',
    path: '/api/admin/two-factor/enrolment',
    auth: 'public',
    body: z.strictObject({ challenge: challengeSchema.optional() }),
    response: z.object({ data: twoFactorEnrolmentSchema }),
  }),
  /** The first code confirms the secret; the ten recovery codes are shown once. With a challenge it also signs in. */
  confirm: defineCall({
    method: 'POST',
    path: '/api/admin/two-factor/enrolment/confirm',
    auth: 'public',
    body: z.strictObject({ challenge: challengeSchema.optional(), code: totpCodeSchema }),
    response: z.object({ data: recoveryCodesSchema.extend({ session: staffSessionSchema.nullable() }) }),
  }),
  /** Ten new recovery codes (the old ones stop working); a current code proves the app is at hand. */
  newRecoveryCodes: defineCall({
    method: 'POST',
    path: '/api/admin/two-factor/recovery-codes',
    auth: 'staff',
    body: z.strictObject({ code: totpCodeSchema }),
    response: z.object({ data: recoveryCodesSchema }),
  }),
  /** Switches the second factor off, where the role does not require it. */
  disable: defineCall({
    method: 'POST',
    path: '/api/admin/two-factor/disable',
    auth: 'staff',
    body: z.strictObject({ code: totpCodeSchema }),
    response: z.object({ status_code: okStatusSchema }),
  }),
  /** An admin clears another staff member's second factor (a lost phone): their sessions end, they set it up again. */
  reset: defineCall({
    method: 'POST',
    path: '/api/admin/customers/:id/two-factor/reset',
    auth: 'admin',
    params: z.object({ id: queryIdSchema }),
    response: z.object({ status_code: okStatusSchema }),
  }),
} as const;

export const staffCalls = {
  /** The current admin session; 401 when there is none (the app shows the sign-in). */
  session: defineCall({ method: 'GET', path: '/api/admin/session', auth: 'staff', response: z.object({ data: staffSessionSchema }) }),
  /** A session, or (for an account with a second factor, or one that must set it up) the next step. */
  signIn: defineCall({
    method: 'POST',
    path: '/api/admin/session',
    auth: 'public',
    body: staffSignInBodySchema,
    response: z.object({ data: z.union([staffSessionSchema, staffSecondFactorStepSchema]) }),
  }),
  /** The code (or a recovery code) after a 'code' step: the session. */
  secondFactor: defineCall({
    method: 'POST',
    path: '/api/admin/session/second-factor',
    auth: 'public',
    body: staffSecondFactorBodySchema,
    response: z.object({ data: staffSessionSchema }),
  }),
  signOut: defineCall({ method: 'DELETE', path: '/api/admin/session', auth: 'staff', response: z.object({ status_code: okStatusSchema }) }),
} as const;
