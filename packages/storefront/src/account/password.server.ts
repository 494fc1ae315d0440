// Changing the password from the account (spec section 7: POST changePassword). The back office
// ends every other session and hands this one a fresh token, which replaces the old one here.
import { calls, changePasswordBodySchema } from '@shop/contract';
import { fieldErrors, formToObject, type FieldErrors } from '../forms/parse-form.ts';
import { signIn } from './sign-in.server.ts';
import { apiProblemOf } from './api-problem.server.ts';
import type { SignedIn } from './signed-in.server.ts';

export type PasswordChangeResult = { ok: true } | { ok: false; wrongPassword: boolean; errors: FieldErrors };

export async function changePassword({ backend, session }: SignedIn, form: FormData): Promise<PasswordChangeResult> {
  const parsed = changePasswordBodySchema.safeParse(formToObject(form));
  if (!parsed.success) return { ok: false, wrongPassword: false, errors: fieldErrors(parsed.error) };
  try {
    const answer = await backend.backOffice(calls.backoffice.changePassword, { body: parsed.data });
    if (answer.data) signIn(session, answer.data);
    return { ok: true };
  } catch (error) {
    const problem = apiProblemOf(error);
    return { ok: false, wrongPassword: problem.code === 'wrong_login', errors: problem.errors };
  }
}
