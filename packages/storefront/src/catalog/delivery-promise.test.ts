import { describe, expect, it } from 'vitest';
import { countryFacts } from '@shop/contract';
import { DEFAULT_CUTOFFS, deliveryPromise } from './delivery-promise.ts';
import { publicHolidays } from '@shop/contract/public-holidays';

const berlin = countryFacts.DE.timeZone;
const bucharest = countryFacts.RO.timeZone;

describe('deliveryPromise', () => {
  it('ships the next working day when ordered before 13:00 on Monday to Thursday', () => {
    // Tue 24 Nov 2026, 12:59 in Berlin (CET = UTC+1) -> ships Wed 25 Nov.
    expect(deliveryPromise(new Date('2026-11-24T11:59:00Z'), berlin)).toEqual({ orderBefore: '13:00', shipsOn: '2026-11-25' });
  });

  it('counts an order from 13:00 as one of the next working day', () => {
    // Tue 13:00 Berlin -> as ordered Wed -> ships Thu 26 Nov.
    expect(deliveryPromise(new Date('2026-11-24T12:00:00Z'), berlin)).toEqual({ orderBefore: null, shipsOn: '2026-11-26' });
  });

  it('keeps the Friday cut-off at 15:00 and ships on Monday', () => {
    // Fri 27 Nov 14:30 Berlin -> ships Mon 30 Nov; at 15:00 -> as ordered Mon -> ships Tue 1 Dec.
    expect(deliveryPromise(new Date('2026-11-27T13:30:00Z'), berlin)).toEqual({ orderBefore: '15:00', shipsOn: '2026-11-30' });
    expect(deliveryPromise(new Date('2026-11-27T14:00:00Z'), berlin)).toEqual({ orderBefore: null, shipsOn: '2026-12-01' });
  });

  it('treats a weekend order as one of Monday', () => {
    // Sat 28 Nov 10:00 and Sun 29 Nov 23:00 Berlin -> ordered Mon -> ships Tue 1 Dec.
    expect(deliveryPromise(new Date('2026-11-28T09:00:00Z'), berlin)).toEqual({ orderBefore: null, shipsOn: '2026-12-01' });
    expect(deliveryPromise(new Date('2026-11-29T22:00:00Z'), berlin)).toEqual({ orderBefore: null, shipsOn: '2026-12-01' });
  });

  it("reads the clock in the shop's own time zone", () => {
    // 11:30 UTC is 12:30 in Berlin (before the cut-off) but 13:30 in Bucharest (after it).
    const now = new Date('2026-11-24T11:30:00Z');
    expect(deliveryPromise(now, berlin).shipsOn).toBe('2026-11-25');
    expect(deliveryPromise(now, bucharest).shipsOn).toBe('2026-11-26');
    // 23:30 UTC on Thursday is already Friday 01:30 in Bucharest.
    expect(deliveryPromise(new Date('2026-11-26T23:30:00Z'), bucharest)).toEqual({ orderBefore: '15:00', shipsOn: '2026-11-30' });
  });

  it('follows summer time', () => {
    // Wed 1 Jul 2026, 10:59 UTC = 12:59 CEST in Berlin -> before the cut-off.
    expect(deliveryPromise(new Date('2026-07-01T10:59:00Z'), berlin).orderBefore).toBe('13:00');
    expect(deliveryPromise(new Date('2026-07-01T11:00:00Z'), berlin).orderBefore).toBeNull();
  });

  it('takes the cut-offs the back office configures', () => {
    expect(deliveryPromise(new Date('2026-11-24T11:30:00Z'), berlin, { weekday: '12:00', friday: '14:00' }).orderBefore).toBeNull();
    expect(() => deliveryPromise(new Date('2026-11-24T09:00:00Z'), berlin, { weekday: 'noon', friday: '15:00' })).toThrow(RangeError);
  });
});

describe('deliveryPromise on public holidays', () => {
  const vienna = countryFacts.AT.timeZone;

  it('skips the Romanian holidays of St Andrew (30 Nov) and the National Day (1 Dec)', () => {
    // Fri 27 Nov 2026, 16:00 in Bucharest (after the Friday cut-off) -> as ordered Mon 30 Nov, a holiday,
    // so Wed 2 Dec is the order day -> ships Thu 3 Dec. Without holidays it would be Tue 1 Dec.
    const now = new Date('2026-11-27T14:00:00Z');
    expect(deliveryPromise(now, bucharest, DEFAULT_CUTOFFS, publicHolidays('RO'))).toEqual({ orderBefore: null, shipsOn: '2026-12-03' });
    expect(deliveryPromise(now, bucharest)).toEqual({ orderBefore: null, shipsOn: '2026-12-01' });
  });

  it('ships after Christmas in Germany and Austria (Christmas Eve is a working day, Christmas a holiday)', () => {
    // Thu 24 Dec 2026 10:00 Berlin: a working day (not a public holiday) -> ships Mon 28 Dec (25 and 26 Dec are holidays, 27 a Sunday).
    expect(deliveryPromise(new Date('2026-12-24T09:00:00Z'), berlin, DEFAULT_CUTOFFS, publicHolidays('DE', 'BY'))).toEqual({ orderBefore: '13:00', shipsOn: '2026-12-28' });
    // Fri 25 Dec 10:00 Vienna: Christmas -> as ordered Mon 28 Dec -> ships Tue 29 Dec.
    expect(deliveryPromise(new Date('2026-12-25T09:00:00Z'), vienna, DEFAULT_CUTOFFS, publicHolidays('AT'))).toEqual({ orderBefore: null, shipsOn: '2026-12-29' });
  });

  it("counts a German state's holiday only in that state (Corpus Christi, Thu 4 Jun 2026, in Bavaria, not in Berlin)", () => {
    // Wed 3 Jun 2026 10:00 Berlin time (CEST = UTC+2): Bavaria ships Fri 5 Jun, Berlin (the state) Thu 4 Jun.
    const now = new Date('2026-06-03T08:00:00Z');
    expect(deliveryPromise(now, berlin, DEFAULT_CUTOFFS, publicHolidays('DE', 'BY')).shipsOn).toBe('2026-06-05');
    expect(deliveryPromise(now, berlin, DEFAULT_CUTOFFS, publicHolidays('DE', 'BE')).shipsOn).toBe('2026-06-04');
    // An unknown state falls back to the nationwide holidays.
    expect(deliveryPromise(now, berlin, DEFAULT_CUTOFFS, publicHolidays('DE', 'XX')).shipsOn).toBe('2026-06-04');
  });

  it('uses configured cut-off times', () => {
    // Tue 24 Nov 2026, 13:30 Berlin: past 13:00, but before a configured 14:00.
    expect(deliveryPromise(new Date('2026-11-24T12:30:00Z'), berlin, { weekday: '14:00', friday: '16:00' }, publicHolidays('DE'))).toEqual({ orderBefore: '14:00', shipsOn: '2026-11-25' });
  });
});
