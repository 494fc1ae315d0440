// The backend as the current shopper: their customer token when signed in, else the guest scheme.
import { getSession, signedInCustomer, type ShopSession } from '../session/session.server.ts';
import { backendFor, type Backend } from './backend.server.ts';
import { shopConfig } from './shop-config.server.ts';
import { clientAddressOf } from './client-address.server.ts';

/** The id nginx gave the request (`x-request-id`), or a new one: sent on to the back office. */
function requestIdOf(request: Request): string {
  const given = request.headers.get('x-request-id');
  return given && /^[\w.:-]{1,100}$/.test(given) ? given : crypto.randomUUID();
}

export async function backendOf(request: Request): Promise<Backend> {
  return backendOfSession(await getSession(request), request);
}

/**
 * For code that also writes the session: a first-time visitor's user identifier is made when the
 * session is read, so the back office must see the identifier of the session that will be saved.
 */
export function backendOfSession(session: ShopSession, request: Request): Backend {
  const customer = signedInCustomer(session);
  return backendFor({
    customerToken: customer ? session.get('token') : undefined,
    userIdentifier: session.get('userIdentifier') ?? 'anonymous',
    clientAddress: clientAddressOf(request, shopConfig().trustedProxyHops),
    requestId: requestIdOf(request),
  });
}
