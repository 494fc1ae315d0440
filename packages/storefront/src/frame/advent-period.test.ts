import { describe, expect, it } from 'vitest';
import { inAdventPeriod, openableDoors } from './advent-period.ts';

describe('advent period', () => {
  it('is the first to the 24th of December in the shop’s time zone, not before or after', () => {
    expect(inAdventPeriod(new Date('2026-11-23T12:00:00Z'), 'Europe/Berlin')).toBe(false);
    // 23:30 UTC on 30 November is already 1 December in Berlin (and 01:30 in Bucharest).
    expect(inAdventPeriod(new Date('2026-11-30T23:30:00Z'), 'Europe/Berlin')).toBe(true);
    expect(inAdventPeriod(new Date('2026-11-30T21:30:00Z'), 'Europe/Bucharest')).toBe(false);
    expect(inAdventPeriod(new Date('2026-12-24T20:00:00Z'), 'Europe/Bucharest')).toBe(true);
    expect(inAdventPeriod(new Date('2026-12-25T08:00:00Z'), 'Europe/Berlin')).toBe(false);
  });
});

describe('openableDoors', () => {
  const berlin = 'Europe/Berlin';
  const bucharest = 'Europe/Bucharest';

  it('opens one more door each day of December, in the shop’s time zone', () => {
    // 30 Nov 23:30 UTC is 1 Dec 00:30 in Berlin (UTC+1): door 1 opens.
    expect(openableDoors(new Date('2026-11-30T22:59:00Z'), berlin)).toBe(0);
    expect(openableDoors(new Date('2026-11-30T23:30:00Z'), berlin)).toBe(1);
    // 7 Dec 22:30 UTC is still the 7th in Berlin but already the 8th in Bucharest (UTC+2).
    expect(openableDoors(new Date('2026-12-07T22:30:00Z'), berlin)).toBe(7);
    expect(openableDoors(new Date('2026-12-07T22:30:00Z'), bucharest)).toBe(8);
  });

  it('keeps all 24 open after Christmas Eve until the year ends, and none from January', () => {
    expect(openableDoors(new Date('2026-12-24T12:00:00Z'), berlin)).toBe(24);
    expect(openableDoors(new Date('2026-12-28T12:00:00Z'), berlin)).toBe(24);
    expect(openableDoors(new Date('2026-12-31T23:30:00Z'), berlin)).toBe(0);
    expect(openableDoors(new Date('2026-11-24T12:00:00Z'), berlin)).toBe(0);
  });
});
