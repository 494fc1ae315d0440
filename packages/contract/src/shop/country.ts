/** Country and currency entities (spec section 3). */
import { z } from 'zod';
import { countryIdByIso, type CountryId } from '../fields/countries.ts';
import { idSchema } from '../primitives.ts';

/** Country: `tax_title` is a percent string whose leading number is the VAT rate ('19% Ust.'). */
export const countrySchema = z.object({
  id: idSchema,
  isoalpha2: z.string().regex(/^[A-Z]{2}$/),
  title: z.string(),
  tax_title: z.string(),
});
export type Country = z.infer<typeof countrySchema>;

/** The three shop countries with their defaults (spec sections 3 and 9). */
export const defaultCountries: Readonly<Record<CountryId, Country>> = {
  [countryIdByIso.DE]: { id: countryIdByIso.DE, isoalpha2: 'DE', title: 'Deutschland', tax_title: '19% Ust.' },
  [countryIdByIso.AT]: { id: countryIdByIso.AT, isoalpha2: 'AT', title: 'Österreich', tax_title: '20% Ust.' },
  [countryIdByIso.RO]: { id: countryIdByIso.RO, isoalpha2: 'RO', title: 'România', tax_title: '21% TVA' },
};

/** VAT rate in percent from a tax title: the leading number ('19% Ust.' -> 19, '21% TVA' -> 21); null if none. */
export function vatRateFromTaxTitle(taxTitle: string): number | null {
  const match = /^\s*(\d+(?:[.,]\d+)?)/.exec(taxTitle);
  return match?.[1] === undefined ? null : Number(match[1].replace(',', '.'));
}

/** Currency as the storefront keeps it; defaults: euro sign, EUR, rate 1. */
export const currencySchema = z.object({
  currencySymbol: z.string().min(1),
  currencyName: z.string().regex(/^[A-Z]{3}$/),
  currencyRate: z.number().positive(),
});
export type Currency = z.infer<typeof currencySchema>;

export const defaultCurrency: Currency = { currencySymbol: '€', currencyName: 'EUR', currencyRate: 1 };
