// /vertrag-widerrufen: the withdrawal function the law requires since 19 June 2026 (§356a BGB;
// the same in Austria and Romania), reachable from every page's footer without signing in. Step 1
// the declaration (name, email, order number, optionally items and a message), step 2 the button
// 'Widerruf bestätigen', then the receipt with date and time; a confirmation mail follows at once.
import { useLingui } from '@lingui/react/macro';
import { dateLocale } from '@shop/contract/country-facts';
import { Button } from '@shop/ui-kit';
import { data, Form, useActionData, useLoaderData, useNavigation, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { noindexMeta, privatePageHeaders } from '../account/private-page.ts';
import { checkDeclaration, declareWithdrawal, type Declaration, type WithdrawalStep } from '../account/withdrawal.server.ts';
import country from '../country/current-country.ts';
import { formToObject } from '../forms/parse-form.ts';
import { TextField } from '../forms/TextField.tsx';
import { useFieldMessage } from '../forms/use-field-messages.ts';
import { backendOf } from '../server/request-backend.server.ts';
import { getSession, signedInCustomer } from '../session/session.server.ts';
import formStyles from '../forms/forms.module.css';
import styles from '../account/account.module.css';
import { dateFormat } from '../country/date-format.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  // A signed-in customer finds name and email filled in; nobody has to sign in.
  const customer = signedInCustomer(await getSession(request));
  const url = new URL(request.url);
  return {
    name: customer ? `${customer.firstname} ${customer.lastname}` : '',
    email: customer?.email ?? '',
    order_ref: url.searchParams.get('order') ?? '',
  };
}

export const headers = privatePageHeaders;

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = form.get('intent');
  // 'edit' goes back to the form with the values; 'review' checks them; 'confirm' declares.
  const result: WithdrawalStep =
    intent === 'edit'
      ? { step: 'form', errors: {}, values: formToObject(form) as Record<string, string> }
      : intent === 'confirm'
        ? await declareWithdrawal(await backendOf(request), form)
        : checkDeclaration(form);
  return data(result, { status: result.step === 'form' && intent !== 'edit' ? 400 : 200 });
}

export const meta: MetaFunction = () => [{ title: country.brand.storeName }, noindexMeta];

const locale = dateLocale(country, country.language);

function receiptTime(iso: string, timeZone: string): string {
  return dateFormat(locale, { timeZone, dateStyle: 'long', timeStyle: 'long' }).format(new Date(iso));
}

function DeclarationSummary({ declaration }: { declaration: Declaration }) {
  const { t } = useLingui();
  return (
    <dl className={styles.declaration}>
      <dt>{t`Name`}</dt>
      <dd>{declaration.name}</dd>
      <dt>{t`Email address`}</dt>
      <dd>{declaration.email}</dd>
      <dt>{t`Order number`}</dt>
      <dd>{declaration.order_ref}</dd>
      <dt>{t`Items concerned`}</dt>
      <dd>{declaration.items || t`the whole contract`}</dd>
      {declaration.message ? (
        <>
          <dt>{t`Message`}</dt>
          <dd>{declaration.message}</dd>
        </>
      ) : null}
    </dl>
  );
}

function Hidden({ declaration }: { declaration: Declaration }) {
  return (
    <>
      {(['name', 'email', 'order_ref', 'items', 'message'] as const).map((name) => (
        <input key={name} type="hidden" name={name} value={declaration[name] ?? ''} />
      ))}
    </>
  );
}

export default function WithdrawalPage() {
  const { t } = useLingui();
  const prefill = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const message = useFieldMessage();

  if (result?.step === 'received') {
    const at = receiptTime(result.receipt.received_at, result.receipt.time_zone);
    const email = result.declaration.email;
    return (
      <section className={formStyles.page}>
        <h1>{t`Withdraw from contract`}</h1>
        <p role="status" className={styles.notice}>
          {t`Your withdrawal was received on ${at}.`} {t`We have sent a confirmation to ${email}.`}
        </p>
        <DeclarationSummary declaration={result.declaration} />
      </section>
    );
  }

  if (result?.step === 'confirm') {
    return (
      <section className={formStyles.page}>
        <h1>{t`Withdraw from contract`}</h1>
        <p>{t`Please check your declaration. It becomes effective when you confirm it.`}</p>
        <DeclarationSummary declaration={result.declaration} />
        <div className={styles.actions}>
          <Form method="post">
            <Hidden declaration={result.declaration} />
            <input type="hidden" name="intent" value="confirm" />
            <Button type="submit" disabled={busy}>{t`Confirm withdrawal`}</Button>
          </Form>
          <Form method="post">
            <Hidden declaration={result.declaration} />
            <input type="hidden" name="intent" value="edit" />
            <Button type="submit" variant="secondary">{t`Change`}</Button>
          </Form>
        </div>
      </section>
    );
  }

  const errors: Record<string, string> = result?.step === 'form' ? result.errors : {};
  const values: Record<string, string> = result?.step === 'form' ? result.values : prefill;
  const errorOf = (name: string) => message(errors[name]);
  return (
    <section className={formStyles.page}>
      <h1>{t`Withdraw from contract`}</h1>
      <p>{t`Here you can withdraw from a contract concluded with us. No sign-in is needed. After you confirm, you receive a confirmation of receipt by email at once.`}</p>
      {result?.step === 'form' && result.rateLimited ? (
        <p role="alert" className={formStyles.formError}>
          {t`Too many attempts. Please wait a few minutes.`}
        </p>
      ) : null}
      <Form method="post" className={formStyles.form} noValidate>
        <input type="hidden" name="intent" value="review" />
        <TextField name="name" label={t`Name`} autoComplete="name" required error={errorOf('name')} defaultValue={values.name} />
        <TextField name="email" type="email" label={t`Email address`} autoComplete="email" required error={errorOf('email')} defaultValue={values.email} />
        <TextField name="order_ref" label={t`Order number`} required error={errorOf('order_ref')} defaultValue={values.order_ref} />
        <label className={formStyles.field}>
          <span>{t`Which items? (optional; leave empty for the whole contract)`}</span>
          <textarea className={styles.textarea} name="items" rows={3} defaultValue={values.items} />
          {errorOf('items') ? <span className={formStyles.error}>{errorOf('items')}</span> : null}
        </label>
        <label className={formStyles.field}>
          <span>{t`Message (optional)`}</span>
          <textarea className={styles.textarea} name="message" rows={4} defaultValue={values.message} />
          {errorOf('message') ? <span className={formStyles.error}>{errorOf('message')}</span> : null}
        </label>
        <div>
          <Button type="submit" disabled={busy}>{t`Continue`}</Button>
        </div>
      </Form>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../errors/RouteErrorBoundary.tsx';
