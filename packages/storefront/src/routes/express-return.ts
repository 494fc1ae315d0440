// /express/{paypal|amazon}/return (issue 15, express checkout): where the wallet sends the payer
// back, with its own session parameter (PayPal ?token=, Amazon Pay ?amazonCheckoutSessionId=). The
// back office reads the payer's email and address from the wallet (never from this address), the
// session keeps them for 30 minutes (spec user_express_data), and the checkout confirms the order.
import { ApiError } from '@shop/api-client';
import { calls, expressCodeSchema } from '@shop/contract';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { backendOfSession } from '../server/request-backend.server.ts';
import { commitSession, getSession } from '../session/session.server.ts';

const SESSION_PARAMETER = { paypal: 'token', amazon: 'amazonCheckoutSessionId' } as const;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const code = expressCodeSchema.safeParse(params.code);
  const session = await getSession(request);
  const cartId = session.get('cartId');
  const providerSessionId = code.success ? new URL(request.url).searchParams.get(SESSION_PARAMETER[code.data]) : null;
  if (!code.success || !providerSessionId || cartId === undefined) throw redirect('/cart');
  try {
    const answer = await backendOfSession(session, request).backOffice(calls.backoffice.expressPayer, {
      params: { code: code.data },
      body: { cart_id: cartId, provider_session_id: providerSessionId },
    });
    session.set('express', { code: code.data, id: answer.data.express_id, expiresAt: answer.data.expires_at, payer: answer.data.payer });
    return redirect('/checkout', { headers: { 'set-cookie': await commitSession(session) } });
  } catch (error) {
    if (!(error instanceof ApiError && error.status < 500)) throw error;
    session.unset('express');
    return redirect('/cart?express=failed', { headers: { 'set-cookie': await commitSession(session) } });
  }
}
