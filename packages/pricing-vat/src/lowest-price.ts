// PAngV section 11: a shop that announces a price reduction also shows the lowest price it asked
// in the 30 days before the reduction. The history is a list of prices with the moment each one
// took effect; a price counts for the window when it was in force at any moment inside it.
import { assertCents } from './money.ts';
import type { Cents } from './money.ts';

export type PriceChange = { price: Cents; validFrom: Date };

export const REDUCTION_LOOKBACK_DAYS = 30;

const DAY_MS = 86_400_000;

/**
 * The lowest price in force during the `days` before `reducedAt` (the moment the reduced price took
 * effect): the price already in force when the window opened, and every change inside it. Null
 * when no price was in force before the reduction.
 */
export function lowestPriceBefore(history: readonly PriceChange[], reducedAt: Date, days = REDUCTION_LOOKBACK_DAYS): Cents | null {
  const windowStart = reducedAt.getTime() - days * DAY_MS;
  const end = reducedAt.getTime();
  const sorted = [...history].sort((a, b) => a.validFrom.getTime() - b.validFrom.getTime());
  let lowest: Cents | null = null;
  sorted.forEach((change, index) => {
    assertCents(change.price, 'history price');
    const from = change.validFrom.getTime();
    const until = sorted[index + 1]?.validFrom.getTime() ?? Number.POSITIVE_INFINITY;
    // In force during [from, until); counts when that overlaps [windowStart, end).
    if (from < end && until > windowStart && (lowest === null || change.price < lowest)) lowest = change.price;
  });
  return lowest;
}

/** The moment the current reduction began: when the latest change, the reduced price, took effect. */
export function reductionStart(history: readonly PriceChange[], reducedPrice: Cents): Date | null {
  const latest = [...history].sort((a, b) => b.validFrom.getTime() - a.validFrom.getTime())[0];
  return latest && latest.price === reducedPrice ? latest.validFrom : null;
}
