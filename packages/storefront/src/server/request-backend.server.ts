// The backend as the current shopper: their customer token when signed in, else the guest scheme.
import { acceptedRequestId, REQUEST_ID_HEADER } from '@shop/contract/redact-url';
import { getSession, signedInCustomer, type ShopSession } from '../session/session.server.ts';
import { backendFor, type Backend } from './backend.server.ts';
import { shopConfig } from './shop-config.server.ts';
import { clientAddressOf } from './client-address.server.ts';

/** The id nginx gave the request (`x-request-id`), or a new one: sent on to the back office. */
function requestIdOf(request: Request): string {
  return acceptedRequestId(request.headers.get(REQUEST_ID_HEADER)) ?? crypto.randomUUID();
}

/**
 * A page (GET) waits at most the page budget; an action (placing an order, paying through a
 * provider) may take longer before the shopper is told the shop cannot answer: an order must not
 * look failed while it is being placed.
 */
function budgetOf(request: Request): number {
  const pageBudget = shopConfig().backendBudgetMs;
  return request.method === 'GET' || request.method === 'HEAD' ? pageBudget : Math.max(pageBudget, ACTION_BUDGET_MS);
}
const ACTION_BUDGET_MS = 30_000;

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
    budgetMs: budgetOf(request),
    customerToken: customer ? session.get('token') : undefined,
    userIdentifier: session.get('userIdentifier') ?? 'anonymous',
    clientAddress: clientAddressOf(request, shopConfig().trustedProxyHops),
    requestId: requestIdOf(request),
  });
}
