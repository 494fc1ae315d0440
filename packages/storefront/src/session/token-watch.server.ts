// The customer token's life (spec sections 4, 6 and 9): 6 hours from sign-in; at two thirds (4 h)
// it is refreshed with customer_id and email; once expired the customer is signed out and told
// 'Please login again' once. A failed refresh is only logged: the token stays valid until it expires.
import { calls, TOKEN_LIFETIME_MS, TOKEN_REFRESH_AFTER_MS } from '@shop/contract';
import type { Backend } from '../server/backend.server.ts';
import type { ShopSession } from './session.server.ts';

export type TokenOutcome = 'none' | 'fresh' | 'refreshed' | 'refresh-failed' | 'expired';

export function signOut(session: ShopSession): void {
  for (const key of ['token', 'tokenIssuedAt', 'tokenExpiresAt', 'customer'] as const) session.unset(key);
}

export async function keepTokenFresh(session: ShopSession, backendWith: (token: string) => Backend, now = new Date()): Promise<TokenOutcome> {
  const token = session.get('token');
  const customer = session.get('customer');
  const expiresAt = session.get('tokenExpiresAt');
  if (!token || !customer || !expiresAt) return 'none';
  if (new Date(expiresAt) <= now) {
    signOut(session);
    session.flash('toast', 'session_expired');
    return 'expired';
  }
  const issuedAt = new Date(session.get('tokenIssuedAt') ?? now.toISOString());
  if (now.getTime() - issuedAt.getTime() < TOKEN_REFRESH_AFTER_MS) return 'fresh';
  try {
    const answer = await backendWith(token).backOffice(calls.backoffice.refreshToken, { body: { customer_id: customer.id, email: customer.email } });
    session.set('token', answer.token);
    session.set('tokenIssuedAt', now.toISOString());
    session.set('tokenExpiresAt', new Date(now.getTime() + TOKEN_LIFETIME_MS).toISOString());
    return 'refreshed';
  } catch (error) {
    console.error('Failed to refresh token', error instanceof Error ? error.message : error);
    return 'refresh-failed';
  }
}
