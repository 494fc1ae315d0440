// /newsletter-unsubscribe (spec section 2): the link in every newsletter mail (?email=&token=)
// unsubscribes with one button; without the token the back office mails a confirmation link
// (nobody can unsubscribe someone else), except for the signed-in customer's own address.
import { useLingui } from '@lingui/react/macro';
import { Button } from '@shop/ui-kit';
import { data, Form, useActionData, useLoaderData, useNavigation, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { unsubscribe } from '../account/newsletter.server.ts';
import { NewsletterNotice } from '../account/NewsletterNotice.tsx';
import { noindexMeta, privatePageHeaders } from '../account/private-page.ts';
import country from '../country/current-country.ts';
import { TextField } from '../forms/TextField.tsx';
import { useFieldMessage } from '../forms/use-field-messages.ts';
import { backendOf } from '../server/request-backend.server.ts';
import formStyles from '../forms/forms.module.css';

export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return { email: url.searchParams.get('email') ?? '', token: url.searchParams.get('token') ?? '' };
}

export const headers = privatePageHeaders;

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const email = String(form.get('email') ?? '');
  const token = String(form.get('token') ?? '');
  const result = await unsubscribe(await backendOf(request), email, token || null);
  return data({ result, email }, { status: result.ok ? 200 : 400 });
}

export const meta: MetaFunction = () => [{ title: country.brand.storeName }, noindexMeta];

export default function NewsletterUnsubscribe() {
  const { t } = useLingui();
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const message = useFieldMessage();
  const result = answer?.result;
  return (
    <section className={formStyles.page}>
      <h1>{t`Unsubscribe from the newsletter`}</h1>
      <NewsletterNotice result={result} unsubscribing />
      {result?.ok ? null : (
        <Form method="post" className={formStyles.form} noValidate>
          <input type="hidden" name="token" value={loaded.token} />
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
            <Button type="submit" disabled={busy}>{t`Unsubscribe`}</Button>
          </div>
        </Form>
      )}
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../errors/RouteErrorBoundary.tsx';
