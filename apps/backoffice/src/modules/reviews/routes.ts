// Product reviews (spec sections 1, 4, 6): the helper service lists a product's approved reviews,
// says whether a customer may write one, and takes new ones, which wait for moderation and are not
// shown before an admin approves them (a small admin call on the back office).
import { calls, defineCall, idSchema, okStatusSchema, queryIdSchema } from '@shop/contract';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { CallRegistrar } from '../../http/register-call.ts';
import { requireAdmin } from '../customer/index.ts';
import { mayReview } from './review-rights.ts';
import {
  findAuthorName,
  findProductIdOfVariant,
  insertReview,
  listApprovedReviews,
  listPendingReviews,
  setReviewStatus,
} from './review-repository.ts';

/** Admin calls of the back office (not storefront calls, so not in the contract package). */
export const reviewAdminCalls = {
  pending: defineCall({
    method: 'GET',
    path: '/api/admin/comments/pending',
    auth: 'customer',
    response: z.object({
      data: z.array(z.object({ id: idSchema, product_id: idSchema, author: z.string(), rating: z.int(), title: z.string(), content: z.string(), created_at: z.string() })),
    }),
  }),
  moderate: defineCall({
    method: 'POST',
    path: '/api/admin/comments/:id/moderate',
    auth: 'customer',
    params: z.object({ id: queryIdSchema }),
    body: z.strictObject({ decision: z.enum(['approve', 'reject']) }),
    response: z.object({ status_code: okStatusSchema, data: z.object({ id: idSchema, status: z.enum(['approved', 'rejected']) }) }),
  }),
} as const;

export function registerReviewRoutes(register: CallRegistrar, deps: Deps): void {
  const { db } = deps;

  register(calls.helper.comments, async ({ params }) => {
    const rows = await listApprovedReviews(db, params.id);
    const average = rows.length === 0 ? null : Math.round((rows.reduce((sum, row) => sum + row.rating, 0) / rows.length) * 10) / 10;
    return { data: rows.map((row) => ({ ...row, verified_purchase: row.verified_purchase === 1 })), average_rating: average };
  });

  register(calls.helper.commentRights, async ({ params, caller }) => {
    if (caller.kind !== 'customer' || caller.customerId !== params.customer) throw new AppError('forbidden');
    const pse = await findProductIdOfVariant(db, params.pse);
    if (!pse) throw notFound('product_not_found');
    return { data: { can_comment: await mayReview(db, caller.customerId, pse.product_id) } };
  });

  register(calls.helper.commentCreate, async ({ body, caller }) => {
    if (caller.kind !== 'customer' || caller.customerId !== body.customer_id) throw new AppError('comment_not_allowed');
    const pse = await findProductIdOfVariant(db, body.pse_id);
    if (!pse || pse.product_id !== body.product_id) {
      throw new AppError('validation_failed', { fields: [{ path: 'pse_id', message: 'This sale element belongs to another product.' }] });
    }
    if (!(await mayReview(db, caller.customerId, body.product_id))) throw new AppError('comment_not_allowed');
    const customer = await findAuthorName(db, caller.customerId);
    const row = await insertReview(db, {
      product_id: body.product_id,
      pse_id: body.pse_id,
      customer_id: caller.customerId,
      // First name and initial: enough to be a person, not enough to be found.
      author: `${customer.firstname} ${customer.lastname.slice(0, 1)}.`.trim(),
      rating: body.rating,
      title: body.title,
      content: body.content,
      status: 'pending',
      verified_purchase: 1,
      created_at: deps.now().toISOString(),
      moderated_at: null,
    });
    return { status_code: 200 as const, data: { id: row.id, status: 'pending_moderation' as const } };
  });
}

export function registerReviewAdminRoutes(register: CallRegistrar, deps: Deps): void {
  const { db } = deps;

  register(reviewAdminCalls.pending, async ({ caller }) => {
    requireAdmin(caller);
    return { data: await listPendingReviews(db, 500) };
  });

  register(reviewAdminCalls.moderate, async ({ params, body, caller }) => {
    requireAdmin(caller);
    const status = body.decision === 'approve' ? ('approved' as const) : ('rejected' as const);
    if (!(await setReviewStatus(db, params.id, status, deps.now().toISOString()))) throw notFound('not_found', 'Review not found');
    return { status_code: 200 as const, data: { id: params.id, status } };
  });
}
