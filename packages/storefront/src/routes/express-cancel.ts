// /express/{paypal|amazon}/cancel (issue 15, express checkout): the wallet's cancel address, and the
// checkout's "pay another way" link (?to=checkout). Nothing was ordered: the express data goes, the
// cart stays, and the cart page says the payment was cancelled.
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { commitSession, getSession } from '../session/session.server.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getSession(request);
  session.unset('express');
  const toCheckout = new URL(request.url).searchParams.get('to') === 'checkout';
  return redirect(toCheckout ? '/checkout' : '/cart?payment=canceled', { headers: { 'set-cookie': await commitSession(session) } });
}
