import { z } from 'zod';
import { fieldMessages } from './messages.ts';
import { whenFilled } from './text.ts';

/** Password: at least 4 characters (spec section 5); not trimmed, spaces count. */
export const passwordSchema = z
  .string({ error: (issue) => (issue.input === undefined ? fieldMessages.required : undefined) })
  .min(1, { error: fieldMessages.required })
  .refine((value) => value.length >= 4, { error: fieldMessages.password_too_short, when: whenFilled })
  .max(128, { error: fieldMessages.text_too_long });

/** The confirmation entry: only required here, equality is checked on the form object. */
export const passwordConfirmSchema = z
  .string({ error: (issue) => (issue.input === undefined ? fieldMessages.required : undefined) })
  .min(1, { error: fieldMessages.required });
