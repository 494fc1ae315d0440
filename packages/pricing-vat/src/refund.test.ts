// Refunds worked by hand for each country: what is left to refund after earlier refunds, and the
// refusals an admin sees at the amount field.
import { describe, expect, it } from 'vitest';
import { isFullyRefunded, refundableAmount, refundProblem } from './refund.ts';

describe('refundableAmount', () => {
  it('Germany 19 %: 309.15 EUR paid, 100.00 EUR refunded: 209.15 EUR left', () => {
    // 30915 - 10000 = 20915
    expect(refundableAmount(30_915, 10_000)).toBe(20_915);
  });

  it('Austria 20 %: 283.87 EUR paid, 283.87 EUR refunded: nothing left', () => {
    expect(refundableAmount(28_387, 28_387)).toBe(0);
    expect(isFullyRefunded(28_387, 28_387)).toBe(true);
  });

  it('Romania 21 %: 2,079.97 Lei paid in two refunds of 1,000.00 and 79.97 Lei: 1,000.00 Lei left', () => {
    // 207997 - (100000 + 7997) = 100000
    expect(refundableAmount(207_997, 100_000 + 7_997)).toBe(100_000);
    expect(isFullyRefunded(207_997, 107_997)).toBe(false);
  });

  it('a prepayment that arrived 10.00 EUR over the total can be refunded in full, over-payment included', () => {
    // total 309.15, arrived 319.15: the shop owes 319.15 back at most
    expect(refundableAmount(31_915, 0)).toBe(31_915);
  });

  it('never goes below zero', () => {
    expect(refundableAmount(1_000, 1_500)).toBe(0);
  });
});

describe('refundProblem', () => {
  it('accepts a partial and the exact remaining amount (DE: 209.15 of 309.15 after 100.00)', () => {
    expect(refundProblem(5_000, 30_915, 10_000)).toBeNull();
    expect(refundProblem(20_915, 30_915, 10_000)).toBeNull();
  });

  it('refuses one cent more than is left (AT: 283.88 of 283.87)', () => {
    expect(refundProblem(28_388, 28_387, 0)).toBe('exceeds_refundable');
  });

  it('refuses two refunds that together exceed the payment (RO: 1,500.00 + 1,000.00 of 2,079.97 Lei)', () => {
    expect(refundProblem(150_000, 207_997, 0)).toBeNull();
    // 207997 - 150000 = 57997 left; 100000 does not fit
    expect(refundProblem(100_000, 207_997, 150_000)).toBe('exceeds_refundable');
  });

  it('refuses zero, negative amounts and orders nothing was paid for', () => {
    expect(refundProblem(0, 30_915, 0)).toBe('not_positive');
    expect(refundProblem(-100, 30_915, 0)).toBe('not_positive');
    expect(refundProblem(100, 0, 0)).toBe('nothing_paid');
    expect(isFullyRefunded(0, 0)).toBe(false);
  });

  it('refuses fractions of a cent', () => {
    expect(() => refundProblem(10.5, 30_915, 0)).toThrow(RangeError);
  });
});
