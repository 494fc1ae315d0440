// /account (spec section 2): the signed-in customer's area. Orders, addresses, password and
// reviews join it with issue 8; signing out is here from the start.
import { useLingui } from '@lingui/react/macro';
import { Button } from '@shop/ui-kit';
import { Form, redirect, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import country from '../country/current-country.ts';
import { getSession, signedInCustomer } from '../session/session.server.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  const customer = signedInCustomer(await getSession(request));
  if (!customer) throw redirect(`/login-register?then=${encodeURIComponent('/account')}`);
  return { firstname: customer.firstname, lastname: customer.lastname, email: customer.email, isCompany: customer.isCompany };
}

export const meta: MetaFunction = () => [{ title: country.brand.storeName }, { name: 'robots', content: 'noindex' }];

export default function Account() {
  const { t } = useLingui();
  const customer = useLoaderData<typeof loader>();
  const name = `${customer.firstname} ${customer.lastname}`;
  return (
    <section>
      <h1>{t`My account`}</h1>
      <p>{t`Signed in as ${name} (${customer.email}).`}</p>
      {customer.isCompany ? <p>{t`You see net prices as a company customer.`}</p> : null}
      <Form method="post" action="/logout">
        <Button type="submit" variant="secondary">{t`Sign out`}</Button>
      </Form>
    </section>
  );
}
