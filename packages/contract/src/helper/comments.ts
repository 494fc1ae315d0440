/**
 * Product comments and reviews (spec sections 1, 4, 6). A new review goes to moderation; a rights
 * check per sale element and customer says whether the customer may write one. Creating is ours
 * (not listed in section 7). Failure to save is error 'comment_not_allowed' ('Error saving comment').
 */
import { z } from 'zod';
import { fieldMessages } from '../fields/messages.ts';
import { requiredText } from '../fields/text.ts';
import { idSchema, isoDateTimeSchema, okStatusSchema, queryIdSchema } from '../primitives.ts';

const ratingSchema = z
  .int({ error: fieldMessages.rating_invalid })
  .min(1, { error: fieldMessages.rating_invalid })
  .max(5, { error: fieldMessages.rating_invalid });

export const commentSchema = z.object({
  id: idSchema,
  product_id: idSchema,
  pse_id: idSchema.nullable(),
  author: z.string(),
  rating: z.int().min(1).max(5),
  title: z.string(),
  content: z.string(),
  created_at: isoDateTimeSchema,
  verified_purchase: z.boolean(),
});
export type Comment = z.infer<typeof commentSchema>;

/** GET comments/:id (product id): approved comments, newest first. */
export const commentsParamsSchema = z.object({ id: queryIdSchema });
export const commentsResponseSchema = z.object({
  data: z.array(commentSchema),
  average_rating: z.number().min(0).max(5).nullable(),
});

/** GET comments/rights/:pse/:customer. */
export const commentRightsParamsSchema = z.object({ pse: queryIdSchema, customer: queryIdSchema });
export const commentRightsResponseSchema = z.object({ data: z.object({ can_comment: z.boolean() }) });

/** POST comments: a new review, held for moderation. */
export const commentCreateBodySchema = z.strictObject({
  product_id: idSchema,
  pse_id: idSchema,
  customer_id: idSchema,
  rating: ratingSchema,
  title: requiredText(150),
  content: requiredText(5000),
});
export const commentCreateResponseSchema = z.object({
  status_code: okStatusSchema,
  data: z.object({ id: idSchema, status: z.literal('pending_moderation') }),
});
