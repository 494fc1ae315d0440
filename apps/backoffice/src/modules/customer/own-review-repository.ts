// The customer's own reviews (a read of the reviews' table for the account area).
import type { DbOrTrx } from './customer-repository.ts';

/** Newest first, whatever their moderation state, with the product title in `lang` (null when missing). */
export function listReviewsOfCustomer(db: DbOrTrx, customerId: number, lang: string, limit: number) {
  return db
    .selectFrom('product_comment as comment')
    .leftJoin('product_i18n as text', (join) => join.onRef('text.product_id', '=', 'comment.product_id').on('text.lang', '=', lang))
    .select(['comment.id', 'comment.product_id', 'text.title as product_title', 'comment.rating', 'comment.title', 'comment.content', 'comment.status', 'comment.created_at'])
    .where('comment.customer_id', '=', customerId)
    .orderBy('comment.created_at', 'desc')
    .orderBy('comment.id', 'desc')
    .limit(limit)
    .execute();
}
