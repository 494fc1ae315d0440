// What a change to a cart line asks for (spec section 4), as the storefront's cart action reads a
// form and the back office applies it: the quantity the line ends up with, or its removal. The
// back office has the last word (stock, step of the sale element), and applies the same rules.
import { roundToStep, stepOf } from './quantity-step.ts';

/** The most one line may hold (the contract's quantity limit). */
export const MAX_LINE_QUANTITY = 9999;

export type LineChange =
  /** Put `quantity` more into the cart: merged into the line of the same sale element, if any. */
  | { kind: 'add'; current: number | null; quantity: number; step: number }
  /** Set the line to an absolute quantity; 0 or less removes it. */
  | { kind: 'update'; quantity: number; step: number }
  /** One step more. */
  | { kind: 'increase'; current: number; step: number }
  /** One step less; the last step removes the line. */
  | { kind: 'remove-one'; current: number; step: number };

export type LineOutcome = { kind: 'set'; quantity: number } | { kind: 'delete' } | { kind: 'invalid'; reason: 'quantity' | 'too_many' };

export function applyLineChange(change: LineChange): LineOutcome {
  const step = stepOf(change.step);
  switch (change.kind) {
    case 'add': {
      if (!Number.isFinite(change.quantity) || change.quantity <= 0) return { kind: 'invalid', reason: 'quantity' };
      return set((change.current ?? 0) + change.quantity, step);
    }
    case 'update':
      if (Number.isNaN(change.quantity) || !Number.isFinite(change.quantity)) return { kind: 'invalid', reason: 'quantity' };
      return change.quantity <= 0 ? { kind: 'delete' } : set(change.quantity, step);
    case 'increase':
      return set(change.current + step, step);
    case 'remove-one':
      return change.current - step <= 0 ? { kind: 'delete' } : set(change.current - step, step);
  }
}

function set(quantity: number, step: number): LineOutcome {
  const rounded = roundToStep(quantity, step);
  if (rounded === 0) return { kind: 'delete' };
  return rounded > MAX_LINE_QUANTITY ? { kind: 'invalid', reason: 'too_many' } : { kind: 'set', quantity: rounded };
}
