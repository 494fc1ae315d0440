// The amounts an invoice or credit note prints, from what the order stored when it was placed.
//
// The order's stored cents are the truth: lines (gross, rate), discount, postage, fee and total, as
// cart-totals.ts computed them at placement. An invoice states the taxable amount and the VAT per
// rate (UStG section 14, UStG AT section 11, Codul fiscal art. 319), so the per-rate split is
// computed again here with the same rules, and checked against the stored totals: a document never
// prints figures that do not add up to what the buyer was charged.
//
// Postage and the payment fee carry the country's standard rate, or 0 % for a buyer who paid no VAT
// on them (an EU company abroad); the order does not store which, so the rate is the one of the two
// that reproduces the stored net amounts.
//
// Orders of company and VAT-exempt customers are on the net basis (decision 014): their VAT was
// added per rate to the net amounts. The order stores its basis; without it (a document of an
// older record) it is the one that reproduces the stored totals, the gross basis tried first.
//
// A credit note refunds part or all of an invoice: the refunded gross amount is shared out over the
// invoice's rates in proportion to what each rate carried (largest remainder, so the parts add up
// exactly), and each part's VAT is taken out of it once.
import { orderTotals, shareOut, type GrossNet, type OrderTotals, type PriceBasis, type VatLine } from './cart-totals.ts';
import { netFromGross } from './gross-net.ts';
import { assertCents, type Cents } from './money.ts';
import type { VatRate } from './vat-rate.ts';

export type StoredOrderAmounts = {
  readonly lines: readonly { readonly lineGross: Cents; readonly lineNet: Cents; readonly rate: VatRate }[];
  readonly discount: GrossNet;
  readonly delivery: GrossNet;
  readonly fee: GrossNet;
  readonly total: GrossNet;
  /** The country's standard rate when the order was placed. */
  readonly serviceRate: VatRate;
  /** How the order was priced, when known. */
  readonly basis?: PriceBasis;
};

export type DocumentTotals = {
  /** What was charged: gross, and net (gross less the VAT of every rate). */
  readonly total: GrossNet;
  /** Every rate that carries an amount, 0 % included (its VAT is 0), highest rate first. */
  readonly rates: readonly VatLine[];
  /** The sum of the VAT of all rates. */
  readonly vat: Cents;
};

export type InvoiceTotals = DocumentTotals & {
  readonly goods: GrossNet;
  readonly discount: GrossNet;
  readonly delivery: GrossNet;
  readonly fee: GrossNet;
  /** The rate postage and fee were charged at (the standard rate, or 0 for a VAT-exempt buyer). */
  readonly serviceRate: VatRate;
  /** Whether the order was priced gross (consumers) or net (company customers), decision 014. */
  readonly basis: PriceBasis;
};

function ratesOf(totals: Pick<OrderTotals, 'total' | 'vat'>): VatLine[] {
  const taxed = totals.vat.reduce((sum, line) => sum + line.gross, 0);
  const zero = totals.total.gross - taxed;
  return [...totals.vat, ...(zero !== 0 ? [{ rate: 0, gross: zero, net: zero, vat: 0 }] : [])];
}

const same = (a: GrossNet, b: GrossNet) => a.gross === b.gross && a.net === b.net;

/**
 * The invoice's amounts from the order's stored ones. Throws a RangeError when no reading of the
 * stored amounts adds up (a document must not print figures that differ from the charge).
 */
export function invoiceTotals(order: StoredOrderAmounts): InvoiceTotals {
  const candidates = [...new Set([order.serviceRate, 0])];
  for (const basis of order.basis ? [order.basis] : (['gross', 'net'] as const)) {
    for (const serviceRate of candidates) {
      const totals = orderTotals({
        basis,
        lines: order.lines,
        discount: assertCents(basis === 'gross' ? order.discount.gross : order.discount.net, 'discount'),
        delivery: { ...order.delivery, rate: serviceRate },
        fee: order.fee.gross > 0 ? { ...order.fee, rate: serviceRate } : null,
      });
      if (same(totals.total, order.total) && same(totals.delivery, order.delivery) && same(totals.fee, order.fee) && same(totals.discount, order.discount)) {
        const rates = ratesOf(totals);
        return { ...totals, rates, vat: rates.reduce((sum, line) => sum + line.vat, 0), serviceRate, basis };
      }
    }
  }
  throw new RangeError(`the stored amounts do not add up to the stored total ${order.total.gross} (net ${order.total.net})`);
}

/** A credit note over `refund` gross cents of an invoice whose amounts per rate are `invoiceRates`. */
export function creditNoteTotals(refund: Cents, invoiceRates: readonly VatLine[]): DocumentTotals {
  assertCents(refund, 'refund');
  const invoiced = invoiceRates.reduce((sum, line) => sum + line.gross, 0);
  if (refund <= 0 || refund > invoiced) throw new RangeError(`a refund must be above 0 and at most the invoiced ${invoiced}, got ${refund}`);
  const shares = shareOut(refund, new Map(invoiceRates.map((line) => [line.rate, line.gross])));
  const rates = invoiceRates
    .map((line) => {
      const gross = shares.get(line.rate) ?? 0;
      const net = netFromGross(gross, line.rate);
      return { rate: line.rate, gross, net, vat: gross - net };
    })
    .filter((line) => line.gross !== 0);
  const vat = rates.reduce((sum, line) => sum + line.vat, 0);
  return { total: { gross: refund, net: refund - vat }, rates, vat };
}

/** A credit note of a refund by its parts (returned lines, delivery, fee), each part at its own rate. */
export function creditNoteTotalsOfParts(refund: Cents, parts: readonly { readonly gross: Cents; readonly rate: VatRate }[]): DocumentTotals {
  const byRate = new Map<VatRate, Cents>();
  for (const part of parts) if (part.gross !== 0) byRate.set(part.rate, (byRate.get(part.rate) ?? 0) + part.gross);
  return creditNoteTotals(refund, [...byRate].map(([rate, gross]) => ({ rate, gross, net: gross, vat: 0 })));
}
