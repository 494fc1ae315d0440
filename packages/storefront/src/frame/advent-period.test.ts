import { describe, expect, it } from 'vitest';
import { inAdventPeriod } from './advent-period.ts';

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
