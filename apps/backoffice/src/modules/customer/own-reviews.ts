// The signed-in customer's own reviews for the account area, newest first, whatever their
// moderation state, with the product title in the shop's language.
import type { CustomerReview } from '@shop/contract';
import type { DbOrTrx } from './customer-repository.ts';
import { listReviewsOfCustomer } from './own-review-repository.ts';

export async function ownReviews(db: DbOrTrx, customerId: number, lang: string, limit: number): Promise<CustomerReview[]> {
  const rows = await listReviewsOfCustomer(db, customerId, lang, limit);
  return rows.map((row) => ({ ...row, product_title: row.product_title ?? '' }));
}
