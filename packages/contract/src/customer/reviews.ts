/**
 * GET /api/customer/reviews (ours; the spec's dictionary implies a reviews screen in the account):
 * the signed-in customer's own reviews, newest first, with their moderation state.
 */
import { z } from 'zod';
import { idSchema, isoDateTimeSchema, langCodeSchema, queryInt } from '../primitives.ts';

export const customerReviewSchema = z.object({
  id: idSchema,
  product_id: idSchema,
  product_title: z.string(),
  rating: z.int().min(1).max(5),
  title: z.string(),
  content: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  created_at: isoDateTimeSchema,
});
export type CustomerReview = z.infer<typeof customerReviewSchema>;

export const CUSTOMER_REVIEW_LIMIT = 100;
export const customerReviewsQuerySchema = z.object({
  lang: langCodeSchema,
  limit: queryInt(z.int().min(1).max(CUSTOMER_REVIEW_LIMIT)).default(CUSTOMER_REVIEW_LIMIT),
});
export const customerReviewsResponseSchema = z.object({ data: z.array(customerReviewSchema) });
