// Payments as entries (issue 34): an order's payment state is derived from what came in, never set
// by hand. A prepayment may arrive short (partially paid, with the open balance) or over the total
// (overpaid, with the amount to pay back); a wrong entry is corrected by a reversing entry, so what
// came in is the sum of the entries.
import { assertCents, type Cents } from './money.ts';

export type PaymentState = 'unpaid' | 'partially_paid' | 'paid' | 'overpaid';

export type PaymentBalance = {
  state: PaymentState;
  /** What came in: the sum of the payment entries (reversals negative). */
  receivedCents: Cents;
  /** Still to pay: total less received, never below zero. */
  openCents: Cents;
  /** Paid too much: received less total, never below zero (to pay back). */
  excessCents: Cents;
};

/** The sum of payment entries (a reversal is a negative entry). */
export function receivedFrom(entries: readonly Cents[]): Cents {
  return entries.reduce((sum, amount) => {
    if (!Number.isSafeInteger(amount)) throw new RangeError(`payment entry must be whole cents, got ${amount}`);
    return sum + amount;
  }, 0);
}

export function paymentBalance(totalCents: Cents, receivedCents: Cents): PaymentBalance {
  assertCents(totalCents, 'total');
  if (!Number.isSafeInteger(receivedCents)) throw new RangeError(`received must be whole cents, got ${receivedCents}`);
  const openCents = Math.max(0, totalCents - receivedCents);
  const excessCents = Math.max(0, receivedCents - totalCents);
  const state: PaymentState = receivedCents <= 0 ? 'unpaid' : openCents > 0 ? 'partially_paid' : excessCents > 0 ? 'overpaid' : 'paid';
  return { state, receivedCents, openCents, excessCents };
}
