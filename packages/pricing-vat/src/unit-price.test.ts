import { describe, expect, it } from 'vitest';
import { unitPrice } from './unit-price.ts';

describe('unitPrice', () => {
  it('divides the price by the content, worked by hand', () => {
    // 12.99 for 0.36 m²: 1299 / 0.36 = 3608.33... -> 36.08 per m²
    expect(unitPrice(1299, 360)).toBe(3608);
    // 24.90 for 0.72 m²: 2490 / 0.72 = 3458.33... -> 34.58 per m²
    expect(unitPrice(2490, 720)).toBe(3458);
    // 9.99 for 0.6 m²: 999 / 0.6 = 1665 exactly
    expect(unitPrice(999, 600)).toBe(1665);
  });

  it('rounds half away from zero', () => {
    // 1.25 for 0.5 units would be 2.50; 0.01 for 0.2 units is 0.05; 0.01 for 0.4 units is 0.025 -> 0.03
    expect(unitPrice(125, 500)).toBe(250);
    expect(unitPrice(1, 200)).toBe(5);
    expect(unitPrice(1, 400)).toBe(3);
  });

  it('is the price itself for one whole unit', () => {
    expect(unitPrice(4599, 1000)).toBe(4599);
  });

  it('refuses a content that is not a positive integer and a price that is not cents', () => {
    expect(() => unitPrice(100, 0)).toThrow(RangeError);
    expect(() => unitPrice(100, 0.5)).toThrow(RangeError);
    expect(() => unitPrice(1.5, 1000)).toThrow();
  });
});
