import { fieldMessages } from './messages.ts';
import { requiredText, whenFilled } from './text.ts';

/** First or last name: required, trimmed, at least 2 characters (spec section 5). */
export const personNameSchema = requiredText(100).refine((value) => value.length >= 2, {
  error: fieldMessages.name_too_short,
  when: whenFilled,
});
export const firstnameSchema = personNameSchema;
export const lastnameSchema = personNameSchema;
