// The signed-in customer's own reviews for the account area, newest first, whatever their
// moderation state, with the product title in the shop's language.
import type { CustomerReview } from '@shop/contract';
import type { DbOrTrx } from './customer-repository.ts';

export async function ownReviews(db: DbOrTrx, customerId: number, lang: string, limit: number): Promise<CustomerReview[]> {
  const rows = await db
    .selectFrom('product_comment as comment')
    .leftJoin('product_i18n as text', (join) => join.onRef('text.product_id', '=', 'comment.product_id').on('text.lang', '=', lang))
    .select(['comment.id', 'comment.product_id', 'text.title as product_title', 'comment.rating', 'comment.title', 'comment.content', 'comment.status', 'comment.created_at'])
    .where('comment.customer_id', '=', customerId)
    .orderBy('comment.created_at', 'desc')
    .orderBy('comment.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, product_title: row.product_title ?? '' }));
}
