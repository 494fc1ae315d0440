// Minimum order value (spec section 3, locale config `config_min_price`): the goods of the cart, as
// the buyer is charged for them (gross, or net for a VAT-exempt buyer), before any coupon and
// without delivery, must reach it (decision 017). The storefront shows what is missing; the back
// office refuses an order below it.
import { assertCents, type Cents } from './money.ts';

/** Cents still missing to reach the minimum; 0 when reached or when no minimum is set (0). */
export function missingForMinimumOrder(goodsCents: Cents, minimumCents: Cents): Cents {
  assertCents(goodsCents);
  assertCents(minimumCents);
  return Math.max(0, minimumCents - goodsCents);
}
