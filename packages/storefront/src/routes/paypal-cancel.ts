// /paypal/cancel?token=<PayPal order id> (spec section 7): where PayPal sends the payer who
// cancelled there. The back office closes the waiting order (POST /paypal/cancel, as this shopper)
// and gives its stock back; the cart keeps its lines, and the cart page says what happened.
import { ApiError } from '@shop/api-client';
import { calls } from '@shop/contract';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { backendOfSession } from '../server/request-backend.server.ts';
import { commitSession, getSession } from '../session/session.server.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token');
  if (!token) throw redirect('/cart');
  const session = await getSession(request);
  try {
    await backendOfSession(session, request).backOffice(calls.backoffice.paypalCancel, { body: { paypal_order_id: token } });
  } catch (error) {
    // Not this shopper's order, or one already closed: the cart is all there is to show.
    if (!(error instanceof ApiError && error.status < 500)) throw error;
  }
  // The next attempt is a new order with a new number: it needs a new key.
  session.unset('checkoutKey');
  return redirect('/cart?payment=canceled', { headers: { 'set-cookie': await commitSession(session) } });
}
