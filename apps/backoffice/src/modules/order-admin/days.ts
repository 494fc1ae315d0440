// Days as the admin picks them (YYYY-MM-DD) and the instants they span. The back office works in
// Berlin time (the admin shows every moment in it), so "orders of 23 November" are those placed
// from midnight to midnight there, summer time or not (the zone arithmetic is the shop module's).
import { endOfDayIn, startOfDayIn } from '../shop/index.ts';

export const ADMIN_TIME_ZONE = 'Europe/Berlin';

/** The instant the day begins in the zone, as an ISO string: '2026-11-23' in Berlin -> '2026-11-22T23:00:00.000Z'. */
export function startOfDay(day: string, timeZone: string = ADMIN_TIME_ZONE): string {
  return startOfDayIn(timeZone, day).toISOString();
}

/** The instant the day after begins (the exclusive end of the day). */
export function endOfDay(day: string, timeZone: string = ADMIN_TIME_ZONE): string {
  return endOfDayIn(timeZone, day).toISOString();
}
