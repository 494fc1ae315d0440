// Turns form fields into the nested object a contract schema expects ('address.zipcode' ->
// { address: { zipcode } }), and a failed parse into field errors keyed by the same names.
import { zodIssuesToFields } from '@shop/contract';
import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

export function formToObject(form: FormData, numbers: readonly string[] = []): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [name, raw] of form.entries()) {
    if (typeof raw !== 'string' || name.startsWith('_') || name === 'intent') continue;
    const value = numbers.includes(name) ? (raw === '' ? undefined : Number(raw)) : raw;
    const path = name.split('.');
    let target = result;
    for (const key of path.slice(0, -1)) target = (target[key] ??= {}) as Record<string, unknown>;
    target[path.at(-1) ?? name] = value;
  }
  return result;
}

export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of zodIssuesToFields(error.issues)) errors[field.path] ??= field.message;
  return errors;
}

/** What the shopper typed, to put back into the form after an error (never passwords). */
export function typedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, raw] of form.entries()) {
    if (typeof raw === 'string' && !name.includes('password')) values[name] = raw;
  }
  return values;
}
