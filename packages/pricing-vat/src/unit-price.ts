// Unit price (PAngV section 4, Grundpreis): what one unit of measure costs when a product is sold
// by an amount of that unit, e.g. a tile of 0.36 m² for 12.99 costs 36.08 per m². The content is
// given in thousandths of the unit so that no float enters the division.
import { divideRounded, toSafeInteger } from './decimal.ts';
import { assertCents } from './money.ts';
import type { Cents } from './money.ts';

/** Price of one whole unit: round(price x 1000 / contentMilli), half away from zero. */
export function unitPrice(price: Cents, contentMilli: number): Cents {
  assertCents(price, 'price');
  if (!Number.isSafeInteger(contentMilli) || contentMilli <= 0) throw new RangeError(`unit content must be a positive integer, got ${contentMilli}`);
  return toSafeInteger(divideRounded(BigInt(price) * 1000n, BigInt(contentMilli)), 'unit price');
}
