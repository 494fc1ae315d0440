// A 4xx answer of the back office as the form shows it: its field reasons under the form's field
// names, and its error code for the form-level message. 5xx stays an error (server-error screen).
import { ApiError } from '@shop/api-client';
import type { FieldErrors } from '../forms/parse-form.ts';

export type ApiProblem = { code: string; errors: FieldErrors };

export function apiProblemOf(error: unknown): ApiProblem {
  if (!(error instanceof ApiError) || error.status >= 500) throw error;
  const errors: FieldErrors = {};
  for (const field of error.body?.error.fields ?? []) errors[field.path] ??= field.message;
  return { code: error.code ?? 'unknown', errors };
}
