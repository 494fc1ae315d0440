// Spec section 9: a delivery cost of 0 is shown as "Free". The label is the UI's to translate, so
// this returns a marker instead of text.
import { assertCents } from './money.ts';
import type { Cents } from './money.ts';

export type DeliveryCostDisplay = { readonly free: true } | { readonly free: false; readonly cost: Cents };

/** { free: true } for a zero cost, otherwise the cost to format. Throws a RangeError for a negative cost. */
export function deliveryCostDisplay(cost: Cents): DeliveryCostDisplay {
  if (assertCents(cost, 'delivery cost') < 0) {
    throw new RangeError(`delivery cost must not be negative, got ${cost}`);
  }
  return cost === 0 ? { free: true } : { free: false, cost };
}
