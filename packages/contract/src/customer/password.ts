/**
 * Passwords. POST /api/changePassword (payload not shown in the spec): the signed-in customer gives
 * the current password and the new one twice; a wrong current password is error 'wrong_login'.
 * Password recovery (/forgot-password, not in section 7) is ours: request a reset mail, then set a new
 * password with the token from the mail. The request always answers 200, so it does not reveal which
 * emails have accounts.
 */
import { z } from 'zod';
import { emailSchema } from '../fields/email.ts';
import { fieldMessages } from '../fields/messages.ts';
import { passwordConfirmSchema, passwordSchema } from '../fields/password.ts';
import { whenStrings } from '../fields/text.ts';
import { localeSchema, okStatusSchema } from '../primitives.ts';
import { sessionSchema } from './auth.ts';

const passwordsMatch = {
  path: ['password_confirm'],
  error: fieldMessages.passwords_mismatch,
  when: whenStrings('password', 'password_confirm'),
};

export const changePasswordBodySchema = z
  .strictObject({
    current_password: z.string({ error: fieldMessages.required }).min(1, { error: fieldMessages.required }),
    password: passwordSchema,
    password_confirm: passwordConfirmSchema,
  })
  .refine((value) => value.password === value.password_confirm, passwordsMatch);

export const passwordResetRequestBodySchema = z.strictObject({ email: emailSchema, locale: localeSchema });

export const passwordResetBodySchema = z
  .strictObject({
    token: z.string().min(16).max(512),
    password: passwordSchema,
    password_confirm: passwordConfirmSchema,
  })
  .refine((value) => value.password === value.password_confirm, passwordsMatch);

export const okResponseSchema = z.object({ status_code: okStatusSchema });

/**
 * A password change ends every other session (their tokens stop working), so the answer carries a
 * fresh session for the one that made the change.
 */
export const changePasswordResponseSchema = okResponseSchema.extend({ data: sessionSchema.optional() });
