// How a product's price is shown to this shopper (spec sections 1 and 5): gross with the country's
// tax label, or net (0 %) for VAT-exempt customers and companies in 0-VAT categories; hidden when
// there is no price; a discount badge or the 1.16 list price.
import type { Product } from '@shop/contract';
import { displayPrice, formatMoney, netFromGross, priceForMode, priceMode, type FormatLocale } from '@shop/pricing-vat';
import country from '../country/current-country.ts';

export type Shopper = { isCompany: boolean; excludeVat: boolean };

export type ShownPrice =
  | { hidden: true }
  | { hidden: false; price: string; listPrice: string; discountPercent: number | null; taxLabel: string; includesVat: boolean };

const formatLocale: FormatLocale = country.language === 'ro' ? 'ro-RO' : country.language === 'en' ? 'en-US' : 'de-DE';

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
    listPrice: money(shown.listPrice),
    discountPercent: shown.showDiscountBadge ? shown.discountPercent : null,
    taxLabel: mode.includesVat ? taxTitle : '0%',
    includesVat: mode.includesVat,
  };
}
