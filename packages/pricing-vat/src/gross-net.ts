// Net <-> gross in whole cents. Every conversion rounds exactly once, half away from zero
// ("kaufmännisches Runden"), on the exact rational value; the factor 1 + rate/100 is never a float,
// so 7.5 % is as safe as 19 %.
//
// Cart and order lines are priced in cart-totals.ts: the shown gross unit price times the quantity.
import { divideRounded, parseDecimal, pow10, toSafeInteger } from './decimal.ts';
import type { Decimal } from './decimal.ts';
import { assertCents } from './money.ts';
import type { Cents } from './money.ts';
import { assertVatRate } from './vat-rate.ts';
import type { VatRate } from './vat-rate.ts';

/** 1 + rate/100 as an exact decimal, e.g. 7.5 -> 1.075. */
function vatFactor(rate: VatRate): Decimal {
  const percent = parseDecimal(assertVatRate(rate), 'VAT rate');
  // (100 + rate) / 100, written over the rate's own power of ten: 7.5 -> 1075 / 1000.
  return { units: 100n * pow10(percent.scale) + percent.units, scale: percent.scale + 2 };
}

/** Gross from net: round(net x (100 + rate) / 100). */
export function grossFromNet(net: Cents, rate: VatRate): Cents {
  assertCents(net, 'net');
  const factor = vatFactor(rate);
  return toSafeInteger(divideRounded(BigInt(net) * factor.units, pow10(factor.scale)), 'gross');
}

/** Net from gross: round(gross x 100 / (100 + rate)). */
export function netFromGross(gross: Cents, rate: VatRate): Cents {
  assertCents(gross, 'gross');
  const factor = vatFactor(rate);
  return toSafeInteger(divideRounded(BigInt(gross) * pow10(factor.scale), factor.units), 'net');
}

/** VAT contained in a gross price; always gross - netFromGross(gross), so net + VAT = gross. */
export function vatFromGross(gross: Cents, rate: VatRate): Cents {
  return gross - netFromGross(gross, rate);
}

/** VAT to add to a net price; always grossFromNet(net) - net. */
export function vatFromNet(net: Cents, rate: VatRate): Cents {
  return grossFromNet(net, rate) - net;
}
