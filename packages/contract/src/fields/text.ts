import { z } from 'zod';
import { MAX_ID } from '../primitives.ts';
import { fieldMessages } from './messages.ts';

/** Missing value -> 'required', wrong type -> zod's own message. */
const requiredError = (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? fieldMessages.required : undefined);

/**
 * `when` for the checks after 'required': run only on a non-empty string, so an empty field shows one
 * message. (Checks with `abort: true` would do the same, but an explicit abort also stops the
 * cross-field rules of the surrounding form, which should still run.)
 */
export function whenFilled(payload: { value: unknown }): boolean {
  return typeof payload.value === 'string' && payload.value.length > 0;
}

/** A required text field: trimmed, not empty, at most `max` characters. */
export function requiredText(max = 255) {
  return z
    .string({ error: requiredError })
    .trim()
    .min(1, { error: fieldMessages.required })
    .max(max, { error: fieldMessages.text_too_long });
}

/** An optional text field: trimmed, at most `max` characters; an empty string stays an empty string. */
export function optionalText(max = 255) {
  return z.string().trim().max(max, { error: fieldMessages.text_too_long }).optional();
}

/** A required numeric choice (id from a select): missing -> 'required'. */
export function requiredId() {
  // Capped like every id (MAX_ID): a larger number is no row of ours, and PostgreSQL's integer
  // columns refuse it with an error rather than a miss.
  return z.int({ error: requiredError }).positive({ error: fieldMessages.required }).max(MAX_ID, { error: fieldMessages.required });
}

/**
 * `when` for a cross-field refinement: run it as soon as the named fields are strings, even if other
 * fields of the form have problems (so a form shows every problem at once).
 */
export function whenStrings(...keys: string[]) {
  return (payload: { value: unknown }): boolean => {
    const value = payload.value;
    if (typeof value !== 'object' || value === null) return false;
    return keys.every((key) => typeof (value as Record<string, unknown>)[key] === 'string');
  };
}
