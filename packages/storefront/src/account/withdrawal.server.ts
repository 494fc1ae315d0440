// Declaring withdrawal (§356a BGB) from the storefront: the first step checks the form and shows
// the declaration for confirmation; the second sends it to the back office, which stores it with
// the moment of receipt and mails the confirmation.
import { calls, withdrawalBodySchema, type Withdrawal, type WithdrawalBody } from '@shop/contract';
import country from '../country/current-country.ts';
import { fieldErrors, formToObject, type FieldErrors } from '../forms/parse-form.ts';
import type { Backend } from '../server/backend.server.ts';
import { apiProblemOf } from './api-problem.server.ts';

export type Declaration = Omit<WithdrawalBody, 'locale'>;

export type WithdrawalStep =
  | { step: 'form'; errors: FieldErrors; values: Record<string, string>; rateLimited?: boolean }
  | { step: 'confirm'; declaration: Declaration }
  | { step: 'received'; declaration: Declaration; receipt: Withdrawal };

export function checkDeclaration(form: FormData): WithdrawalStep {
  const raw = formToObject(form);
  const parsed = withdrawalBodySchema.safeParse({ ...raw, locale: country.locale });
  if (!parsed.success) return { step: 'form', errors: fieldErrors(parsed.error), values: raw as Record<string, string> };
  const { locale: _locale, ...declaration } = parsed.data;
  return { step: 'confirm', declaration: { ...declaration, items: declaration.items ?? '', message: declaration.message ?? '' } };
}

export async function declareWithdrawal(backend: Backend, form: FormData): Promise<WithdrawalStep> {
  const checked = checkDeclaration(form);
  if (checked.step !== 'confirm') return checked;
  try {
    const answer = await backend.backOffice(calls.backoffice.withdrawalDeclare, { body: { ...checked.declaration, locale: country.locale } });
    return { step: 'received', declaration: checked.declaration, receipt: answer.data };
  } catch (error) {
    const problem = apiProblemOf(error);
    return { step: 'form', errors: problem.errors, values: formToObject(form) as Record<string, string>, rateLimited: problem.code === 'rate_limited' };
  }
}
