// Stock hoarding with offline orders: anyone may place prepayment (Vorkasse) and cash-on-delivery
// orders without paying a cent, and each one holds its stock. The rule of docs/decisions/006
// gives it back: a prepayment order unpaid 10 days after placement, and a cash-on-delivery order
// not taken into processing 14 days after placement, are cancelled and their stock released,
// exactly once, even when several back-office processes sweep at the same moment.
import { calls } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../db/connect.ts';
import { checkoutKit, type CheckoutKit, type Shopper } from '../modules/checkout/testing.ts';
import { expireUnpaidOfflineOrders } from '../modules/orders/index.ts';
import { createBackOffice } from '../server.ts';
import { call, databaseKinds, startTestBackOffice, type TestBackOffice } from '../testing/test-backoffice.ts';

const DAY = 24 * 60 * 60_000;
const MINUTE = 60_000;

describe.each(databaseKinds)('unpaid offline orders on %s', (kind) => {
  let shop: TestBackOffice;
  let kit: CheckoutKit;
  let clock = Date.parse('2026-11-02T09:00:00.000Z');
  const sweep = () => expireUnpaidOfflineOrders(shop.backOffice.deps);

  beforeAll(async () => {
    shop = await startTestBackOffice(kind, { products: 80, now: () => new Date(clock) });
    kit = checkoutKit(shop);
  });
  afterAll(async () => {
    await shop?.close();
  });

  /** What the shopper sees of their order over HTTP. */
  const statusSeenBy = async (who: Shopper, orderId: number) => {
    const answer = await call(kit.api(`/ExternalOrderApi/order/${orderId}`), { headers: who.headers });
    expect(answer.status).toBe(200);
    return calls.backoffice.order.response.parse(answer.body).OrderItems[0]?.status;
  };

  const place = async (who: Shopper, code: 'vorkasse' | 'ramburs', item: Awaited<ReturnType<CheckoutKit['sellable']>>, quantity: number) => {
    const answer = await kit.pay(who, await kit.cartWith(who, [[item, quantity]]), code);
    expect(answer.status).toBe(200);
    return calls.backoffice.vorkassePay.response.parse(answer.body).data.order_id;
  };

  it('cancels a prepayment order unpaid after 10 days and a cash-on-delivery order after 14, giving the stock back once', async () => {
    clock += DAY;
    const placedAt = clock;
    const hoarder = await kit.shopper('guest');
    const [prepaid, onDelivery, settled] = [await kit.sellable({ stock: 5 }), await kit.sellable({ stock: 5 }), await kit.sellable({ stock: 5 })];
    for (const item of [prepaid, onDelivery, settled]) await kit.setStock(item.pseId, 5);
    const prepaymentOrder = await place(hoarder, 'vorkasse', prepaid, 3);
    const codOrder = await place(hoarder, 'ramburs', onDelivery, 4);
    const paidOrder = await place(hoarder, 'vorkasse', settled, 2);
    // The shop received this transfer (there is no admin call for it yet): it must never expire.
    await kit.db.updateTable('shop_order').set({ status: 'paid' }).where('id', '=', paidOrder).execute();
    expect([await kit.stockOf(prepaid.pseId), await kit.stockOf(onDelivery.pseId)]).toEqual([2, 1]);

    clock = placedAt + 10 * DAY - MINUTE;
    expect(await sweep()).toBe(0);
    expect(await statusSeenBy(hoarder, prepaymentOrder)).toBe('not_paid');
    expect(await kit.stockOf(prepaid.pseId)).toBe(2);

    clock = placedAt + 10 * DAY + MINUTE;
    expect(await sweep()).toBe(1);
    expect(await statusSeenBy(hoarder, prepaymentOrder)).toBe('canceled');
    expect(await kit.stockOf(prepaid.pseId)).toBe(5);
    expect(await statusSeenBy(hoarder, codOrder)).toBe('not_paid');
    expect(await kit.stockOf(onDelivery.pseId)).toBe(1);
    // The shopper's own cancel afterwards finds nothing to cancel and releases nothing again.
    const cancel = await call(kit.api('/order/cancel'), { headers: hoarder.headers, body: { order_id: prepaymentOrder } });
    expect(cancel.status).toBe(409);
    expect(await kit.stockOf(prepaid.pseId)).toBe(5);

    clock = placedAt + 14 * DAY + MINUTE;
    expect(await sweep()).toBe(1);
    expect(await statusSeenBy(hoarder, codOrder)).toBe('canceled');
    expect(await kit.stockOf(onDelivery.pseId)).toBe(5);

    // Later sweeps change nothing; the paid order keeps its stock.
    clock += 30 * DAY;
    expect(await sweep()).toBe(0);
    expect([await kit.stockOf(prepaid.pseId), await kit.stockOf(onDelivery.pseId), await kit.stockOf(settled.pseId)]).toEqual([5, 5, 3]);
    expect(await statusSeenBy(hoarder, paidOrder)).toBe('paid');
  });

  it('follows the configured window, and 0 switches the rule off', async () => {
    const who = await kit.shopper('customer');
    const item = await kit.sellable({ stock: 4 });
    await kit.setStock(item.pseId, 4);
    await kit.db.insertInto('system_config').values([{ name: 'prepayment_expiry_days', value: '3' }, { name: 'cash_on_delivery_expiry_days', value: '0' }]).execute();
    try {
      const placedAt = clock;
      const prepaymentOrder = await place(who, 'vorkasse', item, 1);
      const codOrder = await place(who, 'ramburs', item, 1);
      clock = placedAt + 3 * DAY + MINUTE;
      expect(await sweep()).toBe(1);
      expect(await statusSeenBy(who, prepaymentOrder)).toBe('canceled');
      clock = placedAt + 400 * DAY;
      expect(await sweep()).toBe(0);
      expect(await statusSeenBy(who, codOrder)).toBe('not_paid');
      expect(await kit.stockOf(item.pseId)).toBe(3);
    } finally {
      await kit.db.deleteFrom('system_config').where('name', 'in', ['prepayment_expiry_days', 'cash_on_delivery_expiry_days']).execute();
      // Leave no open order behind for the next test's sweeps.
      await kit.db.updateTable('shop_order').set({ status: 'sent' }).where('customer_id', '=', who.customerId).where('status', '=', 'not_paid').execute();
    }
  });

  it('releases the stock of expired orders exactly once when several sweeps run at the same moment', async () => {
    const item = await kit.sellable({ stock: 12 });
    await kit.setStock(item.pseId, 12);
    const placedAt = clock;
    const orders: number[] = [];
    for (let i = 0; i < 12; i += 1) orders.push(await place(await kit.shopper(i % 2 === 0 ? 'guest' : 'customer'), i % 3 === 0 ? 'ramburs' : 'vorkasse', item, 1));
    expect(await kit.stockOf(item.pseId)).toBe(0);
    clock = placedAt + 15 * DAY;

    // A second back office on the same database: its own connections (on PostgreSQL a pool of its
    // own, as a second process has). On SQLite node:sqlite blocks the thread while it waits for a
    // lock, so a second connection in this process would only wait for itself: both sweeps share
    // the one connection, and its transactions interleave.
    const second = kind === 'postgres' ? connectDatabase({ databaseUrl: shop.config.databaseUrl, dataDir: shop.config.dataDir }) : shop.backOffice.deps.database;
    const other = await createBackOffice(shop.config, second, { logger: false, now: () => new Date(clock) });
    try {
      const results = await Promise.all([sweep(), expireUnpaidOfflineOrders(other.deps), sweep(), expireUnpaidOfflineOrders(other.deps)]);
      expect(results.reduce((sum, n) => sum + n, 0)).toBe(12);
    } finally {
      await Promise.all([other.api.close(), other.helper.close()]);
      if (second !== shop.backOffice.deps.database) await second.db.destroy();
    }
    expect(await kit.stockOf(item.pseId)).toBe(12);
    const rows = await kit.db.selectFrom('shop_order').select('status').where('id', 'in', orders).execute();
    expect(rows.map((row) => row.status)).toEqual(orders.map(() => 'canceled'));
    const held = await kit.db.selectFrom('order_stock_reservation').select('released_at').where('order_id', 'in', orders).execute();
    expect(held.every((row) => row.released_at !== null)).toBe(true);
  });
});
