// The amounts of an invoice as an EN 16931 e-invoice states them (RO e-Factura, XRechnung).
//
// EN 16931 is built on net amounts: each line has a net amount, the coupon is a document-level
// allowance and postage and the cash-on-delivery fee are document-level charges, each with its VAT
// rate, and for every rate the taxable amount must equal its lines' nets plus its charges minus its
// allowances, to the cent (BR-S-08). The shop's invoice states per rate what was charged
// (invoiceTotals): on the gross basis the VAT was taken out of each rate's gross sum once, so the
// nets of the lines, taken out one by one, can differ from the rate's net by a cent or two. The
// difference goes onto the largest line of the rate (or its last charge when the rate has no
// line), so the e-invoice's taxable amounts, VAT and total are exactly the PDF's.
import { shareOut, type VatLine } from './cart-totals.ts';
import { netFromGross } from './gross-net.ts';
import type { InvoiceTotals } from './invoice-totals.ts';
import type { Cents } from './money.ts';
import type { VatRate } from './vat-rate.ts';

export type EInvoiceLineInput = { readonly lineGross: Cents; readonly lineNet: Cents; readonly rate: VatRate };

export type EInvoiceCharge = { readonly kind: 'delivery' | 'fee'; readonly rate: VatRate; readonly net: Cents };

export type EInvoiceAmounts = {
  /** Each line's net amount (BT-131), in the order given. */
  readonly lines: readonly Cents[];
  /** The coupon per rate (BT-92), net; only rates it lowered. */
  readonly allowances: readonly { readonly rate: VatRate; readonly net: Cents }[];
  /** Postage and the payment fee (BT-99), net, when charged. */
  readonly charges: readonly EInvoiceCharge[];
  /** Per rate: taxable amount (BT-116) and VAT (BT-117): the invoice's own rates, and 0 for a rate a coupon took to nothing. */
  readonly breakdown: readonly VatLine[];
  readonly lineTotal: Cents;
  readonly allowanceTotal: Cents;
  readonly chargeTotal: Cents;
  /** BT-109: lineTotal - allowanceTotal + chargeTotal, the invoice's net total. */
  readonly taxExclusive: Cents;
  readonly vat: Cents;
  /** BT-112: what was charged. */
  readonly taxInclusive: Cents;
};

const sum = (values: Iterable<Cents>) => [...values].reduce((total, value) => total + value, 0);

/** The e-invoice's amounts of an invoice whose totals are `totals` and whose lines are `lines`. */
export function einvoiceAmounts(totals: InvoiceTotals, lines: readonly EInvoiceLineInput[]): EInvoiceAmounts {
  // The coupon per rate, shared out as the order did (cart-totals.ts), on the order's basis.
  const goodsByRate = new Map<VatRate, Cents>();
  for (const line of lines) goodsByRate.set(line.rate, (goodsByRate.get(line.rate) ?? 0) + (totals.basis === 'net' ? line.lineNet : line.lineGross));
  const shares = shareOut(totals.basis === 'net' ? totals.discount.net : totals.discount.gross, goodsByRate);
  const allowances = [...shares]
    .filter(([, share]) => share > 0)
    .map(([rate, share]) => ({ rate, net: totals.basis === 'net' ? share : netFromGross(share, rate) }));

  const charges: EInvoiceCharge[] = [];
  if (totals.delivery.gross > 0 || totals.delivery.net > 0) charges.push({ kind: 'delivery', rate: totals.serviceRate, net: totals.delivery.net });
  if (totals.fee.gross > 0 || totals.fee.net > 0) charges.push({ kind: 'fee', rate: totals.serviceRate, net: totals.fee.net });

  // Every rate a line, allowance or charge carries needs its breakdown, also one a coupon brought
  // down to nothing (invoiceTotals lists only rates that carry an amount): its taxable amount is 0.
  const used = new Set<VatRate>([...lines.map((line) => line.rate), ...allowances.map((allowance) => allowance.rate), ...charges.map((charge) => charge.rate)]);
  const breakdown: VatLine[] = [...totals.rates, ...[...used].filter((rate) => !totals.rates.some((line) => line.rate === rate)).map((rate) => ({ rate, gross: 0, net: 0, vat: 0 }))].sort(
    (a, b) => b.rate - a.rate,
  );

  const nets = lines.map((line) => line.lineNet);
  for (const rate of breakdown) {
    const atRate = (values: readonly { rate: VatRate; net: Cents }[]) => sum(values.filter((value) => value.rate === rate.rate).map((value) => value.net));
    const lineIndexes = lines.flatMap((line, index) => (line.rate === rate.rate ? [index] : []));
    const difference = rate.net - (sum(lineIndexes.map((index) => nets[index] as Cents)) - atRate(allowances) + atRate(charges));
    if (difference === 0) continue;
    const largest = lineIndexes.reduce<number | undefined>((best, index) => (best === undefined || (nets[index] as Cents) > (nets[best] as Cents) ? index : best), undefined);
    if (largest !== undefined) {
      nets[largest] = (nets[largest] as Cents) + difference;
      continue;
    }
    const chargeIndex = charges.findLastIndex((charge) => charge.rate === rate.rate);
    const charge = charges[chargeIndex];
    if (!charge) throw new RangeError(`the rate ${rate.rate} % carries ${rate.net} net but no line or charge`);
    charges[chargeIndex] = { ...charge, net: charge.net + difference };
  }

  const lineTotal = sum(nets);
  const allowanceTotal = sum(allowances.map((allowance) => allowance.net));
  const chargeTotal = sum(charges.map((charge) => charge.net));
  const taxExclusive = lineTotal - allowanceTotal + chargeTotal;
  if (taxExclusive !== totals.total.net) throw new RangeError(`the e-invoice's net total ${taxExclusive} differs from the invoice's ${totals.total.net}`);
  return { lines: nets, allowances, charges, breakdown, lineTotal, allowanceTotal, chargeTotal, taxExclusive, vat: totals.vat, taxInclusive: totals.total.gross };
}
