// Refunds by lines (issue 34): what returned units give back. A line's units cost what the buyer
// paid for the line: its gross less its share of the coupon (shared over the lines by their gross,
// largest remainder, as the order's discount was taken). The units of a line are refunded in steps
// that always add up to that paid amount: k units of n, after r refunded before, give back
// round(paid x (r + k) / n) - round(paid x r / n), so the last unit takes the rounding cents.
// Delivery and the payment fee go back whole, at the rate they were charged.
import { shareOut } from './cart-totals.ts';
import { assertCents, type Cents } from './money.ts';
import type { VatRate } from './vat-rate.ts';

export type RefundableLine = {
  /** What the line cost before the coupon (gross). */
  readonly lineGross: Cents;
  readonly quantity: number;
  readonly rate: VatRate;
};

/** What the buyer paid for each line: its gross less its share of the discount. */
export function paidPerLine(lines: readonly RefundableLine[], discountGross: Cents): Cents[] {
  assertCents(discountGross, 'discount');
  // Keyed by position: shareOut breaks ties towards the higher key, so the result is fixed.
  const shares = shareOut(discountGross, new Map(lines.map((line, index) => [index, line.lineGross])));
  return lines.map((line, index) => line.lineGross - (shares.get(index) ?? 0));
}

const roundedShare = (paid: Cents, units: number, of: number): Cents => {
  // Half away from zero, in integers: (2 x paid x units + of) div (2 x of).
  const numerator = 2n * BigInt(paid) * BigInt(units) + BigInt(of);
  return Number(numerator / (2n * BigInt(of)));
};

/** What `units` more units of a line give back when `before` of its `quantity` were refunded already. */
export function unitsRefund(paid: Cents, quantity: number, before: number, units: number): Cents {
  assertCents(paid, 'paid');
  for (const [name, value] of [['quantity', quantity], ['before', before], ['units', units]] as const) {
    if (!Number.isInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number of units, got ${String(value)}`);
  }
  if (quantity === 0 || before + units > quantity) throw new RangeError(`${String(before + units)} units of ${String(quantity)} cannot be refunded`);
  return roundedShare(paid, before + units, quantity) - roundedShare(paid, before, quantity);
}

export type LineRefundPart = { readonly paid: Cents; readonly quantity: number; readonly before: number; readonly units: number; readonly rate: VatRate };

export type LineRefund = {
  /** Per line part, what its units give back (same order as the input). */
  readonly lines: readonly Cents[];
  /** What the delivery and the fee give back (0 when they do not go back). */
  readonly delivery: Cents;
  readonly fee: Cents;
  /** The gross refunded per rate (lines, and delivery and fee at theirs). */
  readonly byRate: ReadonlyMap<VatRate, Cents>;
  readonly amount: Cents;
};

/**
 * A refund of returned units, plus delivery and the fee when they go back. `refundable` caps the
 * amount (what was paid less what went back before). Net-basis orders add VAT per rate, so their
 * lines can differ from the charge by a cent: the refund that returns the last of everything takes
 * exactly what is left. A capped or adjusted amount is shared over the parts by their size (largest
 * remainder), so the parts a credit note lists always add up to its amount.
 */
export function lineRefund(input: {
  readonly parts: readonly LineRefundPart[];
  readonly delivery: { readonly gross: Cents; readonly rate: VatRate } | null;
  readonly fee: { readonly gross: Cents; readonly rate: VatRate } | null;
  readonly refundable: Cents;
  /** True when this refund returns every unit, the delivery and the fee that are left. */
  readonly returnsEverything: boolean;
}): LineRefund {
  const pieces = [
    ...input.parts.map((part) => ({ cents: unitsRefund(part.paid, part.quantity, part.before, part.units), rate: part.rate })),
    { cents: input.delivery?.gross ?? 0, rate: input.delivery?.rate ?? 0 },
    { cents: input.fee?.gross ?? 0, rate: input.fee?.rate ?? 0 },
  ];
  const sum = pieces.reduce((total, piece) => total + piece.cents, 0);
  // Returning everything takes what is left when the two differ by rounding cents only (at most a
  // cent per part); an overpayment's excess is not a line's money and is paid back on its own.
  const rounding = Math.abs(input.refundable - sum) <= input.parts.length + 2;
  const amount = input.returnsEverything && rounding ? input.refundable : Math.min(sum, input.refundable);
  let values = pieces.map((piece) => piece.cents);
  if (amount !== sum && sum > 0) {
    const shares = shareOut(amount, new Map(pieces.map((piece, index) => [index, piece.cents])));
    values = pieces.map((_, index) => shares.get(index) ?? 0);
  }
  const byRate = new Map<VatRate, Cents>();
  pieces.forEach((piece, index) => {
    const cents = values[index] ?? 0;
    if (cents !== 0) byRate.set(piece.rate, (byRate.get(piece.rate) ?? 0) + cents);
  });
  const count = input.parts.length;
  return { lines: values.slice(0, count), delivery: values[count] ?? 0, fee: values[count + 1] ?? 0, byRate, amount };
}
