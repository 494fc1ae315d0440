// Where the shopper lands after paying: the storefront of the order's country, on the
// order-placed or order-failed page. Guests also get the hash that lets them read the order.
import type { Deps } from '../../deps.ts';
import { guestOrderHash } from '../orders/guest-link.ts';

export type OrderForLinks = { id: number; ref: string; country_id: number; guest: boolean };

export function outcomePath(deps: Deps, order: OrderForLinks, outcome: 'placed' | 'failed'): string {
  const query = new URLSearchParams({ order: order.ref });
  if (outcome === 'placed' && order.guest) query.set('hash', guestOrderHash(deps.config.jwtSecret, order));
  return `/order-${outcome}?${query.toString()}`;
}

export async function storefrontUrlOf(deps: Deps, countryId: number): Promise<string> {
  const country = await deps.db.selectFrom('country').select('iso_alpha2').where('id', '=', countryId).executeTakeFirst();
  const urls = deps.config.storefrontUrls;
  return (country ? urls[country.iso_alpha2] : undefined) ?? Object.values(urls)[0] ?? deps.config.publicApiUrl;
}

export async function returnUrls(deps: Deps, order: OrderForLinks): Promise<{ successUrl: string; failureUrl: string }> {
  const base = await storefrontUrlOf(deps, order.country_id);
  return { successUrl: `${base}${outcomePath(deps, order, 'placed')}`, failureUrl: `${base}${outcomePath(deps, order, 'failed')}` };
}
