// /account/email-confirm?token=... (issue 17): the link mailed to a new email address. Opening it
// changes nothing (mail scanners open links); the button does. The back office then makes the new
// address the account's and ends every session: the shopper signs in again with it, in any browser.
import { useLingui } from '@lingui/react/macro';
import { calls, emailChangeConfirmBodySchema } from '@shop/contract';
import { Button } from '@shop/ui-kit';
import { data, Form, Link, useActionData, useLoaderData, useNavigation, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { apiProblemOf } from '../account/api-problem.server.ts';
import { noindexMeta, privatePageHeaders } from '../account/private-page.ts';
import country from '../country/current-country.ts';
import { backendOf } from '../server/request-backend.server.ts';
import { destroySession, getSession } from '../session/session.server.ts';
import formStyles from '../forms/forms.module.css';
import styles from '../account/account.module.css';

export function loader({ request }: LoaderFunctionArgs) {
  return { token: new URL(request.url).searchParams.get('token') ?? '' };
}

export const headers = privatePageHeaders;

type ActionResult = { ok: true; email: string } | { ok: false; reason: 'link_invalid' | 'email_exists' | 'rate_limited' };

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const parsed = emailChangeConfirmBodySchema.safeParse({ token: form.get('token') });
  if (!parsed.success) return data<ActionResult>({ ok: false, reason: 'link_invalid' }, { status: 400 });
  try {
    const answer = await (await backendOf(request)).backOffice(calls.backoffice.emailChangeConfirm, { body: parsed.data });
    // The account's sessions have ended: so has the one in this browser.
    const session = await getSession(request);
    return data<ActionResult>({ ok: true, email: answer.data.email }, { headers: { 'set-cookie': await destroySession(session) } });
  } catch (error) {
    const problem = apiProblemOf(error);
    const reason = problem.code === 'email_exists' || problem.code === 'rate_limited' ? problem.code : 'link_invalid';
    return data<ActionResult>({ ok: false, reason }, { status: 400 });
  }
}

export const meta: MetaFunction = () => [{ title: country.brand.storeName }, noindexMeta];

export default function EmailConfirm() {
  const { t } = useLingui();
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const failure = {
    link_invalid: t`This link is invalid or has expired.`,
    email_exists: t`Email address already exists`,
    rate_limited: t`Too many attempts. Please wait a few minutes.`,
  };
  return (
    <section className={styles.page} aria-labelledby="email-confirm-title">
      <h1 id="email-confirm-title">{t`Confirm new email address`}</h1>
      {result?.ok ? (
        <>
          <p role="status" className={styles.notice}>
            {t`Your email address has been changed to ${result.email}. Please sign in with your new email address.`}
          </p>
          <p>
            <Link to="/login-register">{t`Sign in`}</Link>
          </p>
        </>
      ) : (
        <>
          {result ? (
            <p role="alert" className={formStyles.formError}>
              {failure[result.reason]}
            </p>
          ) : null}
          <p>{t`Confirm the new address and sign in again with it.`}</p>
          <Form method="post" className={formStyles.form}>
            <input type="hidden" name="token" value={token} />
            <div>
              <Button type="submit" disabled={busy}>{t`Confirm new email address`}</Button>
            </div>
          </Form>
        </>
      )}
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../errors/RouteErrorBoundary.tsx';
