// The admin's coupon calls: the list (with how often each coupon is held by orders), one coupon,
// create and change, each write in one audited transaction. A code is unique (the database's
// unique constraint decides between two admins saving the same code at once).
import { adminCalls, couponAdminMessages, type CouponRow } from '@shop/contract/admin';
import { isUniqueViolation } from '../../db/database-errors.ts';
import type { Deps } from '../../deps.ts';
import { AppError, foundOr404, notFound } from '../../http/app-error.ts';
import type { AdminRegistrar } from '../../http/admin-call.ts';
import { insertCoupon, updateCoupon } from '../coupons/index.ts';
import { findCouponById, listCoupons, type CouponAdminRow } from './coupon-admin-repository.ts';

const codeTaken = () => new AppError('validation_failed', { fields: [{ path: 'code', message: couponAdminMessages.code_taken }] });

/** A stored coupon as the admin shows it: its validity as days. */
export function couponRowOf(row: CouponAdminRow): CouponRow {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    percent: row.percent,
    amount_cents: row.amount_cents,
    country_id: row.country_id,
    currency_code: row.currency_code,
    min_order_cents: row.min_order_cents,
    valid_from: row.valid_from?.slice(0, 10) ?? null,
    valid_until: row.valid_until?.slice(0, 10) ?? null,
    max_uses: row.max_uses,
    max_uses_per_customer: row.max_uses_per_customer,
    active: row.active === 1,
    used_count: row.used_count,
    created_at: row.created_at,
  };
}

export function registerCouponAdminRoutes(register: AdminRegistrar, deps: Deps): void {
  const { list, detail, create, update } = adminCalls.coupons;

  register(list, async ({ query }) => {
    const { rows, total } = await listCoupons(deps.db, { q: query.q, offset: (query.page - 1) * query.per_page, limit: query.per_page });
    return { data: rows.map(couponRowOf), total, page: query.page, per_page: query.per_page };
  });

  register(detail, async ({ params }) => {
    const row = await findCouponById(deps.db, params.id);
    if (!row) throw notFound('not_found', 'Coupon not found');
    return { data: couponRowOf(row) };
  });

  register(create, async ({ body, write }) => {
    try {
      return await write(async (trx, audit) => {
        const id = await insertCoupon(trx, body, deps.now().toISOString());
        const row = couponRowOf(foundOr404(await findCouponById(trx, id), 'Coupon not found'));
        await audit({ action: 'coupon.create', entity: 'coupon', entityId: id, after: row });
        return { status_code: 200 as const, data: row };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw codeTaken();
      throw error;
    }
  });

  register(update, async ({ params, body, write }) => {
    try {
      return await write(async (trx, audit) => {
        const current = await findCouponById(trx, params.id);
        if (!current) throw notFound('not_found', 'Coupon not found');
        await updateCoupon(trx, params.id, body);
        const before = couponRowOf(current);
        const after = couponRowOf(foundOr404(await findCouponById(trx, params.id), 'Coupon not found'));
        if (JSON.stringify(before) !== JSON.stringify(after)) await audit({ action: 'coupon.update', entity: 'coupon', entityId: params.id, before, after });
        return { status_code: 200 as const, data: after };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw codeTaken();
      throw error;
    }
  });
}
