// Which stored price a shopper pays (spec section 5): the promotion price while the element is on
// promotion and has one, otherwise the regular price. Net cents, as the catalog stores them.
import { grossFromNet } from './gross-net.ts';
import type { Cents } from './money.ts';
import type { VatRate } from './vat-rate.ts';

export type StoredPrices = {
  readonly price: Cents | null;
  readonly promoPrice: Cents | null;
  /** The promotion flag as stored (1/0) or read (true/false). */
  readonly isPromo: boolean | number | null;
};

export type PayingPrice = { readonly net: Cents | null; readonly onPromo: boolean };

export function payingPrice({ price, promoPrice, isPromo }: StoredPrices): PayingPrice {
  const onPromo = (isPromo === true || isPromo === 1) && promoPrice !== null;
  return { net: onPromo ? promoPrice : price, onPromo };
}

export type CountryPrices = {
  /** The regular price, net and with the country's VAT. */
  readonly net: Cents;
  readonly taxed: Cents;
  /** What the shopper pays (the promotion price while on promotion), net and with VAT. */
  readonly payingNet: Cents;
  readonly taxedPaying: Cents;
  readonly onPromo: boolean;
};

/**
 * A sale element's prices in one country. The price shown as "the" price is always the one that is
 * charged, even where a promotion price was set above the regular one (no lower of the two).
 */
export function countryPrices(stored: StoredPrices, rate: VatRate): CountryPrices {
  const net = stored.price ?? 0;
  const paying = payingPrice(stored);
  const payingNet = paying.net ?? net;
  return { net, taxed: grossFromNet(net, rate), payingNet, taxedPaying: grossFromNet(payingNet, rate), onPromo: paying.onPromo };
}
