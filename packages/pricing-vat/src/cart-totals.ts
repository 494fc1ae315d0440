// The lines and totals of a cart or order, as the shopper sees them and pays them.
//
// The price on the shelf is the truth. A shopper who sees gross prices sees the unit price
// grossFromNet(unit net) on the product page, so a line is that gross unit price times the
// quantity, and nothing else: 3 x 379.00 EUR is 1,137.00 EUR, never 1,137.01 EUR (rounding the line
// from its net would add a cent). Discounts, postage, fees and the total are sums of gross amounts;
// the VAT is taken out of the gross amounts once per rate, as an invoice states it (UStG section 14:
// one tax amount per rate). Net figures are derived from gross, never the other way round.
//
// A buyer who sees net prices (a company customer, or a VAT-exempt one: docs/decisions/014) is
// priced on the net basis instead, the mirror image of the above: the net unit price (the stored
// catalog price) is the truth, a line is unit net x quantity, discounts, postage and fees are net
// amounts, and the VAT of each rate is added once to that rate's net sum (UStG section 14 para. 4
// no. 8: the tax on the consideration). VAT-exempt lines carry the rate 0, where both bases agree.
import { divideRounded } from './decimal.ts';
import { assertCents, multiplyCents, type Cents } from './money.ts';
import { grossFromNet, netFromGross, vatFromGross, vatFromNet } from './gross-net.ts';
import type { VatRate } from './vat-rate.ts';

export type LinePrice = {
  readonly rate: VatRate;
  /** The catalog's net unit price (the stored price). */
  readonly unitNet: Cents;
  /** The unit price the shopper sees: grossFromNet(unitNet, rate); equal to unitNet at rate 0. */
  readonly unitGross: Cents;
  /** unitGross x quantity: what the line shows and charges. */
  readonly lineGross: Cents;
  /** The net part of lineGross, taken out of the line's gross once. */
  readonly lineNet: Cents;
};

/**
 * Whether the buyer's prices are gross (consumers, guests) or net (company and VAT-exempt
 * customers), decision 014. Every price the buyer sees is on this basis, and so is the arithmetic.
 */
export type PriceBasis = 'gross' | 'net';

export function priceBasis(buyer: { readonly isCompany: boolean; readonly excludeVat: boolean } | null | undefined): PriceBasis {
  return buyer && (buyer.isCompany || buyer.excludeVat) ? 'net' : 'gross';
}

/**
 * A line of `quantity` units at the net catalog price `unitNet`, at `rate` (0 for VAT-exempt
 * lines). On the gross basis the line is the gross unit price times the quantity; on the net basis
 * it is the net unit price times the quantity (lineGross is then only the line's own gross, for
 * reference: the order's VAT is added per rate, not per line).
 */
export function priceLine(unitNet: Cents, quantity: number, rate: VatRate, basis: PriceBasis = 'gross'): LinePrice {
  const unitGross = grossFromNet(unitNet, rate);
  if (basis === 'net') {
    const lineNet = multiplyCents(unitNet, quantity);
    return { rate, unitNet, unitGross, lineGross: grossFromNet(lineNet, rate), lineNet };
  }
  const lineGross = multiplyCents(unitGross, quantity);
  return { rate, unitNet, unitGross, lineGross, lineNet: netFromGross(lineGross, rate) };
}

/**
 * What a line shows on a basis: the unit price and the line total, gross or net. A stored line
 * without its own total (older records) is the unit price times the quantity.
 */
export function shownLine(
  line: { readonly unitNet: Cents; readonly unitGross: Cents; readonly quantity: number; readonly lineNet?: Cents | undefined; readonly lineGross?: Cents | undefined },
  basis: PriceBasis,
): { readonly unit: Cents; readonly total: Cents } {
  const unit = basis === 'net' ? line.unitNet : line.unitGross;
  const total = basis === 'net' ? line.lineNet : line.lineGross;
  return { unit, total: total ?? multiplyCents(unit, line.quantity) };
}

/**
 * An amount with the rate it carries: its gross (postage and fees are configured gross), and on the
 * net basis its net (default: taken out of the gross).
 */
export type TaxedAmount = { readonly gross: Cents; readonly rate: VatRate; readonly net?: Cents };

export type OrderTotalsInput = {
  /** Default 'gross'. */
  readonly basis?: PriceBasis;
  /** Lines: lineGross counts on the gross basis, lineNet on the net basis. */
  readonly lines: readonly (Pick<LinePrice, 'lineGross' | 'rate'> & { readonly lineNet?: Cents })[];
  /** The coupon's discount on the goods, on the basis (gross, or net); capped at the goods' value. */
  readonly discount: Cents;
  /** Postage, null while no delivery method is chosen. */
  readonly delivery: TaxedAmount | null;
  /** A payment fee (cash on delivery), null when there is none. */
  readonly fee: TaxedAmount | null;
};

export type GrossNet = { readonly gross: Cents; readonly net: Cents };

export type VatLine = {
  readonly rate: VatRate;
  /** Everything charged at this rate, gross (goods after discount, postage, fee). */
  readonly gross: Cents;
  readonly net: Cents;
  readonly vat: Cents;
};

export type OrderTotals = {
  readonly goods: GrossNet;
  readonly discount: GrossNet;
  readonly delivery: GrossNet;
  readonly fee: GrossNet;
  /** What is charged: goods - discount + delivery + fee; total.net + sum of VAT = total.gross. */
  readonly total: GrossNet;
  /** One entry per rate above 0 that carries an amount, highest rate first. */
  readonly vat: readonly VatLine[];
};

/**
 * Totals of a cart or order. The discount is shared out over the rates in proportion to their goods
 * value (largest remainder, so the shares add up to the discount exactly) because a coupon lowers
 * the taxable amount of each rate it covers.
 */
export function orderTotals(input: OrderTotalsInput): OrderTotals {
  if (input.basis === 'net') return netBasisTotals(input);
  const byRate = new Map<VatRate, Cents>();
  for (const line of input.lines) {
    assertCents(line.lineGross, 'line gross');
    byRate.set(line.rate, (byRate.get(line.rate) ?? 0) + line.lineGross);
  }
  const goodsGross = [...byRate.values()].reduce((sum, cents) => sum + cents, 0);
  const discountGross = Math.min(Math.max(0, assertCents(input.discount, 'discount')), goodsGross);
  const shares = shareOut(discountGross, byRate);

  const charged = new Map<VatRate, Cents>();
  const charge = (rate: VatRate, gross: Cents) => charged.set(rate, (charged.get(rate) ?? 0) + gross);
  for (const [rate, gross] of byRate) charge(rate, gross - (shares.get(rate) ?? 0));
  if (input.delivery) charge(input.delivery.rate, assertCents(input.delivery.gross, 'delivery'));
  if (input.fee) charge(input.fee.rate, assertCents(input.fee.gross, 'fee'));

  const vat = [...charged]
    .filter(([rate, gross]) => rate > 0 && gross !== 0)
    .sort(([a], [b]) => b - a)
    .map(([rate, gross]) => ({ rate, gross, net: netFromGross(gross, rate), vat: vatFromGross(gross, rate) }));
  const totalGross = goodsGross - discountGross + (input.delivery?.gross ?? 0) + (input.fee?.gross ?? 0);
  const vatSum = vat.reduce((sum, line) => sum + line.vat, 0);
  const netOf = (amounts: Map<VatRate, Cents>) => [...amounts].reduce((sum, [rate, gross]) => sum + netFromGross(gross, rate), 0);
  const grossNet = (amount: TaxedAmount | null): GrossNet =>
    amount ? { gross: amount.gross, net: netFromGross(amount.gross, amount.rate) } : { gross: 0, net: 0 };

  return {
    goods: { gross: goodsGross, net: netOf(byRate) },
    discount: { gross: discountGross, net: netOf(shares) },
    delivery: grossNet(input.delivery),
    fee: grossNet(input.fee),
    total: { gross: totalGross, net: totalGross - vatSum },
    vat,
  };
}

/**
 * The net basis: per rate, the net amounts (goods less their share of the discount, postage, fee)
 * are summed and the VAT is added once: round(net x rate / 100). The total charged is the net total
 * plus the VAT of every rate; the gross of goods, discount, postage and fee are for reference.
 */
function netBasisTotals(input: OrderTotalsInput): OrderTotals {
  const byRate = new Map<VatRate, Cents>();
  for (const line of input.lines) {
    if (line.lineNet === undefined) throw new RangeError('a line on the net basis needs its lineNet');
    byRate.set(line.rate, (byRate.get(line.rate) ?? 0) + assertCents(line.lineNet, 'line net'));
  }
  const goodsNet = [...byRate.values()].reduce((sum, cents) => sum + cents, 0);
  const discountNet = Math.min(Math.max(0, assertCents(input.discount, 'discount')), goodsNet);
  const shares = shareOut(discountNet, byRate);
  const netOf = (amount: TaxedAmount | null): Cents =>
    amount === null ? 0 : amount.net !== undefined ? assertCents(amount.net, 'net') : netFromGross(assertCents(amount.gross, 'amount'), amount.rate);

  const charged = new Map<VatRate, Cents>();
  const charge = (rate: VatRate, net: Cents) => charged.set(rate, (charged.get(rate) ?? 0) + net);
  for (const [rate, net] of byRate) charge(rate, net - (shares.get(rate) ?? 0));
  if (input.delivery) charge(input.delivery.rate, netOf(input.delivery));
  if (input.fee) charge(input.fee.rate, netOf(input.fee));

  const vat = [...charged]
    .filter(([rate, net]) => rate > 0 && net !== 0)
    .sort(([a], [b]) => b - a)
    .map(([rate, net]) => {
      const tax = vatFromNet(net, rate);
      return { rate, gross: net + tax, net, vat: tax };
    });
  const totalNet = [...charged.values()].reduce((sum, cents) => sum + cents, 0);
  const vatSum = vat.reduce((sum, line) => sum + line.vat, 0);
  const grossOf = (amounts: Map<VatRate, Cents>) => [...amounts].reduce((sum, [rate, net]) => sum + grossFromNet(net, rate), 0);
  const grossNet = (amount: TaxedAmount | null): GrossNet => {
    const net = netOf(amount);
    return amount ? { gross: grossFromNet(net, amount.rate), net } : { gross: 0, net: 0 };
  };
  return {
    goods: { gross: grossOf(byRate), net: goodsNet },
    discount: { gross: grossOf(shares), net: discountNet },
    delivery: grossNet(input.delivery),
    fee: grossNet(input.fee),
    total: { gross: totalNet + vatSum, net: totalNet },
    vat,
  };
}

/** Splits `amount` over the buckets in proportion to their values; the parts add up to `amount`. */
export function shareOut(amount: Cents, buckets: ReadonlyMap<VatRate, Cents>): Map<VatRate, Cents> {
  const total = [...buckets.values()].reduce((sum, cents) => sum + cents, 0);
  const shares = new Map<VatRate, Cents>();
  if (amount === 0 || total === 0) return shares;
  const exact = [...buckets].map(([rate, value]) => {
    const numerator = BigInt(amount) * BigInt(value);
    return { rate, floor: Number(numerator / BigInt(total)), remainder: numerator % BigInt(total) };
  });
  let left = amount - exact.reduce((sum, part) => sum + part.floor, 0);
  // Largest remainder first; ties to the higher rate so the result does not depend on line order.
  for (const part of [...exact].sort((a, b) => (a.remainder === b.remainder ? b.rate - a.rate : a.remainder < b.remainder ? 1 : -1))) {
    shares.set(part.rate, part.floor + (left > 0 ? 1 : 0));
    if (left > 0) left -= 1;
  }
  return shares;
}

/** A percentage of an amount, rounded half away from zero to the cent: 10 % of 338.00 is 33.80. */
export function percentOf(amount: Cents, percent: number): Cents {
  assertCents(amount, 'amount');
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) throw new RangeError(`percent must be 0 to 100, got ${String(percent)}`);
  // Percent may carry decimals (12.5 %): work in hundredths of a percent.
  const hundredths = BigInt(Math.round(percent * 100));
  return Number(divideRounded(BigInt(amount) * hundredths, 10_000n));
}
