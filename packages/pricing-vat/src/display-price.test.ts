import { describe, expect, it } from 'vitest';
import { displayPrice } from './display-price.ts';

const plain = { reduced: false, lowestBefore: null, manufacturerRrp: null };

describe('displayPrice', () => {
  it('hides an item with neither a price nor a recommended price', () => {
    expect(displayPrice({ ...plain, price: 0 })).toEqual({ hidden: true });
    expect(displayPrice({ ...plain, price: null, manufacturerRrp: undefined })).toEqual({ hidden: true });
  });

  it('a reduced price is compared with the lowest price of the 30 days before, and the percent is off that price', () => {
    // 99.99 reduced; lowest of the 30 days before 133.32: 33.33 / 133.32 = 25.0 % off
    expect(displayPrice({ price: 9999, reduced: true, lowestBefore: 13332, manufacturerRrp: 19900 })).toEqual({
      hidden: false,
      price: 9999,
      comparison: { kind: 'lowest30Days', amount: 13332, percentOff: 25 },
    });
  });

  it('rounds the percent off half away from zero', () => {
    // 10.00 against 16.00: 6 / 16 = 37.5 % -> 38; 10.00 against 13.00: 3 / 13 = 23.08 % -> 23
    expect(displayPrice({ price: 1000, reduced: true, lowestBefore: 1600, manufacturerRrp: null })).toMatchObject({ comparison: { percentOff: 38 } });
    expect(displayPrice({ price: 1000, reduced: true, lowestBefore: 1300, manufacturerRrp: null })).toMatchObject({ comparison: { percentOff: 23 } });
  });

  it('a reduction no lower than the 30-day lowest price (or with none known) shows no comparison, not even the RRP', () => {
    // The price was 9.95 three weeks ago: "reduced" to 10.00 is no saving.
    expect(displayPrice({ price: 1000, reduced: true, lowestBefore: 995, manufacturerRrp: 2000 })).toEqual({ hidden: false, price: 1000, comparison: null });
    // 10 cents above is not enough.
    expect(displayPrice({ price: 1000, reduced: true, lowestBefore: 1010, manufacturerRrp: null })).toMatchObject({ comparison: null });
    expect(displayPrice({ price: 1000, reduced: true, lowestBefore: null, manufacturerRrp: 2000 })).toMatchObject({ comparison: null });
  });

  it('a price that is not reduced names the manufacturer’s RRP when more than 0.10 above it, and nothing is made up otherwise', () => {
    expect(displayPrice({ ...plain, price: 14900, manufacturerRrp: 17284 })).toEqual({ hidden: false, price: 14900, comparison: { kind: 'manufacturerRrp', amount: 17284 } });
    expect(displayPrice({ ...plain, price: 1000, manufacturerRrp: 1010 })).toMatchObject({ comparison: null });
    expect(displayPrice({ ...plain, price: 1000, manufacturerRrp: 900 })).toMatchObject({ comparison: null });
    // No RRP: no list price either (the spec's 1.16 x price is not shown, decision 013).
    expect(displayPrice({ ...plain, price: 999 })).toEqual({ hidden: false, price: 999, comparison: null });
  });

  it('refuses negative or fractional prices', () => {
    expect(() => displayPrice({ ...plain, price: -100, manufacturerRrp: 500 })).toThrow(RangeError);
    expect(() => displayPrice({ ...plain, price: 9.99 })).toThrow(RangeError);
    expect(() => displayPrice({ price: 1000, reduced: true, lowestBefore: -5, manufacturerRrp: null })).toThrow(RangeError);
  });
});
