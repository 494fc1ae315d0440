// When an item in stock ships (spec section 9): ordered on a working day before the cut-off (13:00,
// Fridays 15:00, in the shop's own time zone) it ships the next working day; ordered later, or on a
// weekend or public holiday, it counts as ordered on the next working day. Saturdays, Sundays and the
// country's public holidays (@shop/contract/public-holidays) are days off.
import { noHolidays, type HolidayCalendar } from '@shop/contract/public-holidays';
import { dateFormat } from '../country/date-format.ts';

export type Cutoffs = { weekday: string; friday: string };

export const DEFAULT_CUTOFFS: Cutoffs = { weekday: '13:00', friday: '15:00' };

export type DeliveryPromise = {
  /** The cut-off still ahead today ('13:00'), or null when today's has passed or today is off. */
  orderBefore: string | null;
  /** Calendar date in the shop's time zone, YYYY-MM-DD. */
  shipsOn: string;
};

type LocalTime = { year: number; month: number; day: number; weekday: number; minutes: number };

const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

function localTime(now: Date, timeZone: string): LocalTime {
  const parts = dateFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    weekday: 'short',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: Number(part('year')),
    month: Number(part('month')),
    day: Number(part('day')),
    weekday: WEEKDAYS[part('weekday')] ?? 0,
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

function minutesOf(clock: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(clock);
  if (!match) throw new RangeError(`cut-off "${clock}" is not HH:MM`);
  return Number(match[1]) * 60 + Number(match[2]);
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Calendar dates are UTC midnights here, used only as a calendar. */
function isWorkingDay(date: Date, holidays: HolidayCalendar): boolean {
  const weekday = date.getUTCDay();
  return weekday >= 1 && weekday <= 5 && !holidays(isoDay(date));
}

function nextWorkingDay(date: Date, holidays: HolidayCalendar): Date {
  const next = new Date(date);
  do next.setUTCDate(next.getUTCDate() + 1);
  while (!isWorkingDay(next, holidays));
  return next;
}

export function deliveryPromise(now: Date, timeZone: string, cutoffs: Cutoffs = DEFAULT_CUTOFFS, holidays: HolidayCalendar = noHolidays): DeliveryPromise {
  const local = localTime(now, timeZone);
  const today = new Date(Date.UTC(local.year, local.month - 1, local.day));
  const cutoff = local.weekday === 5 ? cutoffs.friday : cutoffs.weekday;
  const beforeCutoff = isWorkingDay(today, holidays) && local.minutes < minutesOf(cutoff);
  const orderDay = beforeCutoff ? today : nextWorkingDay(today, holidays);
  return { orderBefore: beforeCutoff ? cutoff : null, shipsOn: isoDay(nextWorkingDay(orderDay, holidays)) };
}
