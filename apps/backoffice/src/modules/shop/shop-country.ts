// The country a request is about: its locale and language for texts, its currency, and the VAT
// rate in force today (RO changed from 19 % to 21 % on 2025-08-01, so rates have validity dates).
import { countryFactsOf } from '@shop/contract';
import { vatRateFromTaxTitle } from '@shop/pricing-vat';
import type { Db } from '../../db/connect.ts';
import { AppError } from '../../http/app-error.ts';
import { findCountryIdByLocale, findCountryWithTaxOn } from './country-repository.ts';
import { dayIn } from './zoned-time.ts';

/** Spec section 9: the default country is Austria. */
export const DEFAULT_COUNTRY_ID = 13;

export type ShopCountry = {
  id: number;
  isoAlpha2: string;
  locale: string;
  lang: string;
  currencyCode: string;
  taxTitle: string;
  taxRuleId: number;
  vatRate: number;
};

export async function loadShopCountry(db: Db, countryId: number | undefined, now = new Date()): Promise<ShopCountry> {
  const id = countryId ?? DEFAULT_COUNTRY_ID;
  // The rule in force on the shop's day: just after midnight in Bucharest it is still yesterday in UTC.
  const today = dayIn(countryFactsOf(id).timeZone, now);
  const row = await findCountryWithTaxOn(db, id, today);
  if (!row) {
    throw new AppError('validation_failed', { fields: [{ path: 'country_id', message: 'Unknown country.' }] });
  }
  const vatRate = vatRateFromTaxTitle(row.tax_title);
  if (vatRate === null) throw new Error(`Tax rule ${row.tax_rule_id} has no rate in its title "${row.tax_title}"`);
  return {
    id: row.id,
    isoAlpha2: row.iso_alpha2,
    locale: row.locale,
    lang: row.locale.slice(0, 2),
    currencyCode: row.currency_code,
    taxTitle: row.tax_title,
    taxRuleId: row.tax_rule_id,
    vatRate,
  };
}

/** The country whose shop uses a locale (de_AT -> 13); unknown locales fall back to Austria. */
export async function countryIdOfLocale(db: Db, locale: string): Promise<number> {
  const row = await findCountryIdByLocale(db, locale);
  return row?.id ?? DEFAULT_COUNTRY_ID;
}
