// What the shop took in: orders' gross totals less what was refunded of them, in one currency.
// The admin's dashboard adds its figures here (per country, each in its own currency).
import { assertCents, sumCents, type Cents } from './money.ts';

/** One order as revenue counts it: its gross total and the gross amount refunded so far. */
export type RevenueInput = { gross: Cents; refunded: Cents };

export type Revenue = { orders: number; gross: Cents; refunded: Cents; revenue: Cents };

/**
 * Revenue of orders in one currency: the sum of their gross totals less the sum of their refunds.
 * A refund is never negative nor more than its order's total (a RangeError names the order).
 */
export function revenueAfterRefunds(orders: Iterable<RevenueInput>): Revenue {
  const list = [...orders];
  for (const [index, order] of list.entries()) {
    assertCents(order.gross, `gross total of order ${index + 1}`);
    assertCents(order.refunded, `refund of order ${index + 1}`);
    if (order.gross < 0) throw new RangeError(`gross total of order ${index + 1} is negative (${order.gross})`);
    if (order.refunded < 0 || order.refunded > order.gross) {
      throw new RangeError(`refund of order ${index + 1} (${order.refunded}) is not between 0 and its total (${order.gross})`);
    }
  }
  const gross = sumCents(list.map((order) => order.gross));
  const refunded = sumCents(list.map((order) => order.refunded));
  return { orders: list.length, gross, refunded, revenue: sumCents([gross, -refunded]) };
}

/** How far a payment that arrived is off the amount due: positive when more came, negative when less. */
export function paymentDifference(received: Cents, due: Cents): Cents {
  return sumCents([assertCents(received, 'received amount'), -assertCents(due, 'amount due')]);
}
