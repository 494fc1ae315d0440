// The account pages are for signed-in customers only (spec section 6): anyone else goes to
// login/register and comes back here after signing in.
import { redirect } from 'react-router';
import { backendOf } from '../server/request-backend.server.ts';
import { getSession, signedInCustomer, type SessionCustomer, type ShopSession } from '../session/session.server.ts';
import type { Backend } from '../server/backend.server.ts';

export type SignedIn = { session: ShopSession; customer: SessionCustomer; backend: Backend };

export async function requireSignedIn(request: Request): Promise<SignedIn> {
  const session = await getSession(request);
  const customer = signedInCustomer(session);
  if (!customer) {
    const url = new URL(request.url);
    throw redirect(`/login-register?then=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return { session, customer, backend: await backendOf(request) };
}
