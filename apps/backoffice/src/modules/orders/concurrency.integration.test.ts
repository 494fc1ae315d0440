// Many shoppers at once for few units: exactly as many orders as there are units, stock never
// below zero, and every accepted order still there after the back office is shut down and started
// again on the same data.
import { calls } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutKit, type CheckoutKit, type Shopper } from '../checkout/testing.ts';
import { call, databaseKinds } from '../../testing/test-backoffice.ts';
import { startRestartableShop, type RestartableShop } from './restartable-test-shop.ts';

describe.each(databaseKinds)('concurrent checkouts on %s', (kind) => {
  let shop: RestartableShop;
  let kit: CheckoutKit;

  beforeAll(async () => {
    shop = await startRestartableShop(kind);
    kit = checkoutKit(shop);
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('gives the last unit to exactly one of two shoppers racing for it', async () => {
    const item = await kit.sellable({ stock: 1 });
    await kit.setStock(item.pseId, 1);
    const [a, b] = [await kit.shopper('guest'), await kit.shopper('customer')];
    const [cartA, cartB] = [await kit.cartWith(a, [[item, 1]]), await kit.cartWith(b, [[item, 1]])];
    const answers = await Promise.all([kit.pay(a, cartA, 'vorkasse'), kit.pay(b, cartB, 'ramburs')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toMatchObject({ error: { code: 'out_of_stock' } });
    expect(await kit.stockOf(item.pseId)).toBe(0);
  });

  it('sells exactly 10 units to 50 parallel buyers, and keeps every order across a restart', async () => {
    const item = await kit.sellable({ stock: 10 });
    await kit.setStock(item.pseId, 10);
    const buyers: { buyer: Shopper; cartId: number }[] = [];
    for (let i = 0; i < 50; i += 1) {
      const buyer = await kit.shopper(i % 2 === 0 ? 'guest' : 'customer');
      buyers.push({ buyer, cartId: await kit.cartWith(buyer, [[item, 1]]) });
    }
    const answers = await Promise.all(
      buyers.map(({ buyer, cartId }, i) => kit.pay(buyer, cartId, i % 3 === 0 ? 'ramburs' : 'vorkasse', { key: `checkout-${i}-${cartId}` })),
    );
    const accepted = answers.flatMap((answer, i) => (answer.status === 200 ? [{ buyer: buyers[i]?.buyer, order: calls.backoffice.vorkassePay.response.parse(answer.body).data }] : []));
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(accepted).toHaveLength(10);
    expect(refused.every((answer) => answer.status === 409 && (answer.body as { error: { code: string } }).error.code === 'out_of_stock')).toBe(true);
    expect(await kit.stockOf(item.pseId)).toBe(0);
    const stockRows = await kit.db.selectFrom('pse_stock').select('quantity').where('pse_id', '=', item.pseId).execute();
    expect(stockRows.every((row) => row.quantity >= 0)).toBe(true);
    expect(new Set(accepted.map((entry) => entry.order.order_ref)).size).toBe(10);

    await shop.restart();
    const after = checkoutKit(shop);
    const orders = await after.db
      .selectFrom('shop_order as o')
      .innerJoin('order_line as l', 'l.order_id', 'o.id')
      .select(['o.id', 'l.quantity'])
      .where('l.pse_id', '=', item.pseId)
      .execute();
    expect(orders.map((row) => row.id).sort((x, y) => x - y)).toEqual(accepted.map((entry) => entry.order.order_id).sort((x, y) => x - y));
    expect(await after.stockOf(item.pseId)).toBe(0);
    for (const { buyer, order } of accepted) {
      const answer = await call(after.api(`/ExternalOrderApi/order/${order.order_id}`), { headers: buyer?.headers ?? {} });
      expect(answer.status).toBe(200);
      expect(calls.backoffice.order.response.parse(answer.body).OrderItems[0]).toMatchObject({ ref: order.order_ref, status: 'not_paid' });
    }
  });
});
