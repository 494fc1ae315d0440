// /forgot-password (spec section 2): ask for a reset mail (always the same neutral answer, so the
// page does not tell which emails have accounts), then, from the mail's link ?token=..., set a new
// password twice and go to sign in with a success message.
import { useLingui } from '@lingui/react/macro';
import { calls, passwordResetBodySchema, passwordResetRequestBodySchema } from '@shop/contract';
import { Button } from '@shop/ui-kit';
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { apiProblemOf } from '../account/api-problem.server.ts';
import { noindexMeta, privatePageHeaders } from '../account/private-page.ts';
import country from '../country/current-country.ts';
import { fieldErrors, formToObject, typedValues, type FieldErrors } from '../forms/parse-form.ts';
import { TextField } from '../forms/TextField.tsx';
import { useFieldMessage } from '../forms/use-field-messages.ts';
import { backendOf } from '../server/request-backend.server.ts';
import formStyles from '../forms/forms.module.css';
import styles from '../account/account.module.css';

export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return { token: url.searchParams.get('token'), sent: url.searchParams.get('sent') === '1' };
}

export const headers = privatePageHeaders;

type ActionResult = { errors: FieldErrors; values: Record<string, string>; formError?: 'rate_limited' | 'link_invalid' };

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const values = typedValues(form);
  const backend = await backendOf(request);
  if (form.get('intent') === 'reset') {
    const parsed = passwordResetBodySchema.safeParse(formToObject(form));
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error);
      return data<ActionResult>({ errors, values, ...(errors.token ? { formError: 'link_invalid' as const } : {}) }, { status: 400 });
    }
    try {
      await backend.backOffice(calls.backoffice.passwordReset, { body: parsed.data });
    } catch (error) {
      const problem = apiProblemOf(error);
      const formError = problem.code === 'rate_limited' ? 'rate_limited' : problem.errors.token ? 'link_invalid' : undefined;
      return data<ActionResult>({ errors: problem.errors, values, ...(formError ? { formError } : {}) }, { status: 400 });
    }
    return redirect('/login-register?password=reset');
  }
  const parsed = passwordResetRequestBodySchema.safeParse({ ...formToObject(form), locale: country.locale });
  if (!parsed.success) return data<ActionResult>({ errors: fieldErrors(parsed.error), values }, { status: 400 });
  try {
    await backend.backOffice(calls.backoffice.passwordResetRequest, { body: parsed.data });
  } catch (error) {
    const problem = apiProblemOf(error);
    return data<ActionResult>({ errors: problem.errors, values, ...(problem.code === 'rate_limited' ? { formError: 'rate_limited' as const } : {}) }, { status: 400 });
  }
  return redirect('/forgot-password?sent=1');
}

export const meta: MetaFunction = () => [{ title: country.brand.storeName }, noindexMeta];

export default function ForgotPassword() {
  const { t } = useLingui();
  const { token, sent } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const message = useFieldMessage();
  const errorOf = (name: string) => message(result?.errors[name]);
  const formError =
    result?.formError === 'rate_limited'
      ? t`Too many attempts. Please wait a few minutes.`
      : result?.formError === 'link_invalid'
        ? t`This link is invalid or has expired.`
        : null;

  return (
    <section className={formStyles.page}>
      <h1>{token ? t`Set a new password` : t`Forgot your password?`}</h1>
      {formError ? (
        <p role="alert" className={formStyles.formError}>
          {formError} {result?.formError === 'link_invalid' ? <Link to="/forgot-password">{t`Request a new link`}</Link> : null}
        </p>
      ) : null}
      {token ? (
        <Form method="post" className={formStyles.form} noValidate>
          <input type="hidden" name="intent" value="reset" />
          <input type="hidden" name="token" value={token} />
          <TextField name="password" type="password" label={t`New password (at least 8 characters)`} autoComplete="new-password" error={errorOf('password')} required />
          <TextField name="password_confirm" type="password" label={t`Repeat new password`} autoComplete="new-password" error={errorOf('password_confirm')} required />
          <div>
            <Button type="submit" disabled={busy}>{t`Save new password`}</Button>
          </div>
        </Form>
      ) : (
        <>
          {sent ? (
            <p role="status" className={styles.notice}>
              {t`If an account exists for this email address, we have sent a link to set a new password. Please check your inbox.`}
            </p>
          ) : (
            <p>{t`Enter the email address of your customer account. We will send you a link to set a new password.`}</p>
          )}
          <Form method="post" className={formStyles.form} noValidate>
            <input type="hidden" name="intent" value="request" />
            <TextField name="email" type="email" label={t`Email address`} autoComplete="email" error={errorOf('email')} defaultValue={result?.values.email} required />
            <div>
              <Button type="submit" disabled={busy}>{t`Send link`}</Button>
            </div>
          </Form>
          <Link to="/login-register">{t`Back to sign in`}</Link>
        </>
      )}
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../errors/RouteErrorBoundary.tsx';
