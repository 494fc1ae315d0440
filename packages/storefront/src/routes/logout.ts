import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { destroySession, getSession } from '../session/session.server.ts';

/** Ends the session (spec section 4) and goes to login/register, or back where a retry came from. */
async function logout(request: Request) {
  const session = await getSession(request);
  const then = new URL(request.url).searchParams.get('then');
  // Only paths of this shop: never an open redirect.
  const target = then && /^\/(?!\/)/.test(then) ? then : '/login-register';
  return redirect(target, { headers: { 'set-cookie': await destroySession(session) } });
}

export const loader = ({ request }: LoaderFunctionArgs) => logout(request);
export const action = ({ request }: ActionFunctionArgs) => logout(request);
