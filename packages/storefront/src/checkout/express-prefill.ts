// The checkout form filled from a wallet's payer (express checkout, issue 15): pure, so it is tested
// without a running shop.
import type { WalletPayerData } from '@shop/contract';

/** "Musterstraße 12a" → street and house number, as the address form asks for them. */
export function splitStreet(line: string): { street: string; number: string } {
  const clean = line.trim().replace(/[\s,]+$/, '');
  const match = /^(.*?\S)[\s,]+(\d+\s?[a-zA-Z]?(?:\s?[-/]\s?\d+\s?[a-zA-Z]?)?)$/.exec(clean);
  return match ? { street: match[1] ?? '', number: match[2] ?? '' } : { street: clean, number: '' };
}

/**
 * The checkout form's fields filled from the wallet. An address in another country than the shop's
 * is left out (the shop delivers in its own country): the payer types one, the name stays.
 */
export function expressPrefill(payer: WalletPayerData, shopCountry: string): Record<string, string> {
  const values: Record<string, string> = { email: payer.email, 'invoice.firstname': payer.firstname, 'invoice.lastname': payer.lastname };
  if (payer.country_code.toUpperCase() !== shopCountry) return values;
  const { street, number } = splitStreet(payer.street);
  return {
    ...values,
    'invoice.street': street,
    'invoice.street_number': number,
    'invoice.zipcode': payer.zipcode,
    'invoice.city': payer.city,
    ...(payer.phone ? { 'invoice.phone': payer.phone } : {}),
  };
}
