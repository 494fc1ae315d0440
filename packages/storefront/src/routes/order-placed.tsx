// /order-placed (spec sections 2 and 8): the order number; for prepayment the bank details with the
// EPC QR code and a money-order payment slip. The cart of the order is forgotten here. After a guest
// order, the page offers an account with one password field (spec section 1: guest -> customer).
import { calls } from '@shop/contract';
import { data, redirect, useActionData, useLoaderData, useNavigation, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { createGuestAccount, guestOfLastOrder } from '../checkout/guest-account.server.ts';
import { GuestAccountOffer } from '../checkout/GuestAccountOffer.tsx';
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
  const signedIn = signedInCustomer(session);
  const detailHref = signedIn ? `/account/order/${order.id}` : hash ? `/guest/invoice/${encodeURIComponent(order.ref)}/${encodeURIComponent(hash)}` : null;
  const guest = signedIn ? null : guestOfLastOrder(session, order.id);
  return data(
    { order, bank, detailHref, cartForgotten, accountOffer: guest ? { email: guest.email } : null },
    { headers: { 'set-cookie': await commitSession(session), 'cache-control': 'private, no-store' } },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const session = await getSession(request);
  const last = session.get('lastOrder');
  const guest = last && !signedInCustomer(session) ? guestOfLastOrder(session, last.id) : null;
  if (!guest || !last) throw redirect('/');
  const result = await createGuestAccount(backendOfSession(session, request), session, guest, await request.formData());
  if (!result.ok) return data(result, { status: result.refused ? 403 : 400 });
  return redirect('/account?done=account-created#orders', { headers: { 'set-cookie': await commitSession(session) } });
}

export const meta: MetaFunction = () => [{ title: country.brand.storeName }, { name: 'robots', content: 'noindex' }];

export default function OrderPlacedRoute() {
  const { order, bank, detailHref, cartForgotten, accountOffer } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const failure = result && !result.ok ? result : null;
  return (
    <OrderPlacedScreen order={order} bank={bank} detailHref={detailHref} cartForgotten={cartForgotten}>
      {accountOffer ? <GuestAccountOffer email={accountOffer.email} errors={failure?.errors ?? {}} refused={failure?.refused ?? false} busy={busy} /> : null}
    </OrderPlacedScreen>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../errors/RouteErrorBoundary.tsx';
