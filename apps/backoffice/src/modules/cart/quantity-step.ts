// Quantities go in steps of the sale element's multiplier (tiles by the box): a request is rounded
// up to the next multiple, as the storefront's cart does (cart-core quantity-step.ts), so both
// sides agree on what the shopper gets.

/** The step as a positive whole number; 1 when missing or invalid. */
export function stepOf(quantityStep: number | null | undefined): number {
  return quantityStep !== null && quantityStep !== undefined && Number.isSafeInteger(quantityStep) && quantityStep >= 1 ? quantityStep : 1;
}

/** Rounds up to the next multiple of step (step 3: 1 -> 3, 4 -> 6, 6 -> 6). */
export function roundUpToStep(quantity: number, step: number): number {
  return Math.ceil(quantity / step) * step;
}
