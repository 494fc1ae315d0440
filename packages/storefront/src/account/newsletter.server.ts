// Newsletter calls from the storefront server (spec sections 2, 4, 5): subscribe (double opt-in:
// the back office mails a confirmation link), confirm with the link's token, unsubscribe.
import { calls, newsletterConfirmBodySchema, newsletterSubscribeBodySchema, newsletterUnsubscribeBodySchema } from '@shop/contract';
import country from '../country/current-country.ts';
import { fieldErrors, type FieldErrors } from '../forms/parse-form.ts';
import type { Backend } from '../server/backend.server.ts';
import { apiProblemOf } from './api-problem.server.ts';

export type NewsletterStatus = 'confirmation_sent' | 'subscribed' | 'unsubscribed';
export type NewsletterResult = { ok: true; status: NewsletterStatus } | { ok: false; errors: FieldErrors; code?: string };

async function attempt(run: () => Promise<{ data: { status: NewsletterStatus } }>): Promise<NewsletterResult> {
  try {
    return { ok: true, status: (await run()).data.status };
  } catch (error) {
    const problem = apiProblemOf(error);
    return { ok: false, errors: problem.errors, code: problem.code };
  }
}

export function subscribe(backend: Backend, email: string): Promise<NewsletterResult> {
  const parsed = newsletterSubscribeBodySchema.safeParse({ email, locale: country.locale });
  if (!parsed.success) return Promise.resolve({ ok: false, errors: fieldErrors(parsed.error) });
  return attempt(() => backend.backOffice(calls.backoffice.newsletterSubscribe, { body: parsed.data }));
}

export function confirmSubscription(backend: Backend, token: string): Promise<NewsletterResult> {
  const parsed = newsletterConfirmBodySchema.safeParse({ token });
  if (!parsed.success) return Promise.resolve({ ok: false, errors: { token: 'link_invalid' } });
  return attempt(() => backend.backOffice(calls.backoffice.newsletterConfirm, { body: parsed.data }));
}

export function unsubscribe(backend: Backend, email: string, token: string | null): Promise<NewsletterResult> {
  const parsed = newsletterUnsubscribeBodySchema.safeParse({ email, ...(token ? { token } : {}) });
  if (!parsed.success) return Promise.resolve({ ok: false, errors: fieldErrors(parsed.error) });
  return attempt(() => backend.backOffice(calls.backoffice.newsletterUnsubscribe, { body: parsed.data }));
}
