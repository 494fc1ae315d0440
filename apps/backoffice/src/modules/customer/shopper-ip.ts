// The shopper's address for per-IP rate limits. Signed-in and guest work reaches the back office
// through the storefront server (spec section 6, ARCHITECTURE.md), so the socket address is the
// storefront's; the storefront passes the shopper's address in X-Forwarded-For. That header is only
// believed from callers holding the shop token or a customer token, never from anonymous ones.
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Caller } from '../../http/caller.ts';

export function shopperIp(request: FastifyRequest, caller: Caller): string {
  if (caller.kind !== 'anonymous') {
    const header = request.headers['x-forwarded-for'];
    const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();
    if (first && isIP(first) !== 0) return first;
  }
  return request.ip;
}
