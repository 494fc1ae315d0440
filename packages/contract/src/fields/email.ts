import { z } from 'zod';
import { fieldMessages } from './messages.ts';
import { requiredText, whenFilled } from './text.ts';

/** Email: required, trimmed, lower-cased, a valid address (also the newsletter field). */
export const emailSchema = requiredText(254)
  .toLowerCase()
  .refine((value) => z.regexes.email.test(value), { error: fieldMessages.email_invalid, when: whenFilled });

/** The newsletter email field: required, email type (spec section 5). */
export const newsletterEmailSchema = emailSchema;
