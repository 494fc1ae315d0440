// Refunds (issue 14): what of an order's payment can still go back, and when an order counts as
// refunded. "Paid" is what actually came in (a prepayment may arrive short or over the total); a
// refund is a positive amount no larger than that less what was refunded before.
import { assertCents, type Cents } from './money.ts';

/** What can still be refunded: paid less refunded, never below zero. */
export function refundableAmount(paid: Cents, refunded: Cents): Cents {
  assertCents(paid, 'paid');
  assertCents(refunded, 'refunded');
  return Math.max(0, paid - refunded);
}

export type RefundProblem = 'not_positive' | 'nothing_paid' | 'exceeds_refundable';

/** Why a refund of `amount` cannot be made now, or null when it can. */
export function refundProblem(amount: Cents, paid: Cents, refunded: Cents): RefundProblem | null {
  assertCents(amount, 'refund');
  if (amount <= 0) return 'not_positive';
  if (paid <= 0) return 'nothing_paid';
  return amount > refundableAmount(paid, refunded) ? 'exceeds_refundable' : null;
}

/** True once the refunds return everything that was paid (the order's status becomes 'refunded'). */
export function isFullyRefunded(paid: Cents, refunded: Cents): boolean {
  assertCents(paid, 'paid');
  assertCents(refunded, 'refunded');
  return paid > 0 && refunded >= paid;
}
