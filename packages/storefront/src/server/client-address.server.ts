// The shopper's address, for the back office's per-address rate limits (login, recovery,
// newsletter, withdrawal). The storefront server sees only its proxy, so the address comes from
// X-Forwarded-For: the entry TRUSTED_PROXY_HOPS places from the right is the one our own proxy
// wrote (default 1: one load balancer in front); entries further left are whatever the client sent.
import { isIP } from 'node:net';

export function clientAddressOf(request: Request, hops: number): string | null {
  if (!Number.isSafeInteger(hops) || hops < 1) return null;
  const chain = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const address = chain[chain.length - hops];
  return address !== undefined && isIP(address) !== 0 ? address : null;
}
