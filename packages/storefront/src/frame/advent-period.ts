// The advent banner says "open today's door": it shows only while there is a door to open, from
// the first of December to Christmas Eve (the 24 doors), in the shop's time zone.
import { dateFormat } from '../country/date-format.ts';

export const ADVENT_PERIOD = { month: 12, firstDay: 1, lastDay: 24 } as const;

export function inAdventPeriod(now: Date, timeZone: string): boolean {
  const parts = dateFormat('en-GB', { timeZone, month: 'numeric', day: 'numeric' }).formatToParts(now);
  const month = Number(parts.find((part) => part.type === 'month')?.value);
  const day = Number(parts.find((part) => part.type === 'day')?.value);
  return month === ADVENT_PERIOD.month && day >= ADVENT_PERIOD.firstDay && day <= ADVENT_PERIOD.lastDay;
}

/**
 * The highest door that may be opened now (spec: one door a day, in the shop's time zone): the
 * day of December up to 24, then all 24 until the year ends; 0 from January to November.
 */
export function openableDoors(now: Date, timeZone: string): number {
  const parts = dateFormat('en-GB', { timeZone, month: 'numeric', day: 'numeric' }).formatToParts(now);
  const month = Number(parts.find((part) => part.type === 'month')?.value);
  const day = Number(parts.find((part) => part.type === 'day')?.value);
  return month === ADVENT_PERIOD.month ? Math.min(day, ADVENT_PERIOD.lastDay) : 0;
}
