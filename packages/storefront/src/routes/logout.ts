import { calls } from '@shop/contract';
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { backendOfSession } from '../server/request-backend.server.ts';
import { destroySession, getSession, signedInCustomer } from '../session/session.server.ts';

/**
 * Ends the session (spec section 4) and goes to login/register, or back where a retry came from.
 * The back office is told first, so the customer's token stops working everywhere at once; the
 * cookie goes whatever it answers (an outdated token, a back office out of reach).
 */
async function logout(request: Request) {
  const session = await getSession(request);
  if (signedInCustomer(session)) {
    try {
      await backendOfSession(session, request).backOffice(calls.backoffice.logout, {});
    } catch {
      // Signed out here all the same.
    }
  }
  const then = new URL(request.url).searchParams.get('then');
  // Only paths of this shop: never an open redirect.
  const target = then && /^\/(?!\/)/.test(then) ? then : '/login-register';
  return redirect(target, { headers: { 'set-cookie': await destroySession(session) } });
}

export const loader = ({ request }: LoaderFunctionArgs) => logout(request);
export const action = ({ request }: ActionFunctionArgs) => logout(request);
