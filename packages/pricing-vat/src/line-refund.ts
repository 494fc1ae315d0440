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

/**
 * What the buyer paid for each line: its gross less its share of the discount. The discount is
 * shared over the rates first, as the order's totals share it (so a full return's credit notes state
 * the invoice's VAT per rate), then within a rate over its lines by their gross.
 */
export function paidPerLine(lines: readonly RefundableLine[], discountGross: Cents): Cents[] {
  assertCents(discountGross, 'discount');
  const byRate = new Map<VatRate, Cents>();
  for (const line of lines) byRate.set(line.rate, (byRate.get(line.rate) ?? 0) + line.lineGross);
  const rateShares = shareOut(discountGross, byRate);
  const paid = lines.map((line) => line.lineGross);
  for (const [rate, share] of rateShares) {
    // Keyed by position: shareOut breaks ties towards the higher key, so the result is fixed.
    const ofRate = new Map(lines.flatMap((line, index) => (line.rate === rate ? [[index, line.lineGross] as const] : [])));
    for (const [index, cents] of shareOut(share, ofRate)) paid[index] = (paid[index] ?? 0) - cents;
  }
  return paid;
}

/**
 * Whether a choice returns everything still open: every unit not refunded yet, and the delivery and
 * the fee where they were charged and not refunded yet (such a refund takes what is left).
 */
export function returnsEverything(
  lines: readonly { readonly quantity: number; readonly refunded: number; readonly units: number }[],
  services: readonly { readonly charged: Cents; readonly refunded: boolean; readonly asked: boolean }[],
): boolean {
  return lines.every((line) => line.quantity - line.refunded === line.units) && services.every((service) => service.charged === 0 || service.refunded || service.asked);
}

/** What of the order can still go back as goods: paid less refunded, and at most its total less refunded. */
export function goodsRefundLeft(paid: Cents, refunded: Cents, total: Cents): Cents {
  return Math.max(0, Math.min(paid - refunded, total - refunded));
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
 * A refund of returned units, plus delivery and the fee when they go back. `left` is what of the
 * order's total can still go back: what was paid less what was refunded, and never more than the
 * total less what was refunded (an overpayment's excess is paid back on its own, not as goods). The
 * refund that returns the last of everything takes exactly `left`: on net-basis orders the VAT added
 * per rate makes the total differ from the lines by cents, and a goodwill refund before takes its
 * share. A refund capped or adjusted so is shared over its parts by their size (largest remainder),
 * so the parts a credit note lists always add up to its amount.
 */
export function lineRefund(input: {
  readonly parts: readonly LineRefundPart[];
  readonly delivery: { readonly gross: Cents; readonly rate: VatRate } | null;
  readonly fee: { readonly gross: Cents; readonly rate: VatRate } | null;
  readonly left: Cents;
  /** True when this refund returns every unit, the delivery and the fee that are left. */
  readonly returnsEverything: boolean;
}): LineRefund {
  const pieces = [
    ...input.parts.map((part) => ({ cents: unitsRefund(part.paid, part.quantity, part.before, part.units), rate: part.rate })),
    { cents: input.delivery?.gross ?? 0, rate: input.delivery?.rate ?? 0 },
    { cents: input.fee?.gross ?? 0, rate: input.fee?.rate ?? 0 },
  ];
  const sum = pieces.reduce((total, piece) => total + piece.cents, 0);
  // Nothing returned is worth anything (free goods): nothing goes back.
  const amount = sum === 0 ? 0 : Math.max(0, input.returnsEverything ? input.left : Math.min(sum, input.left));
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
