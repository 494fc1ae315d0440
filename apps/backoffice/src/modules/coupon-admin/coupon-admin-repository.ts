// The coupon rows as the admin lists them (the writes are the coupons module's). Usage counts are
// the coupon's own counter (taken and given back by the checkout, modules/coupons).
import type { Selectable } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { CouponTable } from '../../db/schema.ts';
import { containsIgnoringCase } from '../../db/text-search.ts';

export type CouponAdminRow = Selectable<CouponTable>;

export async function listCoupons(db: Db, options: { q: string | undefined; offset: number; limit: number }): Promise<{ rows: CouponAdminRow[]; total: number }> {
  let query = db.selectFrom('coupon');
  if (options.q) query = query.where(containsIgnoringCase('code', options.q));
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('id', 'desc').offset(options.offset).limit(options.limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function findCouponById(db: Db, id: number): Promise<CouponAdminRow | undefined> {
  return db.selectFrom('coupon').selectAll().where('id', '=', id).executeTakeFirst();
}
