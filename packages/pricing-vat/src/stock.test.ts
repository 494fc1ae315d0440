import { describe, expect, it } from 'vitest';
import { stockDisplay } from './stock.ts';

describe('stockDisplay', () => {
  it('shows nothing left as out of stock', () => {
    expect(stockDisplay(0)).toEqual({ kind: 'outOfStock' });
    expect(stockDisplay(-3)).toEqual({ kind: 'outOfStock' });
    expect(stockDisplay(0.5)).toEqual({ kind: 'outOfStock' });
  });

  it('shows the number when fewer than 10 are left', () => {
    expect(stockDisplay(1)).toEqual({ kind: 'count', count: 1 });
    expect(stockDisplay(9)).toEqual({ kind: 'count', count: 9 });
    expect(stockDisplay(9.8)).toEqual({ kind: 'count', count: 9 });
  });

  it("shows 'In stock' from 10 on", () => {
    expect(stockDisplay(10)).toEqual({ kind: 'inStock' });
    expect(stockDisplay(5000)).toEqual({ kind: 'inStock' });
  });

  it('refuses a stock that is not a number', () => {
    expect(() => stockDisplay(Number.NaN)).toThrow(RangeError);
  });
});
