import { describe, expect, it } from 'vitest';
import { lowestPriceBefore, reductionStart } from './lowest-price.ts';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('lowestPriceBefore (30 days before a reduction)', () => {
  it('takes the launch price when it was still in force inside the window', () => {
    // 95.00 from 1 Oct, 100.00 from 20 Oct, reduced to 80.00 on 10 Nov: window 11 Oct-10 Nov.
    // 95.00 was in force 11-20 Oct, so it is the lowest; the reduced price itself does not count.
    const history = [
      { price: 9500, validFrom: day('2026-10-01') },
      { price: 10000, validFrom: day('2026-10-20') },
      { price: 8000, validFrom: day('2026-11-10') },
    ];
    expect(lowestPriceBefore(history, day('2026-11-10'))).toBe(9500);
  });

  it('ignores a price that ended before the window opened', () => {
    // 95.00 until 1 Sep, 100.00 since then, reduced on 10 Nov: window opens 11 Oct, only 100.00 counts.
    const history = [
      { price: 9500, validFrom: day('2026-06-01') },
      { price: 10000, validFrom: day('2026-09-01') },
      { price: 8000, validFrom: day('2026-11-10') },
    ];
    expect(lowestPriceBefore(history, day('2026-11-10'))).toBe(10000);
  });

  it('finds a short low inside the window, whatever the order of the list', () => {
    const history = [
      { price: 7000, validFrom: day('2026-11-20') },
      { price: 8900, validFrom: day('2026-11-01') },
      { price: 9900, validFrom: day('2026-08-01') },
      { price: 9900, validFrom: day('2026-11-05') },
    ];
    expect(lowestPriceBefore(history, day('2026-11-20'))).toBe(8900);
  });

  it('is null when nothing was in force before the reduction', () => {
    expect(lowestPriceBefore([{ price: 500, validFrom: day('2026-11-10') }], day('2026-11-10'))).toBeNull();
    expect(lowestPriceBefore([], day('2026-11-10'))).toBeNull();
  });
});

describe('reductionStart', () => {
  it('is when the reduced price took effect, or null when the latest price is another', () => {
    const history = [
      { price: 10000, validFrom: day('2026-10-20') },
      { price: 8000, validFrom: day('2026-11-10') },
    ];
    expect(reductionStart(history, 8000)).toEqual(day('2026-11-10'));
    expect(reductionStart(history, 7000)).toBeNull();
    expect(reductionStart([], 7000)).toBeNull();
  });
});
