// /paypal/return?token=<PayPal order id>&PayerID=... (spec section 7): where PayPal sends the payer
// after approving. The back office captures the payment (POST /paypal/accept, as this shopper) and
// answers the order-placed page; a declined or otherwise failed capture goes to the order-failed
// page, where the cart is still there. The shopper's browser proves nothing here: only PayPal's
// capture makes the order paid.
import { calls } from '@shop/contract';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { afterWalletPayment } from '../checkout/wallet-return.server.ts';
import { backendOfSession } from '../server/request-backend.server.ts';
import { getSession } from '../session/session.server.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get('token');
  if (!token) throw redirect('/cart');
  const session = await getSession(request);
  const backend = backendOfSession(session, request);
  return afterWalletPayment(session, () =>
    backend.backOffice(calls.backoffice.paypalAccept, { body: { paypal_data: { orderID: token, payerID: url.searchParams.get('PayerID') } } }),
  );
}
