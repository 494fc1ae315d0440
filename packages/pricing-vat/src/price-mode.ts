// Whether shown prices include VAT, and at which rate. The answer is an explicit value the UI and
// cart carry around, so nothing downstream has to guess whether a number is gross or net.
import type { Cents } from './money.ts';
import { vatRateFromTaxTitle } from './vat-rate.ts';
import type { VatRate } from './vat-rate.ts';

export type CategoryId = number | string;

export interface PriceModeInput {
  /** The customer chose to see prices without VAT (user state `excludeVAT`). */
  readonly excludeVat: boolean;
  /** The customer is a company (user state `isCompany`). */
  readonly isCompany: boolean;
  /** Categories the product belongs to. */
  readonly productCategoryIds: readonly CategoryId[];
  /** Locale config `categories_0_vat`: a comma list ("12, 15") or an array of ids. */
  readonly zeroVatCategoryIds: string | readonly CategoryId[] | null | undefined;
  /** The selected country's tax title, e.g. "19% Ust."; see countryFacts in @shop/contract for the defaults. */
  readonly taxTitle: string | null | undefined;
}

export type PriceMode =
  | { readonly includesVat: true; readonly rate: VatRate; readonly reason: 'countryRate' }
  | { readonly includesVat: false; readonly rate: 0; readonly reason: 'excludeVat' | 'companyZeroVatCategory' };

/** Category ids from a comma list or an array, trimmed and compared as text ("12" equals 12). */
export function parseCategoryIds(ids: string | readonly CategoryId[] | null | undefined): ReadonlySet<string> {
  const list = typeof ids === 'string' ? ids.split(',') : (ids ?? []);
  return new Set(list.map((id) => String(id).trim()).filter((id) => id !== ''));
}

/**
 * Spec section 5: 0 % when the customer excludes VAT; 0 % for a company customer when the product
 * is in a 0-VAT category; otherwise the country's rate from its tax title. Throws a RangeError when
 * the country rate is needed but the tax title has no rate, rather than showing prices at a guessed
 * rate.
 */
export function priceMode(input: PriceModeInput): PriceMode {
  if (input.excludeVat) return { includesVat: false, rate: 0, reason: 'excludeVat' };
  if (input.isCompany) {
    const zeroVat = parseCategoryIds(input.zeroVatCategoryIds);
    const productCategories = parseCategoryIds(input.productCategoryIds);
    if ([...productCategories].some((id) => zeroVat.has(id))) {
      return { includesVat: false, rate: 0, reason: 'companyZeroVatCategory' };
    }
  }
  const rate = vatRateFromTaxTitle(input.taxTitle);
  if (rate === null) {
    throw new RangeError(`Tax title ${JSON.stringify(input.taxTitle)} has no leading VAT rate`);
  }
  return { includesVat: true, rate, reason: 'countryRate' };
}

/** Picks the price to show for a mode from the gross and net prices the API sends. */
export function priceForMode(mode: PriceMode, prices: { readonly gross: Cents; readonly net: Cents }): Cents {
  return mode.includesVat ? prices.gross : prices.net;
}
