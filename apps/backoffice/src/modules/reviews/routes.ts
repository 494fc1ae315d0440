// Product reviews (spec sections 1, 4, 6): the helper service lists a product's approved reviews,
// says whether a customer may write one, and takes new ones, which wait for moderation and are not
// shown before staff approve them in the admin (admin-routes.ts).
import { calls } from '@shop/contract';
import type { Deps } from '../../deps.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { CallRegistrar } from '../../http/register-call.ts';
import { mayReview } from './review-rights.ts';
import { findAuthorName, findProductIdOfVariant, insertReview, listApprovedReviews } from './review-repository.ts';

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
