// The shopper's address for per-IP rate limits. Guest work reaches the back office through the
// storefront server, which holds the shop token (spec section 6, ARCHITECTURE.md): the socket
// address is then the storefront's, and the storefront passes the shopper's address in
// X-Forwarded-For. That header is believed only on those shop-token calls. A bearer token is
// something a shopper holds and can send from anywhere, so on a bearer call (and on an anonymous
// one) the header is ignored and the socket address counts: a shopper cannot choose the address
// their attempts are counted against.
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Caller } from '../../http/caller.ts';

export function shopperIp(request: FastifyRequest, caller: Caller): string {
  if (caller.kind === 'guest') {
    const header = request.headers['x-forwarded-for'];
    const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();
    if (first && isIP(first) !== 0) return first;
  }
  return request.ip;
}
