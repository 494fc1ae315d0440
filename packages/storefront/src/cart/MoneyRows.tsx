// The money rows of a cart, checkout, order page and order detail (decision 014): every amount on
// the buyer's price basis, and the VAT per rate as an amount. A consumer reads gross amounts, the
// total, and the VAT it contains per rate ("enthaltene MwSt. 19 %: 60,51 €"); a company customer
// reads net amounts, the net sum, the VAT added per rate and the gross total; a VAT-exempt customer
// reads net amounts and a VAT line of 0 %. Rendered inside the caller's own <dl>.
import { useLingui } from '@lingui/react/macro';
import { moneyLocale } from '@shop/contract/country-facts';
import type { OrderTotals, PriceBasis } from '@shop/pricing-vat';
import type { ReactNode } from 'react';
import { money } from '../catalog/price.ts';
import country from '../country/current-country.ts';

// Made on first use, like the money and date formats, not while every page's modules load (the
// header's cart brings this module into each page).
let percentFormat: Intl.NumberFormat | undefined;
const percent = () => (percentFormat ??= new Intl.NumberFormat(moneyLocale(country.language), { maximumFractionDigits: 2 }));

export type ShownAmounts = {
  basis: PriceBasis;
  totals: Pick<OrderTotals, 'goods' | 'discount' | 'delivery' | 'fee' | 'total' | 'vat'>;
  couponCode: string | null;
  /** False where the lines above already add up to the goods (the order pages). */
  showGoods: boolean;
  /** What the delivery row says instead of an amount while it is not known; null: the amount. */
  deliveryText: string | null;
  totalClassName?: string | undefined;
};

export function MoneyRows({ basis, totals, couponCode, showGoods, deliveryText, totalClassName }: ShownAmounts) {
  const { t } = useLingui();
  const net = basis === 'net';
  const on = (amount: { gross: number; net: number }) => (net ? amount.net : amount.gross);
  const row = (label: ReactNode, value: ReactNode, key: string, className?: string) => [
    <dt key={`${key}-label`} className={className}>
      {label}
    </dt>,
    <dd key={`${key}-value`} className={className}>
      {value}
    </dd>,
  ];
  const vatRows =
    totals.vat.length === 0 && net
      ? row(t`VAT 0%`, money(0), 'vat-0')
      : totals.vat.flatMap((line) => {
          const rate = percent().format(line.rate);
          return row(net ? t`plus VAT ${rate}%` : t`incl. VAT ${rate}%`, money(line.vat), `vat-${line.rate}`);
        });
  const deliveryValue = deliveryText ?? (on(totals.delivery) === 0 ? t`Free` : money(on(totals.delivery)));
  return (
    <>
      {showGoods ? row(net ? t`Goods (net)` : t`Goods`, money(on(totals.goods)), 'goods') : null}
      {on(totals.discount) > 0 ? row(t`Coupon ${couponCode ?? ''}`, `−${money(on(totals.discount))}`, 'coupon') : null}
      {row(t`Delivery`, <span aria-live="polite">{deliveryValue}</span>, 'delivery')}
      {on(totals.fee) > 0 ? row(t`Cash-on-delivery fee`, money(on(totals.fee)), 'fee') : null}
      {net ? row(t`Subtotal (net)`, money(totals.total.net), 'net') : null}
      {net ? vatRows : null}
      {row(t`Total`, <strong>{money(totals.total.gross)}</strong>, 'total', totalClassName)}
      {net ? null : vatRows}
    </>
  );
}
