import { describe, expect, it } from 'vitest';
import { paymentBalance, receivedFrom } from './payment-balance.ts';

describe('payment balance, worked by hand', () => {
  it('DE 19 %: an AT-style prepayment 72,00 € short is partially paid with 72,00 € open, not paid', () => {
    // 517,99 € ordered, 445,99 € transferred: 517,99 - 445,99 = 72,00.
    expect(paymentBalance(51_799, 44_599)).toEqual({ state: 'partially_paid', receivedCents: 44_599, openCents: 7_200, excessCents: 0 });
    // The rest arrives a week later: 445,99 + 72,00 = 517,99, paid.
    expect(paymentBalance(51_799, receivedFrom([44_599, 7_200]))).toEqual({ state: 'paid', receivedCents: 51_799, openCents: 0, excessCents: 0 });
  });

  it('AT 20 %: 1.396,99 € ordered, 1.400,00 € transferred is overpaid by 3,01 €', () => {
    expect(paymentBalance(139_699, 140_000)).toEqual({ state: 'overpaid', receivedCents: 140_000, openCents: 0, excessCents: 301 });
  });

  it('RO 21 %: 2.219,99 Lei ordered, a wrong entry of 2.219,99 reversed, nothing came in', () => {
    expect(paymentBalance(221_999, receivedFrom([221_999, -221_999]))).toEqual({ state: 'unpaid', receivedCents: 0, openCents: 221_999, excessCents: 0 });
    // 1.000,00 Lei, then 1.219,99 Lei: 2.219,99, paid.
    expect(paymentBalance(221_999, receivedFrom([100_000, 121_999])).state).toBe('paid');
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => receivedFrom([10.5])).toThrow(RangeError);
    expect(() => paymentBalance(100, 0.5)).toThrow(RangeError);
  });
});
