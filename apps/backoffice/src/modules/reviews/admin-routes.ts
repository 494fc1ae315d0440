// The admin's review calls: the moderation queue and the decided reviews, with product and
// customer, and the decision itself (audited). Only approved reviews reach the product page.
import { adminCalls, type AdminReview } from '@shop/contract/admin';
import type { Deps } from '../../deps.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { AdminRegistrar } from '../../http/admin-call.ts';
import { storefrontUrlOf } from '../shop/index.ts';
import { changeReviewStatus, findReviewStatus, listReviewsForModeration } from './review-repository.ts';

export function registerReviewAdminRoutes(register: AdminRegistrar, deps: Deps): void {
  const { list, moderate } = adminCalls.reviews;

  register(list, async ({ query }) => {
    const { rows, total } = await listReviewsForModeration(deps.db, { status: query.status, offset: (query.page - 1) * query.per_page, limit: query.per_page });
    const data: AdminReview[] = rows.map((row) => ({
      id: row.id,
      product_id: row.product_id,
      product_title: row.own_title ?? row.de_title ?? null,
      product_url: `${storefrontUrlOf(deps.config.storefrontUrls, row.country_id)}/product/${row.product_id}`,
      customer_id: row.customer_id,
      customer_name: `${row.firstname} ${row.lastname}`.trim(),
      customer_email: row.customer_email,
      author: row.author,
      rating: row.rating,
      title: row.title,
      content: row.content,
      status: row.status,
      verified_purchase: row.verified_purchase === 1,
      created_at: row.created_at,
      moderated_at: row.moderated_at,
    }));
    return { data, total, page: query.page, per_page: query.per_page };
  });

  // Waiting -> approved or rejected; approved -> rejected (taken down). A rejected review is final:
  // its author may write a new one, so bringing it back could show two reviews of one buyer.
  register(moderate, async ({ params, body, write }) => {
    const target = body.decision === 'approve' ? ('approved' as const) : ('rejected' as const);
    return write(async (trx, audit) => {
      let review = await findReviewStatus(trx, params.id);
      if (!review) throw notFound('not_found', 'Review not found');
      if (review.status !== target) {
        if (target === 'approved' && review.status !== 'pending') throw new AppError('review_state_conflict');
        if (await changeReviewStatus(trx, params.id, review.status, target, deps.now().toISOString())) {
          await audit({ action: `review.${body.decision}`, entity: 'review', entityId: params.id, before: { status: review.status }, after: { status: target } });
        } else {
          // Decided by someone else meanwhile: the same decision is no conflict.
          review = await findReviewStatus(trx, params.id);
          if (review?.status !== target) throw new AppError('review_state_conflict');
        }
      }
      return { status_code: 200 as const, data: { id: params.id, status: target } };
    });
  });
}
