// /order-failed (spec sections 4 and 9): the payment did not go through and the order was closed;
// the cart is still there, and so is what was typed into the checkout (issue 37). A payment the
// shopper cancelled says so ("Zahlung abgebrochen") and needs no wait; a declined or failed one is
// the spec's "Order failed", with the 2 minutes before an online payment counted down, and the
// methods that take no money now (prepayment, cash on delivery) offered at once (decision 029).
import { useLingui } from '@lingui/react/macro';
import { data, Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { loadCheckout } from '../checkout/checkout-data.server.ts';
import { RetryWait } from '../checkout/PaymentRetryCountdown.tsx';
import { outcomeOrder } from '../checkout/order-outcome.server.ts';
import country from '../country/current-country.ts';
import { useContactDetails } from '../frame/contact-details.ts';
import { backendOfSession } from '../server/request-backend.server.ts';
import { commitSession, getSession } from '../session/session.server.ts';
import styles from '../checkout/checkout.module.css';

export async function loader({ request }: LoaderFunctionArgs) {
  const given = new URL(request.url).searchParams.get('order');
  const ref = given && /^[\w-]{1,40}$/.test(given) ? given : null;
  const session = await getSession(request);
  const backend = backendOfSession(session, request);
  // The order this session placed says whether the shopper cancelled or the payment failed.
  const order = ref && session.get('lastOrder')?.ref === ref ? await outcomeOrder(backend, session, ref, null) : null;
  const checkout = session.has('cartId') ? await loadCheckout(backend, session, {}, { withPostage: false }) : null;
  const retryAt = order?.online_payment_after ? new Date(order.online_payment_after).getTime() : 0;
  // The next attempt is a new order with a new number: it needs a new key.
  session.unset('checkoutKey');
  return data(
    {
      ref,
      cancelled: order?.status === 'canceled',
      hasCart: checkout !== null,
      retryAfterSeconds: Math.max(0, Math.ceil((retryAt - Date.now()) / 1000)),
      offlinePayments: checkout?.offlinePayments ?? [],
    },
    { headers: { 'set-cookie': await commitSession(session), 'cache-control': 'private, no-store' } },
  );
}

export const meta: MetaFunction = () => [{ title: country.brand.storeName }, { name: 'robots', content: 'noindex' }];

export default function OrderFailedRoute() {
  const { t } = useLingui();
  const { ref, cancelled, hasCart, retryAfterSeconds, offlinePayments } = useLoaderData<typeof loader>();
  const contact = useContactDetails();
  const kept = hasCart ? t`Your cart and your details are still there.` : null;
  return (
    <section className={styles.page}>
      {cancelled ? (
        <>
          <h1>{t`Payment cancelled`}</h1>
          <p role="status">
            {ref ? t`You cancelled the payment for order ${ref}, so the order was closed.` : t`You cancelled the payment, so the order was closed.`} {kept}
          </p>
          <p>{t`You can pay again right away, with the same method or another one.`}</p>
        </>
      ) : (
        <>
          <h1>{t`Order failed, please try again`}</h1>
          <p role="alert">
            {ref ? t`The payment for order ${ref} could not be completed, so the order was closed.` : t`The payment could not be completed, so the order was closed.`} {kept}
          </p>
          <p>{t`Please wait 2 minutes before retrying the payment or contact support.`}</p>
          {retryAfterSeconds > 0 ? <RetryWait seconds={retryAfterSeconds} offline={hasCart ? offlinePayments : []} /> : null}
        </>
      )}
      <p>{t`Customer service: ${contact.phone} (${contact.hours}), ${contact.email}`}</p>
      <p className={styles.actions}>
        {hasCart ? <Link to="/checkout">{t`Back to the checkout`}</Link> : null}
        <Link to="/cart">{t`Back to the cart`}</Link>
      </p>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../errors/RouteErrorBoundary.tsx';
