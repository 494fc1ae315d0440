// /checkout (spec section 2): addresses, delivery and payment, the order summary and the order
// button. ?delivery= and ?state= recompute the delivery cost (the page asks when either changes).
import { data, redirect, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { loadCheckout } from '../checkout/checkout-data.server.ts';
import { CheckoutScreen } from '../checkout/CheckoutScreen.tsx';
import { activeExpress, expressView } from '../checkout/express.server.ts';
import { checkoutDraftOf } from '../checkout/checkout-draft.server.ts';
import { checkoutKeyOf, placeOrderAction } from '../checkout/place-order.server.ts';
import country from '../country/current-country.ts';
import { backendOfSession } from '../server/request-backend.server.ts';
import { commitSession, getSession } from '../session/session.server.ts';

const idParam = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : undefined);

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getSession(request);
  const backend = backendOfSession(session, request);
  const url = new URL(request.url);
  const checkout = await loadCheckout(backend, session, {
    deliveryId: idParam(url.searchParams.get('delivery')),
    stateId: idParam(url.searchParams.get('state')),
    addressId: idParam(url.searchParams.get('address')),
  });
  if (!checkout) throw redirect('/cart', { headers: { 'set-cookie': await commitSession(session) } });
  const checkoutKey = checkoutKeyOf(session);
  // Back from the wallet (express checkout): the short confirmation, paid with that wallet only.
  const express = activeExpress(session);
  const wallet = express ? checkout.paymentMethods.find((method) => method.code === express.code) : undefined;
  if (express && !wallet) session.unset('express');
  const confirmation = express && wallet ? { ...expressView(express), paymentModuleId: wallet.id } : null;
  const paymentMethods = wallet && confirmation ? [wallet] : checkout.paymentMethods;
  // After a failed or cancelled payment: the form as it was sent (not with a wallet's confirmation).
  const draft = confirmation ? null : checkoutDraftOf(session);
  return data({ ...checkout, paymentMethods, express: confirmation, checkoutKey, draft }, { headers: { 'set-cookie': await commitSession(session), 'cache-control': 'private, no-store' } });
}

export async function action({ request }: ActionFunctionArgs) {
  const session = await getSession(request);
  return placeOrderAction(request, backendOfSession(session, request), session);
}

export const meta: MetaFunction = () => [{ title: country.brand.storeName }, { name: 'robots', content: 'noindex' }];

export default function CheckoutRoute() {
  const checkout = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <CheckoutScreen checkout={checkout} result={result} />;
}

export { RouteErrorBoundary as ErrorBoundary } from '../errors/RouteErrorBoundary.tsx';
