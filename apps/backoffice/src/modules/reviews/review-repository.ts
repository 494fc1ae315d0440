// Review rows (product_comment), and the reads the review rules need: which product a variant is
// of, the author's name, whether the customer bought the product.
import type { Insertable } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { ProductCommentTable } from '../../db/schema.ts';

/** Orders in these states count as bought: paid or shipped, not awaiting payment, failed or cancelled. */
const BOUGHT_STATUSES = ['paid', 'processing', 'sent'] as const;

/** A product's approved reviews, newest first. */
export function listApprovedReviews(db: Db, productId: number) {
  return db
    .selectFrom('product_comment')
    .select(['id', 'product_id', 'pse_id', 'author', 'rating', 'title', 'content', 'created_at', 'verified_purchase'])
    .where('product_id', '=', productId)
    .where('status', '=', 'approved')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Reviews waiting for moderation, oldest first. */
export function listPendingReviews(db: Db, limit: number) {
  return db
    .selectFrom('product_comment')
    .select(['id', 'product_id', 'author', 'rating', 'title', 'content', 'created_at'])
    .where('status', '=', 'pending')
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export function insertReview(db: Db, values: Insertable<ProductCommentTable>) {
  return db.insertInto('product_comment').values(values).returning('id').executeTakeFirstOrThrow();
}

/** Approves or rejects a review; false when there is no such review. */
export async function setReviewStatus(db: Db, id: number, status: 'approved' | 'rejected', at: string): Promise<boolean> {
  const result = await db.updateTable('product_comment').set({ status, moderated_at: at }).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows !== 0n;
}

export function findProductIdOfVariant(db: Db, pseId: number) {
  return db.selectFrom('product_sale_element').select('product_id').where('id', '=', pseId).executeTakeFirst();
}

export function findAuthorName(db: Db, customerId: number) {
  return db.selectFrom('customer').select(['firstname', 'lastname']).where('id', '=', customerId).executeTakeFirstOrThrow();
}

/** A read across the order tables: one line of a bought order of the customer with the product. */
export async function hasBought(db: Db, customerId: number, productId: number): Promise<boolean> {
  const line = await db
    .selectFrom('order_line as line')
    .innerJoin('shop_order as o', 'o.id', 'line.order_id')
    .select('line.id')
    .where('o.customer_id', '=', customerId)
    .where('o.status', 'in', [...BOUGHT_STATUSES])
    .where('line.product_id', '=', productId)
    .limit(1)
    .executeTakeFirst();
  return line !== undefined;
}

/** Whether the customer has a review of the product that is pending or approved (a rejected one does not count). */
export async function hasLiveReview(db: Db, customerId: number, productId: number): Promise<boolean> {
  const review = await db
    .selectFrom('product_comment')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('product_id', '=', productId)
    .where('status', 'in', ['pending', 'approved'])
    .limit(1)
    .executeTakeFirst();
  return review !== undefined;
}
