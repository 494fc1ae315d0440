// When a withdrawn order's money must be back (§ 357 (1) BGB, § 14 FAGG, art. 13 OUG 34/2014): at
// the latest 14 days after the day the declaration reached the shop, counted in the shop's days.
import { dayIn } from './zoned-time.ts';

export const WITHDRAWAL_REFUND_DAYS = 14;

/** The last day (YYYY-MM-DD) for the refund of a withdrawal received at `receivedAt`. */
export function withdrawalRefundDueOn(receivedAt: string, timeZone: string): string {
  const [year = 0, month = 1, day = 1] = dayIn(timeZone, new Date(receivedAt)).split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + WITHDRAWAL_REFUND_DAYS)).toISOString().slice(0, 10);
}
