import { calls } from '@shop/contract';
import { redirect, type ActionFunctionArgs } from 'react-router';
import { localTargetOf } from '../security/local-target.ts';
import { backendOfSession } from '../server/request-backend.server.ts';
import { destroySession, getSession, signedInCustomer } from '../session/session.server.ts';

/**
 * Ends the session (spec section 4) and goes to login/register, or back where a retry came from.
 * Only a POST signs out (the header's and the account page's Sign out forms; same-origin only, see
 * security.server.ts): a link or an image on any page cannot. The back office is told first, so
 * the customer's token stops working everywhere at once; the cookie goes whatever it answers (an
 * outdated token, a back office out of reach).
 */
export async function action({ request }: ActionFunctionArgs) {
  const session = await getSession(request);
  if (signedInCustomer(session)) {
    try {
      await backendOfSession(session, request).backOffice(calls.backoffice.logout, {});
    } catch {
      // Signed out here all the same.
    }
  }
  const target = localTargetOf(request, 'then', '/login-register');
  return redirect(target, { headers: { 'set-cookie': await destroySession(session) } });
}

/** A GET (an old link, a crawler, a forged image) changes nothing: the account page has the button. */
export const loader = () => redirect('/account');
