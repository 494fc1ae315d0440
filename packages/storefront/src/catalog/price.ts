// How a product's price is shown to this shopper (spec sections 1 and 5, decision 014): gross with
// the country's tax label for consumers; net for company customers ("plus 19 % VAT"), net at 0 %
// for VAT-exempt customers and companies in 0-VAT categories; hidden when
// there is no price; a reduction against the lowest price of the 30 days before, or the
// manufacturer's RRP (decision 013).
import type { Product } from '@shop/contract';
import { moneyLocale } from '@shop/contract/country-facts';
import { displayPrice, formatMoney, netFromGross, priceBasis, priceMode, unitPrice, type FormatLocale } from '@shop/pricing-vat';
import country from '../country/current-country.ts';

export type Shopper = { isCompany: boolean; excludeVat: boolean };

/** What showing a product's price reads of it: a whole product or a listing's card. */
export type PricedProduct = Pick<
  Product,
  'ID' | 'category' | 'PRICE' | 'PROMO_PRICE' | 'BEST_TAXED_PRICE' | 'IS_PROMO' | 'tax_rate' | 'lowest_price_30_days' | 'listen_price' | 'unit' | 'unit_content_milli'
>;

/** What the note under a price says about VAT: included, to be added (company customers), or none (0 %). */
export type VatNote = 'included' | 'added' | 'none';

export type ShownPrice =
  | { hidden: true }
  | {
      hidden: false;
      price: string;
      /** The price paid, in cents, as shown (gross or net). */
      priceCents: number;
      /** What the price is compared with: a reduction's 30-day lowest price (struck through), or the manufacturer's RRP. */
      comparison: { kind: 'lowest30Days'; amount: string; percentOff: number } | { kind: 'manufacturerRrp'; amount: string } | null;
      taxLabel: string;
      includesVat: boolean;
      vat: VatNote;
    };

const formatLocale: FormatLocale = moneyLocale(country.language);

export function money(cents: number): string {
  return formatMoney(cents, formatLocale, { symbol: country.currency.symbol });
}

export function shownPrice(product: PricedProduct, shopper: Shopper, zeroVatCategories: string, taxTitle: string): ShownPrice {
  const mode = priceMode({
    excludeVat: shopper.excludeVat,
    isCompany: shopper.isCompany,
    productCategoryIds: product.category,
    zeroVatCategoryIds: zeroVatCategories,
    taxTitle,
  });
  // A company customer sees the net price even where VAT is charged: it is added in the totals.
  const net = !mode.includesVat || priceBasis(shopper) === 'net';
  const vat: VatNote = !mode.includesVat ? 'none' : net ? 'added' : 'included';
  const pays = net ? (product.IS_PROMO ? product.PROMO_PRICE : product.PRICE) : product.BEST_TAXED_PRICE;
  // Comparison prices come gross; a net shopper sees them without VAT too.
  const asShown = (gross: number | null | undefined) => (gross == null ? null : net ? netFromGross(gross, product.tax_rate) : gross);
  const shown = displayPrice({
    price: pays,
    reduced: product.IS_PROMO,
    lowestBefore: asShown(product.lowest_price_30_days),
    manufacturerRrp: asShown(product.listen_price),
  });
  if (shown.hidden) return { hidden: true };
  const comparison = shown.comparison;
  return {
    hidden: false,
    price: money(shown.price),
    priceCents: shown.price,
    comparison:
      comparison === null
        ? null
        : comparison.kind === 'lowest30Days'
          ? { kind: 'lowest30Days', amount: money(comparison.amount), percentOff: comparison.percentOff }
          : { kind: 'manufacturerRrp', amount: money(comparison.amount) },
    taxLabel: mode.includesVat ? taxTitle : '0%',
    includesVat: mode.includesVat,
    vat,
  };
}

/** The price per m² of a product sold by measure (PAngV; the Romanian shop shows it as well), in the same gross or net as the shown price. */
export function unitPriceOf(product: PricedProduct, shown: ShownPrice): string | null {
  if (shown.hidden || product.unit !== 'm2' || !product.unit_content_milli) return null;
  return money(unitPrice(shown.priceCents, product.unit_content_milli));
}

/**
 * A search hit's price: gross with the tax label for consumers, net for company and VAT-exempt
 * customers. Hits name their categories by title only, so the company 0-VAT categories cannot be
 * told apart here (the note says VAT is added); the product page shows the exact price.
 */
export function hitPrice(hit: { price: number; price_without_vat: number }, shopper: Shopper, taxTitle: string): { price: string; taxLabel: string; vat: VatNote } {
  if (shopper.excludeVat) return { price: money(hit.price_without_vat), taxLabel: '0%', vat: 'none' };
  if (priceBasis(shopper) === 'net') return { price: money(hit.price_without_vat), taxLabel: taxTitle, vat: 'added' };
  return { price: money(hit.price), taxLabel: taxTitle, vat: 'included' };
}
