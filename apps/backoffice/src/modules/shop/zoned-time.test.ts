import { describe, expect, it } from 'vitest';
import { periodsIn } from './zoned-time.ts';

describe('periodsIn', () => {
  it('starts a Berlin day at 23:00 UTC in winter and a Bucharest day at 22:00 UTC', () => {
    const now = new Date('2026-11-23T22:30:00Z');
    expect(periodsIn('Europe/Berlin', now)).toEqual({
      day: '2026-11-23',
      month: '2026-11',
      dayStart: new Date('2026-11-22T23:00:00Z'),
      monthStart: new Date('2026-10-31T23:00:00Z'),
    });
    // 00:30 on 24 November in Bucharest already.
    expect(periodsIn('Europe/Bucharest', now)).toEqual({
      day: '2026-11-24',
      month: '2026-11',
      dayStart: new Date('2026-11-23T22:00:00Z'),
      monthStart: new Date('2026-10-31T22:00:00Z'),
    });
  });

  it('knows summer time, and a month that began before the clocks changed', () => {
    // 31 October 2026 in Vienna is on winter time (UTC+1: the clocks went back on 25 October), but
    // the month began on summer time (UTC+2).
    expect(periodsIn('Europe/Vienna', new Date('2026-10-31T12:00:00Z'))).toMatchObject({
      day: '2026-10-31',
      dayStart: new Date('2026-10-30T23:00:00Z'),
      monthStart: new Date('2026-09-30T22:00:00Z'),
    });
    // New year in Bucharest: 31 December 22:00 UTC is already January.
    expect(periodsIn('Europe/Bucharest', new Date('2026-12-31T22:00:00Z'))).toMatchObject({ day: '2027-01-01', month: '2027-01' });
  });
});
