// Money and dates in the admin's language. Amounts are integer cents in the order's currency;
// formatting is display only (every computation is pricing-vat's).
import { intlLocale } from '../i18n/admin-i18n.ts';

export function money(cents: number, currency: string): string {
  return new Intl.NumberFormat(intlLocale(), { style: 'currency', currency }).format(cents / 100);
}

/** An ISO moment as date and time, in Berlin time (the shop's back office works in it). */
export function dateTime(iso: string): string {
  return new Intl.DateTimeFormat(intlLocale(), { timeZone: 'Europe/Berlin', dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

export function date(iso: string): string {
  return new Intl.DateTimeFormat(intlLocale(), { timeZone: 'Europe/Berlin', dateStyle: 'medium' }).format(new Date(iso));
}
