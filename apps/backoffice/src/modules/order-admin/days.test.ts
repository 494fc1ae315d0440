import { describe, expect, it } from 'vitest';
import { endOfDay, startOfDay } from './days.ts';

describe('admin days in Berlin time', () => {
  it('a winter day begins at 23:00 UTC the day before', () => {
    expect(startOfDay('2026-11-23')).toBe('2026-11-22T23:00:00.000Z');
    expect(endOfDay('2026-11-23')).toBe('2026-11-23T23:00:00.000Z');
  });

  it('a summer day begins at 22:00 UTC the day before', () => {
    expect(startOfDay('2026-07-01')).toBe('2026-06-30T22:00:00.000Z');
  });

  it('the days of the clock changes are 23 and 25 hours long', () => {
    // 29 March 2026: 02:00 -> 03:00; 25 October 2026: 03:00 -> 02:00
    expect(startOfDay('2026-03-29')).toBe('2026-03-28T23:00:00.000Z');
    expect(endOfDay('2026-03-29')).toBe('2026-03-29T22:00:00.000Z');
    expect(startOfDay('2026-10-25')).toBe('2026-10-24T22:00:00.000Z');
    expect(endOfDay('2026-10-25')).toBe('2026-10-25T23:00:00.000Z');
  });

  it('Bucharest is an hour ahead of Berlin', () => {
    expect(startOfDay('2026-11-23', 'Europe/Bucharest')).toBe('2026-11-22T22:00:00.000Z');
  });
});
