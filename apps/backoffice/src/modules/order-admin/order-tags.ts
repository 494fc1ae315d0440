// Staff's tags on orders (issue 36): a row per tag, replaced as a whole; never read by the shopper's calls.
import type { DbOrTrx } from './order-admin-repository.ts';

/** The tags of these orders, each order's in the order they were given. */
export async function tagsOfOrders(db: DbOrTrx, orderIds: readonly number[]): Promise<Map<number, string[]>> {
  const tags = new Map<number, string[]>();
  if (orderIds.length === 0) return tags;
  const rows = await db.selectFrom('order_tag').select(['order_id', 'tag', 'position']).where('order_id', 'in', orderIds).orderBy('position').execute();
  for (const row of rows) tags.set(row.order_id, [...(tags.get(row.order_id) ?? []), row.tag]);
  return tags;
}

/** Replaces the order's tags; answers the ones it had. Two saves at once run one after the other. */
export async function replaceOrderTags(trx: DbOrTrx, orderId: number, tags: readonly string[]): Promise<string[]> {
  // The order's row locked first (a write that changes nothing, the same on SQLite and PostgreSQL):
  // a second save waits, then replaces this one's tags instead of colliding with them.
  await trx.updateTable('shop_order').set((eb) => ({ status: eb.ref('status') })).where('id', '=', orderId).execute();
  const before = (await tagsOfOrders(trx, [orderId])).get(orderId) ?? [];
  await trx.deleteFrom('order_tag').where('order_id', '=', orderId).execute();
  if (tags.length > 0) await trx.insertInto('order_tag').values(tags.map((tag, position) => ({ order_id: orderId, tag, position }))).execute();
  return before;
}

