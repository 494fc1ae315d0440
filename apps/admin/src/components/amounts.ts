// Amounts as a person types them in the admin's language (1226.99 or 1226,99) and as cents.
import { decimalAmount, toCents } from '@shop/pricing-vat';
import { intlLocale } from '../i18n/admin-i18n.ts';

/** What an amount field accepts: up to 9 digits, and up to 2 decimals after a point or a comma. */
export const AMOUNT = /^\d{1,9}([.,]\d{1,2})?$/;

export const amountToCents = (text: string) => toCents(text.trim().replace(',', '.'));

/** Cents as an amount field shows them, with the decimal mark of the admin's language. */
export function editableAmount(cents: number): string {
  const comma = new Intl.NumberFormat(intlLocale()).format(1.5).includes(',');
  return comma ? decimalAmount(cents).replace('.', ',') : decimalAmount(cents);
}
