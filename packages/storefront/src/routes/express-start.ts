// POST /express/{paypal|amazon} (issue 15, express checkout): the cart's wallet button. The back
// office starts the wallet session for this shopper's cart and answers the wallet's page; a
// failure (no cart, wallet not offered or not answering, the minimum order value not reached)
// comes back to the cart, which says so.
import { ApiError } from '@shop/api-client';
import { calls, expressCodeSchema } from '@shop/contract';
import { redirect, redirectDocument, type ActionFunctionArgs } from 'react-router';
import { backendOfSession } from '../server/request-backend.server.ts';
import { commitSession, getSession } from '../session/session.server.ts';

export const loader = () => redirect('/cart');

export async function action({ request, params }: ActionFunctionArgs) {
  const code = expressCodeSchema.safeParse(params.code);
  const session = await getSession(request);
  const cartId = session.get('cartId');
  if (!code.success || cartId === undefined) throw redirect('/cart');
  session.unset('express');
  try {
    const answer = await backendOfSession(session, request).backOffice(calls.backoffice.expressStart, { params: { code: code.data }, body: { cart_id: cartId } });
    return redirectDocument(answer.data.redirect_url, { headers: { 'set-cookie': await commitSession(session) } });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // Below the minimum order value the cart's own notice says what is missing (a cart page left
    // open while items were removed elsewhere still showed the button).
    const back = error.code === 'below_minimum_order' ? '/cart' : '/cart?express=failed';
    return redirect(back, { headers: { 'set-cookie': await commitSession(session) } });
  }
}
