// /amazon/return?amazonCheckoutSessionId=… (spec section 7, the wallet variant of POST /amazon/pay):
// where Amazon Pay sends the payer back. Nothing is charged until the shop completes the checkout
// session, so this asks the back office to (as this shopper, for this cart) and goes on to the
// order-placed page it answers; a declined or cancelled payment goes to the order-failed page,
// where the cart is still there. The browser proves nothing: only Amazon's completion makes the
// order paid.
import { calls } from '@shop/contract';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { afterWalletPayment } from '../checkout/wallet-return.server.ts';
import { backendOfSession } from '../server/request-backend.server.ts';
import { getSession } from '../session/session.server.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  const sessionId = new URL(request.url).searchParams.get('amazonCheckoutSessionId');
  const session = await getSession(request);
  const cartId = session.get('cartId');
  if (!sessionId || cartId === undefined) throw redirect('/cart');
  const backend = backendOfSession(session, request);
  return afterWalletPayment(session, () => backend.backOffice(calls.backoffice.amazonPay, { body: { cart_id: cartId, amazon_session_id: sessionId, customer_note: '' } }));
}
