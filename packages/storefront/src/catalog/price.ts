// How a product's price is shown to this shopper (spec sections 1 and 5): gross with the country's
// tax label, or net (0 %) for VAT-exempt customers and companies in 0-VAT categories; hidden when
// there is no price; a discount badge or the 1.16 list price.
import type { Product } from '@shop/contract';
import { moneyLocale } from '@shop/contract/country-facts';
import { displayPrice, formatMoney, netFromGross, priceForMode, priceMode, unitPrice, type FormatLocale } from '@shop/pricing-vat';
import country from '../country/current-country.ts';

export type Shopper = { isCompany: boolean; excludeVat: boolean };

export type ShownPrice =
  | { hidden: true }
  | {
      hidden: false;
      price: string;
      /** The price paid, in cents, as shown (gross or net). */
      priceCents: number;
      listPrice: string;
      discountPercent: number | null;
      taxLabel: string;
      includesVat: boolean;
    };

const formatLocale: FormatLocale = moneyLocale(country.language);

export function money(cents: number): string {
  return formatMoney(cents, formatLocale, { symbol: country.currency.symbol });
}

export function shownPrice(product: Product, shopper: Shopper, zeroVatCategories: string, taxTitle: string): ShownPrice {
  const mode = priceMode({
    excludeVat: shopper.excludeVat,
    isCompany: shopper.isCompany,
    productCategoryIds: product.category,
    zeroVatCategoryIds: zeroVatCategories,
    taxTitle,
  });
  const pays = priceForMode(mode, { gross: product.BEST_TAXED_PRICE, net: product.IS_PROMO ? product.PROMO_PRICE : product.PRICE });
  // The list price comes gross; a net shopper sees it without VAT too.
  const list = product.listen_price == null ? 0 : mode.includesVat ? product.listen_price : netFromGross(product.listen_price, product.tax_rate);
  const shown = displayPrice({ price: pays, listPrice: list });
  if (shown.hidden) return { hidden: true };
  return {
    hidden: false,
    price: money(shown.price),
    priceCents: shown.price,
    listPrice: money(shown.listPrice),
    discountPercent: shown.showDiscountBadge ? shown.discountPercent : null,
    taxLabel: mode.includesVat ? taxTitle : '0%',
    includesVat: mode.includesVat,
  };
}

/**
 * Germany and Austria (PAngV): the price per m² of a product sold by measure, and for a reduced
 * price the lowest price of the 30 days before; both in the same gross or net as the shown price.
 */
export function priceIndications(product: Product, shown: ShownPrice): { unitPrice: string | null; lowestBefore: string | null } {
  if (shown.hidden || country.isoAlpha2 === 'RO') return { unitPrice: null, lowestBefore: null };
  const perUnit = product.unit === 'm2' && product.unit_content_milli ? money(unitPrice(shown.priceCents, product.unit_content_milli)) : null;
  const lowest = product.IS_PROMO && product.lowest_price_30_days != null ? product.lowest_price_30_days : null;
  const lowestShown = lowest === null ? null : shown.includesVat ? lowest : netFromGross(lowest, product.tax_rate);
  return { unitPrice: perUnit, lowestBefore: lowestShown === null ? null : money(lowestShown) };
}

/**
 * A search hit's price: gross with the tax label, or net for a VAT-exempt customer. Hits name
 * their categories by title only, so the company 0-VAT categories cannot be told apart here; the
 * product page shows the exact price.
 */
export function hitPrice(hit: { price: number; price_without_vat: number }, shopper: Shopper, taxTitle: string): { price: string; taxLabel: string | null } {
  return shopper.excludeVat ? { price: money(hit.price_without_vat), taxLabel: null } : { price: money(hit.price), taxLabel: taxTitle };
}
