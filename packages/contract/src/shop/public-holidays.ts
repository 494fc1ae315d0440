// Public holidays of the shop countries from the maintained `date-holidays` data set (spec section
// 9: no shipping on days off). Germany's holidays differ by state: the state of the warehouse is
// configured (`delivery_holiday_state_de`, e.g. 'BY' for Nürnberg); without it only the holidays
// of the whole country count. Only days of type 'public' close the warehouse (not 'observance').
import Holidays from 'date-holidays';
import type { CountryIso } from './country-facts.ts';

/** Is the calendar date (YYYY-MM-DD in the shop's time zone) a public holiday? */
export type HolidayCalendar = (isoDate: string) => boolean;

const byRegion = new Map<string, Set<string>>();

function publicDays(country: CountryIso, state: string | undefined, year: number): Set<string> {
  const key = `${country}/${state ?? ''}/${year}`;
  let days = byRegion.get(key);
  if (!days) {
    const calendar = state ? new Holidays(country, state) : new Holidays(country);
    days = new Set(calendar.getHolidays(year).filter((day) => day.type === 'public').map((day) => day.date.slice(0, 10)));
    byRegion.set(key, days);
  }
  return days;
}

const statesOf = new Map<CountryIso, string[]>();

/** The country's states as date-holidays knows them (read once: each page asks). */
function knownStates(country: CountryIso): string[] {
  let states = statesOf.get(country);
  if (!states) {
    states = Object.keys(new Holidays(country).getStates(country) ?? {});
    statesOf.set(country, states);
  }
  return states;
}

/** The holiday calendar of a country (and, where it matters, a state); unknown states count as none. */
export function publicHolidays(country: CountryIso, state?: string | null): HolidayCalendar {
  const known = state && knownStates(country).includes(state) ? state : undefined;
  return (isoDate) => publicDays(country, known, Number(isoDate.slice(0, 4))).has(isoDate);
}

/** A calendar without holidays: only weekends are days off. */
export const noHolidays: HolidayCalendar = () => false;
