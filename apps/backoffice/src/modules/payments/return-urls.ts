// Where the shopper lands after paying: the storefront of the order's country, on the
// order-placed or order-failed page. Guests also get a link token (stored hashed) that lets them
// read the order.
import type { Deps } from '../../deps.ts';
import { issueGuestOrderLink } from '../orders/index.ts';
import { countryIsoCode } from './payment-repository.ts';

export type OrderForLinks = { id: number; ref: string; country_id: number; guest: boolean };

export async function outcomePath(deps: Deps, order: OrderForLinks, outcome: 'placed' | 'failed'): Promise<string> {
  const query = new URLSearchParams({ order: order.ref });
  if (outcome === 'placed' && order.guest) query.set('hash', await issueGuestOrderLink(deps.db, order.id, deps.now()));
  return `/order-${outcome}?${query.toString()}`;
}

export async function storefrontUrlOf(deps: Deps, countryId: number): Promise<string> {
  const iso = await countryIsoCode(deps.db, countryId);
  const urls = deps.config.storefrontUrls;
  return (iso !== undefined ? urls[iso] : undefined) ?? Object.values(urls)[0] ?? deps.config.publicApiUrl;
}

export async function returnUrls(deps: Deps, order: OrderForLinks): Promise<{ successUrl: string; failureUrl: string }> {
  const base = await storefrontUrlOf(deps, order.country_id);
  return { successUrl: `${base}${await outcomePath(deps, order, 'placed')}`, failureUrl: `${base}${await outcomePath(deps, order, 'failed')}` };
}
