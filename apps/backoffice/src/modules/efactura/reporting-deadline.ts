// RO e-Factura's deadline: a document is reported within five working days of its issue day
// (Legea 296/2023, art. 10). Saturdays, Sundays and Romania's public holidays are not working days.
import { countryFacts } from '@shop/contract/country-facts';
import { publicHolidays } from '@shop/contract/public-holidays';
import { dayIn } from '../shop/index.ts';

const WORKING_DAYS = 5;
const isHoliday = publicHolidays('RO');

function nextDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** Whether a calendar day (YYYY-MM-DD) is a Romanian working day. */
export function isRomanianWorkingDay(day: string): boolean {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isHoliday(day);
}

/** The day `count` working days after `day`. */
export function workingDaysAfter(day: string, count: number): string {
  let current = day;
  for (let left = count; left > 0; ) {
    current = nextDay(current);
    if (isRomanianWorkingDay(current)) left -= 1;
  }
  return current;
}

/** The last day a document issued at `issuedAt` may be reported on. */
export function reportDueOn(issuedAt: Date): string {
  return workingDaysAfter(dayIn(countryFacts.RO.timeZone, issuedAt), WORKING_DAYS);
}

/** Today in Romania, for comparing with due days. */
export function romanianDay(at: Date): string {
  return dayIn(countryFacts.RO.timeZone, at);
}
