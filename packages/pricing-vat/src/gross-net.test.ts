import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { grossFromNet, netFromGross, vatFromGross, vatFromNet } from './gross-net.ts';

const cents = fc.integer({ min: 0, max: 1e9 });
const shopRates = fc.constantFrom(0, 7, 7.5, 19, 20, 21);
// Any rate from 0 to 100 with up to one decimal.
const tenthRates = fc.integer({ min: 0, max: 1000 }).map((tenths) => tenths / 10);

describe('grossFromNet and netFromGross', () => {
  it('add and remove VAT, rounding to whole cents', () => {
    expect(grossFromNet(1000, 19)).toBe(1190);
    expect(netFromGross(1190, 19)).toBe(1000);
    expect(vatFromNet(1000, 19)).toBe(190);
    expect(vatFromGross(1190, 19)).toBe(190);
  });

  it('keep fractional rates exact', () => {
    // 20 x 1.075 = 21.5 -> 22; 2 x 1.075 = 2.15 -> 2
    expect(grossFromNet(20, 7.5)).toBe(22);
    expect(grossFromNet(2, 7.5)).toBe(2);
    // 1075 / 1.075 = 1000 exactly
    expect(netFromGross(1075, 7.5)).toBe(1000);
  });

  it('round credits symmetrically: half a cent goes away from zero on both sides', () => {
    // -50 x 1.19 = -59.5 -> -60 (Math.round would give -59)
    expect(grossFromNet(-50, 19)).toBe(-60);
    fc.assert(
      fc.property(cents, tenthRates, (net, rate) => {
        expect(grossFromNet(-net, rate)).toBe(-grossFromNet(net, rate) || 0);
        expect(netFromGross(-net, rate)).toBe(-netFromGross(net, rate) || 0);
      }),
    );
  });

  it('refuse fractional cents and impossible rates', () => {
    expect(() => grossFromNet(8.4, 19)).toThrow(RangeError);
    expect(() => netFromGross(1000, -5)).toThrow(RangeError);
    expect(() => grossFromNet(1000, Number.NaN)).toThrow(RangeError);
  });

  it('never make gross smaller than net', () => {
    fc.assert(fc.property(cents, tenthRates, (net, rate) => grossFromNet(net, rate) >= net));
    fc.assert(fc.property(cents, tenthRates, (gross, rate) => netFromGross(gross, rate) <= gross));
  });

  it('round to the nearest cent: within half a cent of the exact value', () => {
    // Checked in integers: |gross x 1000 - net x (1000 + 10 x rate)| <= 500 (scaled by 1000).
    fc.assert(
      fc.property(cents, tenthRates, (net, rate) => {
        const exactTimes1000 = net * (1000 + Math.round(rate * 10));
        expect(Math.abs(grossFromNet(net, rate) * 1000 - exactTimes1000)).toBeLessThanOrEqual(500);
      }),
    );
  });

  it('round-trip net -> gross -> net within one cent', () => {
    fc.assert(
      fc.property(cents, tenthRates, (net, rate) => {
        expect(Math.abs(netFromGross(grossFromNet(net, rate), rate) - net)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('change nothing at 0 %', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (amount) => {
        expect(grossFromNet(amount, 0)).toBe(amount);
        expect(netFromGross(amount, 0)).toBe(amount);
        expect(vatFromGross(amount, 0)).toBe(0);
      }),
    );
  });

  it('always return whole cents', () => {
    fc.assert(
      fc.property(cents, shopRates, (amount, rate) => {
        for (const result of [grossFromNet(amount, rate), netFromGross(amount, rate), vatFromGross(amount, rate), vatFromNet(amount, rate)]) {
          expect(Number.isSafeInteger(result)).toBe(true);
        }
      }),
    );
  });
});

