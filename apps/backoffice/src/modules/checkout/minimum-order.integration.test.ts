// Minimum order value (locale config config_min_price, decision 017): an order whose goods stay
// below the country's minimum is refused with a 422 and leaves no order and no stock taken; at the
// minimum it is placed.
import { describe, expect, it } from 'vitest';
import { call, databaseKinds } from '../../testing/test-backoffice.ts';
import { checkoutShop, DE, RO, type Shopper } from './checkout-test-kit.ts';

describe.each(databaseKinds)('minimum order value on %s', (kind) => {
  const running = checkoutShop(kind);

  /** The goods total the shopper's cart shows (gross, before coupon and delivery). */
  async function goodsOf(buyer: Shopper, cartId: number): Promise<number> {
    const answer = await call(running.kit.api('/cart/get'), { headers: buyer.headers, body: { 'thelia.cart_id': cartId } });
    expect(answer.status).toBe(200);
    return (answer.body as { data: { total_taxed_cents: number } }).data.total_taxed_cents;
  }

  it.each([
    ['Germany', DE, 'vorkasse'],
    ['Romania', RO, 'ramburs'],
  ] as const)('refuses an order below the minimum in %s with a 422, and places it at the minimum', async (_name, countryId, payment) => {
    const buyer = await running.kit.shopper('customer', { countryId });
    const item = await running.kit.sellable({ countryId, stock: 5 });
    const cartId = await running.kit.cartWith(buyer, [[item, 1]]);
    const goods = await goodsOf(buyer, cartId);
    const stockBefore = await running.kit.stockOf(item.pseId);

    await running.kit.setMinimumOrder(countryId, goods + 1);
    const refused = await running.kit.pay(buyer, cartId, payment);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ error: { code: 'below_minimum_order', message: 'The minimum order value has not been reached.' } });
    expect(await running.kit.db.selectFrom('shop_order').select('id').where('cart_id', '=', cartId).execute()).toEqual([]);
    expect(await running.kit.stockOf(item.pseId)).toBe(stockBefore);

    await running.kit.setMinimumOrder(countryId, goods);
    const placed = await running.kit.pay(buyer, cartId, payment);
    expect(placed.status).toBe(200);
  });
});
