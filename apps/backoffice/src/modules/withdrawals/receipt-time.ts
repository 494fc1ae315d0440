// The moment a withdrawal was received, as the confirmation states it: in the time zone of the
// shop the declaration was made in, with the zone named, so the shopper can prove the date.
import { countryFactsOf, dateLocale } from '@shop/contract';

export function shopTimeZone(countryId: number): string {
  return countryFactsOf(countryId).timeZone;
}

/** '21.11.2026, 10:15:03 MEZ' (de) or '21.11.2026, 11:15:03 EET' (ro), in the shop's zone. */
export function formatReceiptTime(at: Date, timeZone: string, lang: 'de' | 'ro' | 'en', countryId: number): string {
  return new Intl.DateTimeFormat(dateLocale(countryFactsOf(countryId), lang), {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZoneName: 'short',
  }).format(at);
}
