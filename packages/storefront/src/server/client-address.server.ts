// The shopper's address, for the back office's per-address rate limits (login, recovery,
// newsletter, withdrawal). With no proxy of ours in front (TRUSTED_PROXY_HOPS=0, the default, as
// `pnpm start` and `pnpm start:prod` run) it is the connection's own address, which the storefront
// server writes into PEER_ADDRESS_HEADER; X-Forwarded-For is then the client's own claim and never
// read. Behind proxies (the cluster: nginx, 1) it is the entry TRUSTED_PROXY_HOPS places from the
// right of X-Forwarded-For, the one our own proxy wrote; entries further left are the client's.
import { PEER_ADDRESS_HEADER } from '@shop/contract';
import { isIP } from 'node:net';

export function clientAddressOf(request: Request, hops: number): string | null {
  if (!Number.isSafeInteger(hops) || hops < 0) return null;
  if (hops === 0) return addressOrNull(request.headers.get(PEER_ADDRESS_HEADER));
  const chain = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return addressOrNull(chain[chain.length - hops]);
}

/** An IPv4 or IPv6 address as written (IPv4 on an IPv6 socket without its ::ffff: prefix), or null. */
function addressOrNull(value: string | null | undefined): string | null {
  const address = value?.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '') ?? '';
  return isIP(address) !== 0 ? address : null;
}
