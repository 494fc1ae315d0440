// Only a customer who bought a product may review it, once: bought means an order of theirs with
// the product that was paid or has shipped (an order awaiting payment, failed or cancelled does
// not count).
import type { Db } from '../../db/connect.ts';

const BOUGHT_STATUSES = ['paid', 'processing', 'sent'] as const;

export async function mayReview(db: Db, customerId: number, productId: number): Promise<boolean> {
  const [bought, reviewed] = await Promise.all([
    db
      .selectFrom('order_line as line')
      .innerJoin('shop_order as o', 'o.id', 'line.order_id')
      .select('line.id')
      .where('o.customer_id', '=', customerId)
      .where('o.status', 'in', [...BOUGHT_STATUSES])
      .where('line.product_id', '=', productId)
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('product_comment')
      .select('id')
      .where('customer_id', '=', customerId)
      .where('product_id', '=', productId)
      .where('status', 'in', ['pending', 'approved'])
      .limit(1)
      .executeTakeFirst(),
  ]);
  return bought !== undefined && reviewed === undefined;
}
