// /order-placed (spec sections 2 and 8): the order number; for prepayment the bank details with the
// EPC QR code and a money-order payment slip. The cart of the order is forgotten here.
import { calls } from '@shop/contract';
import { data, redirect, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { forgetPlacedCart, outcomeOrder } from '../checkout/order-outcome.server.ts';
import { OrderPlacedScreen } from '../checkout/OrderPlacedScreen.tsx';
import country from '../country/current-country.ts';
import { backendOfSession } from '../server/request-backend.server.ts';
import { commitSession, getSession, signedInCustomer } from '../session/session.server.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const ref = url.searchParams.get('order');
  const hash = url.searchParams.get('hash');
  const session = await getSession(request);
  const backend = backendOfSession(session, request);
  const order = await outcomeOrder(backend, session, ref, hash);
  if (!order) throw redirect('/');
  const cartForgotten = session.get('lastOrder')?.id === order.id && session.has('cartId');
  if (session.get('lastOrder')?.id === order.id) forgetPlacedCart(session);
  const bank = order.payment_method.code === 'vorkasse' ? (await backend.backOffice(calls.backoffice.qrCode, { body: { order_id: order.id } })).data : null;
  const detailHref = signedInCustomer(session) ? `/account/order/${order.id}` : hash ? `/guest/invoice/${encodeURIComponent(order.ref)}/${encodeURIComponent(hash)}` : null;
  return data({ order, bank, detailHref, cartForgotten }, { headers: { 'set-cookie': await commitSession(session), 'cache-control': 'private, no-store' } });
}

export const meta: MetaFunction = () => [{ title: country.brand.storeName }, { name: 'robots', content: 'noindex' }];

export default function OrderPlacedRoute() {
  const { order, bank, detailHref, cartForgotten } = useLoaderData<typeof loader>();
  return <OrderPlacedScreen order={order} bank={bank} detailHref={detailHref} cartForgotten={cartForgotten} />;
}

export { RouteErrorBoundary as ErrorBoundary } from '../errors/RouteErrorBoundary.tsx';
