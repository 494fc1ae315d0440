// The providers' seals in the footer (issue 17); which ones, and where they link: trust-seals.ts.
import { useLingui } from '@lingui/react/macro';
import { countMessages } from '@shop/i18n';
import { TrustBadge } from '@shop/ui-kit';
import country from '../country/current-country.ts';
import type { FrameData } from './frame-data.ts';
import type { ReviewBadgeData } from './review-badge-data.ts';
import { trustSeals } from './trust-seals.ts';

export function TrustSeals({ shop, reviews }: { shop: FrameData['shop']; reviews: ReviewBadgeData | null }) {
  const { t, i18n } = useLingui();
  const newTab = t`(opens in a new tab)`;
  return trustSeals(shop, country.isoAlpha2, reviews).map((seal) => {
    if (seal.provider === 'trustedShops') {
      return <TrustBadge key="ts" provider="Trusted Shops" detail={t`View certificate`} href={seal.href} newTabLabel={newTab} />;
    }
    const rating = t(countMessages.ratingWithReviews(i18n.number(seal.ratingValue, { maximumFractionDigits: 1 }), seal.ratingCount));
    return <TrustBadge key="sv" provider="ShopVote" detail={rating} href={seal.href} newTabLabel={newTab} />;
  });
}
