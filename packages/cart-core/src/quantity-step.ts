// Products sold in packs (tiles by the box, for instance) carry a multiplier: the cart only holds
// whole packs. The spec says quantities are adjusted automatically; we round up, so a shopper who
// asks for 4 tiles in boxes of 3 gets 6 rather than fewer than they need.

/** The step as a positive whole number; 1 when missing or invalid. */
export function stepOf(quantityStep: number | null | undefined): number {
  return quantityStep !== null && quantityStep !== undefined && Number.isSafeInteger(quantityStep) && quantityStep >= 1 ? quantityStep : 1;
}

/**
 * Rounds a requested quantity up to the next multiple of step (step 3: 1 -> 3, 4 -> 6, 6 -> 6).
 * Returns 0 for zero, negative or non-finite requests: callers read 0 as "no line".
 */
export function roundToStep(quantity: number, step: number): number {
  if (!Number.isFinite(quantity) || quantity <= 0) return 0;
  const safeStep = stepOf(step);
  return Math.ceil(quantity / safeStep) * safeStep;
}
