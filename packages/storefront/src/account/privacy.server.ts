// Privacy in the account (issue 17): a new name, a new email address (applies after the link mailed
// to it), deleting the account. Each is one back-office call; field reasons come back under the
// form's names.
import { accountDeleteBodySchema, calls, emailChangeBodySchema, profileUpdateBodySchema } from '@shop/contract';
import { fieldErrors, formToObject, type FieldErrors } from '../forms/parse-form.ts';
import { apiProblemOf } from './api-problem.server.ts';
import type { SignedIn } from './signed-in.server.ts';

export type PrivacyResult = { ok: true; email?: string } | { ok: false; wrongPassword: boolean; errors: FieldErrors };

async function attempt(run: () => Promise<unknown>): Promise<PrivacyResult> {
  try {
    await run();
    return { ok: true };
  } catch (error) {
    const problem = apiProblemOf(error);
    const errors = { ...problem.errors };
    if (problem.code === 'email_exists') errors.email = 'email_exists';
    return { ok: false, wrongPassword: problem.code === 'wrong_login', errors };
  }
}

export async function updateProfile({ backend, customer, session }: SignedIn, form: FormData): Promise<PrivacyResult> {
  const parsed = profileUpdateBodySchema.safeParse(formToObject(form));
  if (!parsed.success) return { ok: false, wrongPassword: false, errors: fieldErrors(parsed.error) };
  const result = await attempt(() => backend.backOffice(calls.backoffice.profileUpdate, { body: parsed.data }));
  // The header and the account page read the name from the session.
  if (result.ok) session.set('customer', { ...customer, firstname: parsed.data.firstname, lastname: parsed.data.lastname });
  return result;
}

export async function requestEmailChange({ backend }: SignedIn, form: FormData): Promise<PrivacyResult> {
  const parsed = emailChangeBodySchema.safeParse(formToObject(form));
  if (!parsed.success) return { ok: false, wrongPassword: false, errors: fieldErrors(parsed.error) };
  const result = await attempt(() => backend.backOffice(calls.backoffice.emailChange, { body: parsed.data }));
  return result.ok ? { ok: true, email: parsed.data.email } : result;
}

export async function deleteAccount({ backend }: SignedIn, form: FormData): Promise<PrivacyResult> {
  const parsed = accountDeleteBodySchema.safeParse(formToObject(form));
  if (!parsed.success) return { ok: false, wrongPassword: false, errors: fieldErrors(parsed.error) };
  return attempt(() => backend.backOffice(calls.backoffice.accountDelete, { body: parsed.data }));
}
