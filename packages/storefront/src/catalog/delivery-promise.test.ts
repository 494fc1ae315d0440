import { describe, expect, it } from 'vitest';
import { countryFacts } from '@shop/contract';
import { deliveryPromise } from './delivery-promise.ts';

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
