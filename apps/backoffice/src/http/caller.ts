// Who is calling (spec section 6): a customer with a bearer token, a guest with the shop token
// scheme and a user identifier, or nobody.
//
// Every call that takes a customer bearer token goes through this one resolver (both the back office
// and the helper service register their calls with it, http/register-call.ts). A bearer token counts
// only when its signature and expiry are good AND the account it names still accepts it: the customer
// exists as a full customer with the token's email, and the token carries the customer's current
// token version (a password change, a completed reset or a logout bumps it, so every older token
// stops working at once). Admin rights come from the account on every call, never from the token.
// A token that fails any of this makes the caller anonymous: 401 on every call that needs a sign-in.
import { timingSafeEqual } from 'node:crypto';
import { BEARER_SCHEME, SHOP_TOKEN_HEADER, SHOP_TOKEN_SCHEME, USER_IDENTIFIER_HEADER } from '@shop/contract';
import type { FastifyRequest } from 'fastify';
import { jwtVerify } from 'jose';

export type Caller =
  | { kind: 'anonymous' }
  | { kind: 'guest'; userIdentifier: string }
  | {
      kind: 'customer';
      customerId: number;
      email: string;
      isAdmin: boolean;
      tokenVersion: number;
      /** The storefront server made the call for the customer: it presented the shop token too. */
      viaStorefront: boolean;
    };

export type CallerResolver = (request: FastifyRequest) => Promise<Caller>;

/** The claims of a token whose signature and expiry are good. */
export type TokenClaims = { customerId: number; email: string; tokenVersion: number };

/** What the account says about a token's claims: null when it no longer accepts the token. */
export type TokenAccountCheck = (claims: TokenClaims) => Promise<{ isAdmin: boolean } | null>;

export function createCallerResolver(options: { shopToken: string; jwtSecret: string; checkAccount: TokenAccountCheck }): CallerResolver {
  const shopToken = Buffer.from(options.shopToken);
  const key = new TextEncoder().encode(options.jwtSecret);

  return async (request) => {
    const header = request.headers.authorization ?? '';
    const [scheme, value = ''] = header.split(' ', 2);
    if (scheme === BEARER_SCHEME && value) {
      const claims = await verifyCustomerToken(value, key);
      if (!claims) return { kind: 'anonymous' };
      const account = await options.checkAccount(claims);
      // Expired, tampered, foreign or outdated: the caller is treated as not signed in.
      if (!account) return { kind: 'anonymous' };
      const presented = request.headers[SHOP_TOKEN_HEADER];
      const viaStorefront = typeof presented === 'string' && sameSecret(Buffer.from(presented), shopToken);
      return { kind: 'customer', ...claims, isAdmin: account.isAdmin, viaStorefront };
    }
    if (scheme === SHOP_TOKEN_SCHEME && sameSecret(Buffer.from(value), shopToken)) {
      const identifier = request.headers[USER_IDENTIFIER_HEADER];
      const userIdentifier = typeof identifier === 'string' ? identifier.slice(0, 100) : '';
      return { kind: 'guest', userIdentifier };
    }
    return { kind: 'anonymous' };
  };
}

async function verifyCustomerToken(token: string, key: Uint8Array): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    const customerId = Number(payload.sub);
    if (!Number.isSafeInteger(customerId) || customerId <= 0 || typeof payload.email !== 'string') return null;
    // Tokens without a version claim are older than the version itself: they count as version 0.
    const tokenVersion = payload.ver === undefined ? 0 : payload.ver;
    if (typeof tokenVersion !== 'number' || !Number.isSafeInteger(tokenVersion)) return null;
    return { customerId, email: payload.email, tokenVersion };
  } catch {
    return null;
  }
}

function sameSecret(given: Buffer, expected: Buffer): boolean {
  return given.length === expected.length && timingSafeEqual(given, expected);
}
