// /login-register (spec section 2): sign in, or create a private or company account. The tab
// opens from navigation state `defaultTab: 'register'` or ?tab=register. Bad input shows the
// field's message and keeps what was typed.
import { useLingui } from '@lingui/react/macro';
import { ApiError } from '@shop/api-client';
import { calls, loginBodySchema, registerBodySchema } from '@shop/contract';
import { Button } from '@shop/ui-kit';
import { useState } from 'react';
import { data, Form, Link, redirect, useActionData, useLoaderData, useLocation, useNavigation, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { signIn } from '../account/sign-in.server.ts';
import { localTargetOf } from '../security/local-target.ts';
import country from '../country/current-country.ts';
import { fieldErrors, formToObject, typedValues, type FieldErrors } from '../forms/parse-form.ts';
import { PhoneField } from '../forms/PhoneField.tsx';
import { StateSelect } from '../forms/StateSelect.tsx';
import { TextField } from '../forms/TextField.tsx';
import { BuyerReferenceField } from '../forms/BuyerReferenceField.tsx';
import { TitleSelect } from '../forms/TitleSelect.tsx';
import { useFieldMessage } from '../forms/use-field-messages.ts';
import { backendOf } from '../server/request-backend.server.ts';
import { commitSession, getSession, signedInCustomer } from '../session/session.server.ts';
import styles from '../forms/forms.module.css';
import { addressLabels } from '../checkout/address-labels.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getSession(request);
  if (signedInCustomer(session)) throw redirect('/account');
  const backend = await backendOf(request);
  const states = await backend.backOffice(calls.backoffice.county, { params: { countryId: country.id } });
  return { states: states.data };
}

type ActionResult = { intent: 'login' | 'register'; errors: FieldErrors; formError?: 'wrong_login' | 'account_blocked' | 'email_exists' | 'rate_limited' | 'other'; values: Record<string, string> };

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = form.get('intent') === 'register' ? 'register' : 'login';
  const values = typedValues(form);
  const raw = formToObject(form, ['title_id', 'address.state_id']);
  const schema = intent === 'login' ? loginBodySchema : registerBodySchema;
  const parsed = schema.safeParse(
    intent === 'login'
      ? raw
      : {
          ...raw,
          locale: country.locale,
          // The invoice address carries the account's name: the form asks for it once.
          address: { ...(raw.address as object), firstname: raw.firstname, lastname: raw.lastname, country_id: country.id, label: addressLabels[country.language].invoice },
        },
  );
  if (!parsed.success) return data<ActionResult>({ intent, errors: fieldErrors(parsed.error), values }, { status: 400 });
  const backend = await backendOf(request);
  try {
    const answer =
      intent === 'login'
        ? await backend.backOffice(calls.backoffice.login, { body: parsed.data as never })
        : await backend.backOffice(calls.backoffice.register, { body: parsed.data as never });
    const session = await getSession(request);
    signIn(session, answer.data);
    return redirect(localTargetOf(request, 'then', '/account'), { headers: { 'set-cookie': await commitSession(session) } });
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      const code = error.code;
      const formError = code === 'wrong_login' || code === 'account_blocked' || code === 'email_exists' || code === 'rate_limited' ? code : 'other';
      const errors: FieldErrors = {};
      for (const field of error.body?.error.fields ?? []) errors[field.path] = field.message;
      return data<ActionResult>({ intent, errors, formError, values }, { status: error.status });
    }
    throw error;
  }
}

export const meta: MetaFunction = () => [{ title: country.brand.storeName }, { name: 'robots', content: 'noindex' }];

export default function LoginRegister() {
  const { t } = useLingui();
  const { states } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const location = useLocation();
  const navigation = useNavigation();
  const message = useFieldMessage();
  const wanted = (location.state as { defaultTab?: string } | null)?.defaultTab === 'register' || new URLSearchParams(location.search).get('tab') === 'register';
  const [tab, setTab] = useState<'login' | 'register'>(result?.intent ?? (wanted ? 'register' : 'login'));
  const errorOf = (name: string) => (result?.intent === tab ? message(result.errors[name]) : undefined);
  const valueOf = (name: string) => (result?.intent === tab ? result.values[name] : undefined);
  const busy = navigation.state === 'submitting';
  const formErrors: Record<NonNullable<ActionResult['formError']>, string> = {
    wrong_login: t`Wrong login data`,
    account_blocked: t`This account is blocked. Please contact us.`,
    email_exists: t`Email address already exists`,
    rate_limited: t`Too many attempts. Please wait a few minutes.`,
    other: t`Unknown error`,
  };
  const formError = result?.formError ? formErrors[result.formError] : null;

  return (
    <section className={styles.page}>
      <h1>{tab === 'login' ? t`Sign in` : t`Create an account`}</h1>
      <div role="tablist" className={styles.tabs} aria-label={t`Sign in or register`}>
        <button type="button" role="tab" aria-selected={tab === 'login'} onClick={() => setTab('login')}>
          {t`Sign in`}
        </button>
        <button type="button" role="tab" aria-selected={tab === 'register'} onClick={() => setTab('register')}>
          {t`Register`}
        </button>
      </div>
      {/* Back from /forgot-password with a new password. */}
      {!result && new URLSearchParams(location.search).get('password') === 'reset' ? (
        <p role="status">{t`Your password has been changed. Please sign in with the new password.`}</p>
      ) : null}
      {formError ? (
        <p role="alert" className={styles.formError}>
          {formError}{' '}
          {result?.formError === 'email_exists' || result?.formError === 'wrong_login' ? <Link to="/forgot-password">{t`Forgot your password?`}</Link> : null}
        </p>
      ) : null}
      {tab === 'login' ? (
        <Form method="post" className={styles.form} noValidate>
          <input type="hidden" name="intent" value="login" />
          <TextField name="email" type="email" label={t`Email address`} autoComplete="email" error={errorOf('email')} defaultValue={valueOf('email')} required />
          <TextField name="password" type="password" label={t`Password`} autoComplete="current-password" error={errorOf('password')} required />
          <Button type="submit" disabled={busy}>{t`Sign in`}</Button>
          <Link to="/forgot-password">{t`Forgot your password?`}</Link>
        </Form>
      ) : (
        <Form method="post" className={styles.form} noValidate>
          <input type="hidden" name="intent" value="register" />
          <TitleSelect defaultValue={valueOf('title_id')} />
          <TextField name="firstname" label={t`First name`} autoComplete="given-name" error={errorOf('firstname')} defaultValue={valueOf('firstname')} required />
          <TextField name="lastname" label={t`Last name`} autoComplete="family-name" error={errorOf('lastname')} defaultValue={valueOf('lastname')} required />
          <TextField name="email" type="email" label={t`Email address`} autoComplete="email" error={errorOf('email')} defaultValue={valueOf('email')} required />
          <TextField name="email_confirm" type="email" label={t`Repeat email address`} autoComplete="email" error={errorOf('email_confirm')} defaultValue={valueOf('email_confirm')} required />
          <TextField name="password" type="password" label={t`Password (at least 8 characters)`} autoComplete="new-password" error={errorOf('password')} required />
          <TextField name="password_confirm" type="password" label={t`Repeat password`} autoComplete="new-password" error={errorOf('password_confirm')} required />
          <fieldset className={styles.fieldset}>
            <legend>{t`Invoice address`}</legend>
            <TextField name="address.street" label={t`Street`} autoComplete="address-line1" error={errorOf('address.street')} defaultValue={valueOf('address.street')} required />
            <TextField name="address.street_number" label={t`House number`} error={errorOf('address.street_number')} defaultValue={valueOf('address.street_number')} required />
            <TextField name="address.zipcode" label={t`Postal code`} autoComplete="postal-code" inputMode="numeric" error={errorOf('address.zipcode')} defaultValue={valueOf('address.zipcode')} required />
            <TextField name="address.city" label={t`City`} autoComplete="address-level2" error={errorOf('address.city')} defaultValue={valueOf('address.city')} required />
            <StateSelect name="address.state_id" states={states} defaultValue={valueOf('address.state_id')} error={errorOf('address.state_id')} />
            <PhoneField name="address.phone" autoComplete="tel" error={errorOf('address.phone')} defaultValue={valueOf('address.phone')} />
          </fieldset>
          {/* Only company customers fill these: folded away for everyone else, open when they hold something. */}
          <details className={styles.companyFields} open={Boolean(valueOf('company') || valueOf('vat_id') || errorOf('company') || errorOf('vat_id'))}>
            <summary>{t`Registering as a company?`}</summary>
            <TextField name="company" label={t`Company`} autoComplete="organization" error={errorOf('company')} defaultValue={valueOf('company')} />
            <TextField name="vat_id" label={t`VAT number`} error={errorOf('vat_id')} defaultValue={valueOf('vat_id')} />
            <BuyerReferenceField name="buyer_reference" error={errorOf('buyer_reference')} defaultValue={valueOf('buyer_reference')} />
          </details>
          <Button type="submit" disabled={busy}>{t`Create account`}</Button>
        </Form>
      )}
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../errors/RouteErrorBoundary.tsx';
