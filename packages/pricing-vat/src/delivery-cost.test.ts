import { describe, expect, it } from 'vitest';
import { deliveryCostDisplay } from './delivery-cost.ts';

describe('deliveryCostDisplay', () => {
  it('marks a zero delivery cost as free', () => {
    expect(deliveryCostDisplay(0)).toEqual({ free: true });
  });

  it('passes any other cost on to be formatted, even a single cent', () => {
    expect(deliveryCostDisplay(1)).toEqual({ free: false, cost: 1 });
    expect(deliveryCostDisplay(4990)).toEqual({ free: false, cost: 4990 });
  });

  it('refuses a negative or fractional cost', () => {
    expect(() => deliveryCostDisplay(-1)).toThrow(RangeError);
    expect(() => deliveryCostDisplay(4.99)).toThrow(RangeError);
  });
});
