// /order-failed (spec sections 4 and 9): the payment did not go through. The order was closed as a
// payment error, the cart is still there, and a new attempt waits 2 minutes.
import { useLingui } from '@lingui/react/macro';
import { data, Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import country from '../country/current-country.ts';
import { useContactDetails } from '../frame/contact-details.ts';
import { commitSession, getSession } from '../session/session.server.ts';
import styles from '../checkout/checkout.module.css';

export async function loader({ request }: LoaderFunctionArgs) {
  const ref = new URL(request.url).searchParams.get('order');
  const session = await getSession(request);
  // The next attempt is a new order with a new number: it needs a new key.
  session.unset('checkoutKey');
  return data(
    { ref: ref && /^[\w-]{1,40}$/.test(ref) ? ref : null, hasCart: session.has('cartId') },
    { headers: { 'set-cookie': await commitSession(session), 'cache-control': 'private, no-store' } },
  );
}

export const meta: MetaFunction = () => [{ title: country.brand.storeName }, { name: 'robots', content: 'noindex' }];

export default function OrderFailedRoute() {
  const { t } = useLingui();
  const { ref, hasCart } = useLoaderData<typeof loader>();
  const contact = useContactDetails();
  return (
    <section className={styles.page}>
      <h1>{t`Order failed, please try again`}</h1>
      <p role="alert">
        {ref ? t`The payment for order ${ref} could not be completed, so the order was closed.` : t`The payment could not be completed, so the order was closed.`}{' '}
        {hasCart ? t`Your cart is still there.` : null}
      </p>
      <p>{t`Please wait 2 minutes before retrying the payment or contact support.`}</p>
      <p>{t`Customer service: ${contact.phone} (${contact.hours}), ${contact.email}`}</p>
      <p className={styles.actions}>
        <Link to="/checkout">{t`Try again`}</Link>
        <Link to="/cart">{t`Back to the cart`}</Link>
      </p>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../errors/RouteErrorBoundary.tsx';
