// Words the coupon pages share: what a coupon takes off, where it is valid, and the back office's
// coupon field messages in the admin's language.
import { useLingui } from '@lingui/react/macro';
import { couponAdminMessages, type CouponRow } from '@shop/contract/admin';
import { money } from '../components/format.ts';
import { useCountryName, useKnownMessages } from '../customers/labels.ts';

export function useCouponLabels() {
  const { t } = useLingui();
  const countryName = useCountryName();
  return {
    discount: (coupon: Pick<CouponRow, 'kind' | 'percent' | 'amount_cents' | 'currency_code'>) =>
      coupon.kind === 'free_shipping'
        ? t`Free delivery`
        : coupon.kind === 'percent'
          ? t`${coupon.percent ?? 0} % off the goods`
          : t`${money(coupon.amount_cents ?? 0, coupon.currency_code ?? 'EUR')} off`,
    shop: (coupon: Pick<CouponRow, 'country_id' | 'currency_code'>) =>
      coupon.country_id !== null ? countryName(coupon.country_id) : coupon.currency_code !== null ? t`All ${coupon.currency_code} shops` : t`All shops`,
  };
}

export function useCouponMessage(): (message: string | undefined) => string | undefined {
  const { t } = useLingui();
  return useKnownMessages({
    [couponAdminMessages.code_format]: t`Use 3 to 40 letters, digits, hyphens or underscores.`,
    [couponAdminMessages.code_taken]: t`Another coupon already has this code.`,
    [couponAdminMessages.percent_range]: t`Enter a percentage from 1 to 100.`,
    [couponAdminMessages.amount_required]: t`Enter the amount the coupon takes off.`,
    [couponAdminMessages.amount_positive]: t`Enter an amount above 0.`,
    [couponAdminMessages.currency_required]: t`An amount needs a currency: choose a shop or a currency.`,
    [couponAdminMessages.currency_of_shop]: t`A coupon of one shop has that shop’s currency.`,
    [couponAdminMessages.until_before_from]: t`The last day must not be before the first day.`,
    [couponAdminMessages.limit_positive]: t`Enter a whole number of at least 1, or leave it empty for no limit.`,
  });
}
