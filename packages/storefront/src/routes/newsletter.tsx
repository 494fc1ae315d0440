// /newsletter (spec sections 2 and 5): the footer form leads here with ?email= (URL-encoded); the
// form is prefilled and subscribes with double opt-in. The confirmation mail links back here with
// ?confirm=, where one button confirms (a button, not the GET itself, so mail scanners that open
// links do not subscribe anyone).
import { useLingui } from '@lingui/react/macro';
import { Button } from '@shop/ui-kit';
import { data, Form, useActionData, useLoaderData, useNavigation, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { confirmSubscription, subscribe } from '../account/newsletter.server.ts';
import { NewsletterNotice } from '../account/NewsletterNotice.tsx';
import { noindexMeta, privatePageHeaders } from '../account/private-page.ts';
import country from '../country/current-country.ts';
import { TextField } from '../forms/TextField.tsx';
import { useFieldMessage } from '../forms/use-field-messages.ts';
import { backendOf } from '../server/request-backend.server.ts';
import formStyles from '../forms/forms.module.css';

export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return { email: url.searchParams.get('email') ?? '', confirm: url.searchParams.get('confirm') };
}

export const headers = privatePageHeaders;

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const backend = await backendOf(request);
  const email = String(form.get('email') ?? '');
  const result = form.get('intent') === 'confirm' ? await confirmSubscription(backend, String(form.get('token') ?? '')) : await subscribe(backend, email);
  return data({ result, email }, { status: result.ok ? 200 : 400 });
}

export const meta: MetaFunction = () => [{ title: country.brand.storeName }, noindexMeta];

export default function Newsletter() {
  const { t } = useLingui();
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const message = useFieldMessage();
  const result = answer?.result;
  const confirmed = result?.ok === true && result.status === 'subscribed';
  return (
    <section className={formStyles.page}>
      <h1>{t`Newsletter`}</h1>
      <NewsletterNotice result={result} unsubscribing={false} />
      {loaded.confirm && !confirmed ? (
        <Form method="post" className={formStyles.form}>
          <p>{t`Please confirm that you want to receive our newsletter.`}</p>
          <input type="hidden" name="intent" value="confirm" />
          <input type="hidden" name="token" value={loaded.confirm} />
          <div>
            <Button type="submit" disabled={busy}>{t`Confirm subscription`}</Button>
          </div>
        </Form>
      ) : null}
      {!loaded.confirm && !(result?.ok === true) ? (
        <Form method="post" className={formStyles.form} noValidate>
          <p>{t`Offers, new products and ideas for your bathroom and home. You can unsubscribe at any time.`}</p>
          <input type="hidden" name="intent" value="subscribe" />
          <TextField
            name="email"
            type="email"
            label={t`Email address`}
            autoComplete="email"
            required
            defaultValue={answer?.email ?? loaded.email}
            error={result && !result.ok ? message(result.errors.email) : undefined}
          />
          <div>
            <Button type="submit" disabled={busy}>{t`Subscribe`}</Button>
          </div>
        </Form>
      ) : null}
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../errors/RouteErrorBoundary.tsx';
