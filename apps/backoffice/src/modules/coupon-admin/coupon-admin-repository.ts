// The coupon rows as the admin lists and writes them. Usage counts are the coupon's own counter
// (taken and given back by the checkout, modules/coupons).
import type { CouponValues } from '@shop/contract/admin';
import type { Insertable, Selectable } from 'kysely';
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

/** The stored columns of what the admin wrote: days become the first and the last moment of the (UTC) day. */
function columnsOf(values: CouponValues): Omit<Insertable<CouponTable>, 'created_at'> {
  return {
    code: values.code,
    kind: values.kind,
    percent: values.percent,
    amount_cents: values.amount_cents,
    currency_code: values.currency_code,
    country_id: values.country_id,
    min_order_cents: values.min_order_cents,
    valid_from: values.valid_from === null ? null : `${values.valid_from}T00:00:00.000Z`,
    valid_until: values.valid_until === null ? null : `${values.valid_until}T23:59:59.999Z`,
    max_uses: values.max_uses,
    max_uses_per_customer: values.max_uses_per_customer,
    active: values.active ? 1 : 0,
  };
}

export async function insertCoupon(db: Db, values: CouponValues, at: string): Promise<number> {
  const row = await db
    .insertInto('coupon')
    .values({ ...columnsOf(values), created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes what the admin writes; the usage counter stays the checkout's. */
export async function updateCoupon(db: Db, id: number, values: CouponValues): Promise<void> {
  await db.updateTable('coupon').set(columnsOf(values)).where('id', '=', id).execute();
}
