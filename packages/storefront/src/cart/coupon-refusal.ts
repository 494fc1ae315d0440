// A refused coupon in the shopper's words (issue 37): the cart and the checkout say the back
// office's reason with its amount or day, in the shop's language.
import { useLingui } from '@lingui/react/macro';
import { dateLocale } from '@shop/contract/country-facts';
import { money } from '../catalog/price.ts';
import country from '../country/current-country.ts';
import type { CartActionResult } from './cart-result.ts';

/** A refused coupon in the shopper's words: the back office's reason with its amount or day (issue 37). */
export function useRefusalText() {
  const { t } = useLingui();
  return (result: Pick<CartActionResult, 'couponRefusal' | 'couponError'>): string => {
    const refusal = result.couponRefusal;
    const day = refusal?.day ? new Intl.DateTimeFormat(dateLocale(country, country.language), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${refusal.day}T00:00:00Z`)) : '';
    switch (refusal?.reason) {
      case 'inactive':
        return t`This coupon is no longer active.`;
      case 'other_shop':
        return t`This coupon is not valid in this shop.`;
      case 'empty_cart':
        return t`Add products to your cart before using a coupon.`;
      case 'used_up':
        return t`This coupon has been used up.`;
      case 'used_by_buyer':
        return t`You have already used this coupon.`;
      case 'min_order': {
        const minimum = money(refusal.minOrderCents ?? 0);
        return t`This coupon needs a minimum order of ${minimum}.`;
      }
      case 'not_yet_valid':
        return t`This coupon is valid from ${day}.`;
      case 'expired':
        return t`This coupon expired on ${day}.`;
      case 'no_saving':
        return t`This coupon saves nothing on this cart (delivery is free already, for example), so it was not applied.`;
      case 'worse_than_current': {
        const current = refusal.current ?? '';
        const currentSaving = money(refusal.currentSavingCents ?? 0);
        const saving = money(refusal.savingCents ?? 0);
        const code = refusal.code;
        return t`${current} saves you ${currentSaving}, ${code} only ${saving}: ${current} stays applied.`;
      }
    }
    return result.couponError === 'unknown_code'
      ? t`This coupon code is not valid.`
      : result.couponError === 'not_applicable'
        ? t`This coupon cannot be used for this cart.`
        : result.couponError === 'too_many'
          ? t`Too many codes were tried. Please wait a while before you try another one.`
          : t`Error fetching coupon`;
  };
}
