// /cart (spec section 2): the cart page; its action takes every change to the cart. The cart
// dropdown loads this route's data too, so it shows the same delivery cost and totals.
import { useEffect } from 'react';
import { data, useActionData, useLoaderData, useRevalidator, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { calls, expressCodes, type ExpressCode } from '@shop/contract';
import { cartAction } from '../cart/cart-action.server.ts';
import { centresOfLines, currentCart, deliveryCostOf, rememberCart, variantsOfLines } from '../cart/cart.server.ts';
import { CartScreen } from '../cart/CartScreen.tsx';
import country from '../country/current-country.ts';
import { backendOfSession } from '../server/request-backend.server.ts';
import { commitSession, getSession } from '../session/session.server.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getSession(request);
  const hadCart = session.has('cartId');
  const countBefore = session.get('cartCount') ?? 0;
  const backend = backendOfSession(session, request);
  const cart = await currentCart(backend, session);
  const filled = cart !== null && cart.lines.length > 0;
  const [delivery, methods, centres, variants] = filled
    ? await Promise.all([
        deliveryCostOf(backend, cart),
        backend.backOffice(calls.backoffice.activePaymentMethods, { params: { cart: cart.id } }),
        centresOfLines(backend, cart),
        variantsOfLines(backend, cart),
      ])
    : [null, null, {}, {}];
  // The wallets offered for this cart get an express button (issue 15).
  const express = (methods?.data ?? []).map((method) => method.code).filter((code): code is ExpressCode => (expressCodes as readonly string[]).includes(code));
  const headers = new Headers({ 'cache-control': 'private, no-store' });
  if (hadCart) {
    // Keeps the badge in step with the back office, and forgets a cart it no longer knows.
    rememberCart(session, cart);
    headers.append('set-cookie', await commitSession(session));
  }
  // The header was rendered alongside with the old count; the page asks for a fresh one.
  const countChanged = (session.get('cartCount') ?? 0) !== countBefore;
  // Back from a payment cancelled at the provider (/paypal/cancel): the cart page says so.
  const query = new URL(request.url).searchParams;
  const paymentCanceled = query.get('payment') === 'canceled';
  // An express checkout the wallet or the back office refused (/express/{code}, its return page).
  const expressFailed = query.get('express') === 'failed';
  return data({ cart, delivery, centres, variants, countChanged, paymentCanceled, expressFailed, express }, { headers });
}

export const action = ({ request }: ActionFunctionArgs) => cartAction(request);

export const meta: MetaFunction = () => [{ title: `${country.brand.storeName}` }, { name: 'robots', content: 'noindex' }];

export default function CartRoute() {
  const { cart, delivery, centres, variants, countChanged, paymentCanceled, expressFailed, express } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const revalidator = useRevalidator();
  useEffect(() => {
    if (countChanged) void revalidator.revalidate();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer that changed the count
  }, [countChanged]);
  return <CartScreen cart={cart} delivery={delivery} centres={centres} variants={variants} result={result} paymentCanceled={paymentCanceled} expressFailed={expressFailed} express={express} />;
}

export { RouteErrorBoundary as ErrorBoundary } from '../errors/RouteErrorBoundary.tsx';
