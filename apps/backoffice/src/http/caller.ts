// Who is calling (spec section 6): a customer with a bearer token, a guest with the shop token
// scheme and a user identifier, or nobody.
import { timingSafeEqual } from 'node:crypto';
import { BEARER_SCHEME, SHOP_TOKEN_SCHEME, USER_IDENTIFIER_HEADER } from '@shop/contract';
import type { FastifyRequest } from 'fastify';
import { jwtVerify } from 'jose';

export type Caller =
  | { kind: 'anonymous' }
  | { kind: 'guest'; userIdentifier: string }
  | { kind: 'customer'; customerId: number; email: string; isAdmin: boolean };

export type CallerResolver = (request: FastifyRequest) => Promise<Caller>;

export function createCallerResolver(options: { shopToken: string; jwtSecret: string }): CallerResolver {
  const shopToken = Buffer.from(options.shopToken);
  const key = new TextEncoder().encode(options.jwtSecret);

  return async (request) => {
    const header = request.headers.authorization ?? '';
    const [scheme, value = ''] = header.split(' ', 2);
    if (scheme === BEARER_SCHEME && value) {
      const claims = await verifyCustomerToken(value, key);
      return claims ?? { kind: 'anonymous' };
    }
    if (scheme === SHOP_TOKEN_SCHEME && sameSecret(Buffer.from(value), shopToken)) {
      const identifier = request.headers[USER_IDENTIFIER_HEADER];
      const userIdentifier = typeof identifier === 'string' ? identifier.slice(0, 100) : '';
      return { kind: 'guest', userIdentifier };
    }
    return { kind: 'anonymous' };
  };
}

async function verifyCustomerToken(token: string, key: Uint8Array): Promise<Caller | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    const customerId = Number(payload.sub);
    if (!Number.isSafeInteger(customerId) || customerId <= 0 || typeof payload.email !== 'string') return null;
    return { kind: 'customer', customerId, email: payload.email, isAdmin: payload.admin === true };
  } catch {
    // Expired, tampered or foreign: the caller is treated as not signed in.
    return null;
  }
}

function sameSecret(given: Buffer, expected: Buffer): boolean {
  return given.length === expected.length && timingSafeEqual(given, expected);
}
