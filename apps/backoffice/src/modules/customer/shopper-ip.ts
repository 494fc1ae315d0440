// The shopper's address for per-IP rate limits. Guest and signed-in work reaches the back office
// through the storefront server, which holds the shop token (spec section 6, ARCHITECTURE.md): the
// socket address is then the storefront's, and the storefront passes the shopper's address in
// X-Forwarded-For. That header is believed only on the storefront's own calls: those made with the
// shop token scheme, or with a customer's bearer token plus the shop token in `x-shop-token`. A
// bearer token alone is something a shopper holds and can send from anywhere, so on such a call (and
// on an anonymous one) the header is ignored and the socket address counts: a shopper cannot choose
// the address their attempts are counted against.
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Caller } from '../../http/caller.ts';

export function shopperIp(request: FastifyRequest, caller: Caller): string {
  if (caller.kind === 'guest' || (caller.kind === 'customer' && caller.viaStorefront)) {
    const header = request.headers['x-forwarded-for'];
    const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();
    if (first && isIP(first) !== 0) return addressKey(first);
  }
  return addressKey(request.ip);
}

/**
 * What per-address limits count against (issue 38): an IPv4 address as it is (an IPv4-mapped IPv6
 * address as its IPv4 one), an IPv6 address by its /64 prefix. One home or one server usually holds
 * a whole /64, so counting each of its 2^64 addresses apart would be no limit at all.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIP(address) !== 6) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === '' ? [] : tail.split(':');
  const groups = address.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
