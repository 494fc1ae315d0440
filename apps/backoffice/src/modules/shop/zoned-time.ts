// Days and months as a country's shop counts them: in its own time zone. The tables keep moments
// in UTC (ISO strings), so a day or a month becomes the UTC moment it starts at. One place for the
// dashboard's periods, the admin's day filters and the invoices' dates.

// One formatter per zone: building one is costly (a tenth of a back-office worker's CPU when every
// listing asked for the shop's day).
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterIn = (timeZone: string) => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

const partsIn = (timeZone: string, at: Date) => {
  const parts = formatterIn(timeZone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute'), second: part('second') };
};

/** How far the zone's wall clock is ahead of UTC at a moment, in milliseconds. */
function offsetMs(timeZone: string, at: Date): number {
  const p = partsIn(timeZone, at);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The moment the zone's wall clock shows midnight of a calendar date. */
function midnightIn(timeZone: string, year: number, month: number, day: number): Date {
  const wall = Date.UTC(year, month - 1, day);
  const first = wall - offsetMs(timeZone, new Date(wall));
  // Once more with the offset in force at that moment (a daylight-saving change in between).
  return new Date(wall - offsetMs(timeZone, new Date(first)));
}

const pad = (value: number) => String(value).padStart(2, '0');

export type ZonedPeriods = {
  /** YYYY-MM-DD in the zone. */
  day: string;
  /** YYYY-MM in the zone. */
  month: string;
  dayStart: Date;
  monthStart: Date;
};

/** Today and this month in a time zone, with the moments they began. */
export function periodsIn(timeZone: string, now: Date): ZonedPeriods {
  const p = partsIn(timeZone, now);
  return {
    day: dayIn(timeZone, now),
    month: `${p.year}-${pad(p.month)}`,
    dayStart: midnightIn(timeZone, p.year, p.month, p.day),
    monthStart: midnightIn(timeZone, p.year, p.month, 1),
  };
}

/** The calendar day (YYYY-MM-DD) of a moment in the zone. */
export function dayIn(timeZone: string, at: Date): string {
  const p = partsIn(timeZone, at);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** The calendar year of a moment in the zone (31 Dec 23:30 UTC is already next year in Berlin). */
export function yearIn(timeZone: string, at: Date): number {
  return partsIn(timeZone, at).year;
}

/** The moment a day (YYYY-MM-DD) begins in the zone, summer time or not. */
export function startOfDayIn(timeZone: string, day: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return midnightIn(timeZone, year, month, date);
}

/** The moment the day after begins: the exclusive end of the day. */
export function endOfDayIn(timeZone: string, day: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return midnightIn(timeZone, year, month, date + 1);
}
