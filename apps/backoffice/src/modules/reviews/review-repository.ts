// Review rows (product_comment), and the reads the review rules need: which product a variant is
// of, the author's name, whether the customer bought the product.
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { CommentStatus, Database, ProductCommentTable } from '../../db/schema.ts';

type DbOrTrx = Kysely<Database> | Transaction<Database>;

/** Orders in these states count as bought: paid, shipped or delivered; not awaiting payment, failed or cancelled. */
const BOUGHT_STATUSES = ['paid', 'processing', 'sent', 'delivered'] as const;

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

/**
 * Reviews of one moderation state for the admin, with the product's title (in the author's
 * language, else German) and the author's account: waiting ones oldest first, decided ones newest
 * decision first. A read across the customer and catalog tables.
 */
export async function listReviewsForModeration(db: DbOrTrx, filter: { status: CommentStatus; offset: number; limit: number }) {
  const base = db.selectFrom('product_comment as comment').where('comment.status', '=', filter.status);
  let rows = base
    .innerJoin('customer as c', 'c.id', 'comment.customer_id')
    .leftJoin('product_i18n as own', (join) => join.onRef('own.product_id', '=', 'comment.product_id').onRef('own.lang', '=', 'c.lang'))
    .leftJoin('product_i18n as de', (join) => join.onRef('de.product_id', '=', 'comment.product_id').on('de.lang', '=', 'de'))
    .select([
      'comment.id',
      'comment.product_id',
      'own.title as own_title',
      'de.title as de_title',
      'comment.customer_id',
      'c.firstname',
      'c.lastname',
      'c.email as customer_email',
      'c.country_id',
      'comment.author',
      'comment.rating',
      'comment.title',
      'comment.content',
      'comment.status',
      'comment.verified_purchase',
      'comment.created_at',
      'comment.moderated_at',
    ]);
  rows =
    filter.status === 'pending'
      ? rows.orderBy('comment.created_at').orderBy('comment.id')
      : rows.orderBy('comment.moderated_at', 'desc').orderBy('comment.id', 'desc');
  const [page, count] = await Promise.all([
    rows.offset(filter.offset).limit(filter.limit).execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: page, total: Number(count.n) };
}

export function findReviewStatus(db: DbOrTrx, id: number) {
  return db.selectFrom('product_comment').select(['id', 'status']).where('id', '=', id).executeTakeFirst();
}

/** Moves a review from one state to another; false when it is no longer in `from` (decided meanwhile). */
export async function changeReviewStatus(db: DbOrTrx, id: number, from: CommentStatus, to: CommentStatus, at: string): Promise<boolean> {
  const result = await db.updateTable('product_comment').set({ status: to, moderated_at: at }).where('id', '=', id).where('status', '=', from).executeTakeFirst();
  return result.numUpdatedRows !== 0n;
}

export function insertReview(db: Db, values: Insertable<ProductCommentTable>) {
  return db.insertInto('product_comment').values(values).returning('id').executeTakeFirstOrThrow();
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
