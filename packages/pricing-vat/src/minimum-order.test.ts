import { describe, expect, it } from 'vitest';
import { missingForMinimumOrder } from './minimum-order.ts';

describe('missingForMinimumOrder', () => {
  it('says how much is missing below the minimum', () => {
    // DE minimum 10,00 €; one item of 8,40 € gross (7,06 € net + 19 % = 1,34 €): 1,60 € missing.
    expect(missingForMinimumOrder(840, 1000)).toBe(160);
    // RO minimum 50,00 Lei; goods of 36,30 Lei gross (30,00 net + 21 % = 6,30): 13,70 Lei missing.
    expect(missingForMinimumOrder(3630, 5000)).toBe(1370);
  });

  it('is 0 at and above the minimum, and without a minimum', () => {
    // AT minimum 10,00 €; 12,00 € gross (10,00 € net + 20 %) reaches it.
    expect(missingForMinimumOrder(1000, 1000)).toBe(0);
    expect(missingForMinimumOrder(1200, 1000)).toBe(0);
    expect(missingForMinimumOrder(0, 0)).toBe(0);
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => missingForMinimumOrder(9.5, 1000)).toThrow(RangeError);
  });
});
