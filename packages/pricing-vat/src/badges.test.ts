import { describe, expect, it } from 'vitest';
import { cartBadge } from './badges.ts';

describe('cartBadge', () => {
  it('shows counts below a thousand as they are', () => {
    expect(cartBadge(0).text).toBe('0');
    expect(cartBadge(7).text).toBe('7');
    expect(cartBadge(999).text).toBe('999');
  });

  it('shows thousands as whole Nk, rounded down', () => {
    expect(cartBadge(1000).text).toBe('1k');
    expect(cartBadge(1500).text).toBe('1k');
    expect(cartBadge(1999).text).toBe('1k');
    expect(cartBadge(2000).text).toBe('2k');
    expect(cartBadge(12345).text).toBe('12k');
  });

  it('uses the smaller font above 99', () => {
    expect(cartBadge(99).smallFont).toBe(false);
    expect(cartBadge(100).smallFont).toBe(true);
    expect(cartBadge(1000).smallFont).toBe(true);
  });

  it('refuses negative or fractional counts', () => {
    expect(() => cartBadge(-1)).toThrow(RangeError);
    expect(() => cartBadge(1.5)).toThrow(RangeError);
  });
});
