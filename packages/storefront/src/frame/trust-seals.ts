// The footer's trust seals (spec section 3: shopvote and trusted-shop ids with display flags;
// issue 17): a seal shows only when the locale config names the provider's id for this shop and
// switches its footer flag on, and then links to the provider's page for this shop.
import type { ReviewBadgeData } from './review-badge-data.ts';

export type TrustSeal =
  | { provider: 'trustedShops'; href: string }
  | { provider: 'shopvote'; href: string; ratingValue: number; ratingCount: number };

/** The Trusted Shops certificate of a shop: the provider's page named after the shop's TS-ID. */
export function trustedShopsCertificateUrl(id: string, isoAlpha2: string): string {
  const host = isoAlpha2 === 'AT' ? 'www.trustedshops.at' : 'www.trustedshops.de';
  return `https://${host}/bewertung/info_${encodeURIComponent(id)}.html`;
}

/**
 * The seals to show. Trusted Shops: its certificate page (a link, no request to the provider).
 * ShopVote: only with the provider's own answer (its rating and the shop's review page), which is
 * asked for only after the shopper's consent; without it no ShopVote seal.
 */
export function trustSeals(
  shop: { trustedShop: { id: string; footer: boolean } | null; shopvote: { id: string; footer: boolean } | null },
  isoAlpha2: string,
  reviews: ReviewBadgeData | null,
): TrustSeal[] {
  const seals: TrustSeal[] = [];
  if (shop.trustedShop?.footer) seals.push({ provider: 'trustedShops', href: trustedShopsCertificateUrl(shop.trustedShop.id, isoAlpha2) });
  if (shop.shopvote?.footer && reviews) seals.push({ provider: 'shopvote', href: reviews.reviewPage, ratingValue: reviews.ratingValue, ratingCount: reviews.ratingCount });
  return seals;
}
