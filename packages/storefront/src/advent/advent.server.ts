// The advent calendar page (spec section 2, /advent-calendar; locale config displayAdvent and the
// doors' offers): its text is the content page stored under the path, its 24 doors open one a day
// in the shop's time zone. A door whose day has not come answers 403 and never carries its offer.
import { calls, type AdventDoor } from '@shop/contract';
import { data } from 'react-router';
import { loadContentAtPath } from '../content/content.server.ts';
import country from '../country/current-country.ts';
import { ADVENT_PERIOD, openableDoors } from '../frame/advent-period.ts';
import type { Backend } from '../server/backend.server.ts';
import { dateFormat } from '../country/date-format.ts';

export type DoorView = { number: number; open: boolean };
export type AdventPage = {
  content: Awaited<ReturnType<typeof loadContentAtPath>>;
  /** The calendar's year (December of it), for the doors' dates. */
  year: number;
  /** Today's door, or null outside 1 to 24 December. */
  today: number | null;
  doors: DoorView[];
  /** The door asked for, when its day has come: its offer (null: none behind it). */
  opened: { number: number; offer: AdventDoor | null } | null;
  /** The door asked for, when its day has not come. */
  locked: number | null;
};

const notFound = () => data({ reason: 'route-not-found' as const }, { status: 404 });

export async function loadAdventPage(backend: Backend, doorParam: string | undefined, now: Date): Promise<{ page: AdventPage; status: number }> {
  const config = (await backend.cachedHelper(calls.helper.localeConfig, { query: { locale: country.locale } })).data;
  if (!country.flags.adventCalendar || config.displayAdvent !== true) throw notFound();
  const door = doorParam === undefined ? null : /^\d{1,2}$/.test(doorParam) ? Number(doorParam) : NaN;
  if (door !== null && !(door >= 1 && door <= ADVENT_PERIOD.lastDay)) throw notFound();
  const content = await loadContentAtPath(backend, '/advent-calendar');
  const openable = openableDoors(now, country.timeZone);
  const year = Number(dateFormat('en-GB', { timeZone: country.timeZone, year: 'numeric' }).format(now));
  const offerOf = (number: number): AdventDoor | null => {
    const offer = config.advent_doors?.[number - 1];
    return offer && offer.title !== '' ? offer : null;
  };
  const page: AdventPage = {
    content,
    year,
    today: openable >= 1 && inDecemberDay(now) === openable ? openable : null,
    doors: Array.from({ length: ADVENT_PERIOD.lastDay }, (_, i) => ({ number: i + 1, open: i + 1 <= openable })),
    opened: door !== null && door <= openable ? { number: door, offer: offerOf(door) } : null,
    locked: door !== null && door > openable ? door : null,
  };
  return { page, status: page.locked === null ? 200 : 403 };
}

/** The day of the month in the shop's time zone. */
function inDecemberDay(now: Date): number {
  return Number(dateFormat('en-GB', { timeZone: country.timeZone, day: 'numeric' }).format(now));
}
