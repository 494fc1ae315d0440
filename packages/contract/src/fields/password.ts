import { z } from 'zod';
import { fieldMessages } from './messages.ts';
import { whenFilled } from './text.ts';

/**
 * The least length of a new password (registration, change, reset, guest conversion). The spec says
 * 4 (section 5); we ask 8 for new passwords, as current password guidance does (deviation recorded in
 * docs/spec-conformance.md). Existing shorter passwords still sign in: login only needs a password.
 */
export const NEW_PASSWORD_MIN_LENGTH = 8;

/** A new password: at least NEW_PASSWORD_MIN_LENGTH characters; not trimmed, spaces count. */
export const passwordSchema = z
  .string({ error: (issue) => (issue.input === undefined ? fieldMessages.required : undefined) })
  .min(1, { error: fieldMessages.required })
  .refine((value) => value.length >= NEW_PASSWORD_MIN_LENGTH, { error: fieldMessages.password_too_short, when: whenFilled })
  .max(128, { error: fieldMessages.text_too_long });

/** The confirmation entry: only required here, equality is checked on the form object. */
export const passwordConfirmSchema = z
  .string({ error: (issue) => (issue.input === undefined ? fieldMessages.required : undefined) })
  .min(1, { error: fieldMessages.required });
