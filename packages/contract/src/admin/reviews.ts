// Review moderation: the queue of waiting reviews with product and customer, approve or reject, and
// the reviews already decided (filter by status). Only approved reviews are shown in the shop.
import { z } from 'zod';
import { defineCall } from '../call.ts';
import { idSchema, okStatusSchema, queryIdSchema } from '../primitives.ts';
import { pageOf, pageQuerySchema } from './paging.ts';

export const reviewStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

export const reviewListQuerySchema = pageQuerySchema.extend({ status: reviewStatusSchema.default('pending') });

export const adminReviewSchema = z.object({
  id: idSchema,
  product_id: idSchema,
  product_title: z.string().nullable(),
  /** The product page in the shop of the customer's country. */
  product_url: z.string(),
  customer_id: idSchema,
  customer_name: z.string(),
  customer_email: z.string(),
  /** The name shown with the review (first name and initial). */
  author: z.string(),
  rating: z.int().min(1).max(5),
  title: z.string(),
  content: z.string(),
  status: reviewStatusSchema,
  verified_purchase: z.boolean(),
  created_at: z.string(),
  moderated_at: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const reviewDecisionSchema = z.enum(['approve', 'reject']);

export const reviewCalls = {
  /** Waiting reviews oldest first; decided ones newest decision first. */
  list: defineCall({ method: 'GET', path: '/api/admin/reviews', auth: 'staff', query: reviewListQuerySchema, response: pageOf(adminReviewSchema) }),
  /**
   * Approve or reject a waiting review; an approved one can still be rejected (taken down). The same
   * decision again answers the same; a rejected review stays rejected (review_state_conflict).
   */
  moderate: defineCall({
    method: 'POST',
    path: '/api/admin/reviews/:id/moderate',
    auth: 'staff',
    params: z.object({ id: queryIdSchema }),
    body: z.strictObject({ decision: reviewDecisionSchema }),
    response: z.object({ status_code: okStatusSchema, data: z.object({ id: idSchema, status: z.enum(['approved', 'rejected']) }) }),
  }),
} as const;
