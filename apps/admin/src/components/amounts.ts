// Amounts as a person types them in the admin's language (1226.99 or 1226,99) and as cents.
import { decimalAmount, toCents } from '@shop/pricing-vat';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { intlLocale } from '../i18n/admin-i18n.ts';

/** What an amount field accepts: up to 9 digits, and up to 2 decimals after a point or a comma. */
export const AMOUNT = /^\d{1,9}([.,]\d{1,2})?$/;

export const amountToCents = (text: string) => toCents(text.trim().replace(',', '.'));

/** Cents as an amount field shows them, with the decimal mark of the admin's language. */
export function editableAmount(cents: number): string {
  const comma = new Intl.NumberFormat(intlLocale()).format(1.5).includes(',');
  return comma ? decimalAmount(cents).replace('.', ',') : decimalAmount(cents);
}

/**
 * Reads a form's text fields as the back office wants them: whole numbers, amounts as cents, empty
 * as null. A text that is neither gets its message at the field (the first one the focus) and reads
 * as null; `wrong` then says the form should not be sent.
 */
export function numberReader<T extends FieldValues>(setError: UseFormSetError<T>, messages: { whole: string; amount: string }) {
  let wrong = false;
  const refuse = (name: Path<T>, message: string) => {
    setError(name, { message }, { shouldFocus: !wrong });
    wrong = true;
    return null;
  };
  return {
    whole: (name: Path<T>, text: string): number | null => {
      const value = text.trim();
      if (value === '') return null;
      return /^\d{1,9}$/.test(value) ? Number(value) : refuse(name, messages.whole);
    },
    cents: (name: Path<T>, text: string): number | null => {
      const value = text.trim();
      if (value === '') return null;
      return AMOUNT.test(value) ? amountToCents(value) : refuse(name, messages.amount);
    },
    get wrong() {
      return wrong;
    },
  };
}
