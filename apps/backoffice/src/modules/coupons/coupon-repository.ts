// Coupon rows and their usage. Taking a coupon is a conditional update, so its overall limit holds
// even when several checkouts use the last redemption at the same moment.
import type { CouponValues } from '@shop/contract/admin';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { CouponTable } from '../../db/schema.ts';
import { normalizeCouponCode, type CouponRow } from './coupon-rules.ts';

export async function findCoupon(db: Db, code: string): Promise<CouponRow | undefined> {
  return db.selectFrom('coupon').selectAll().where('code', '=', normalizeCouponCode(code)).executeTakeFirst();
}

/** How many orders of this email hold the coupon (released usages are deleted). */
export async function couponUsesBy(db: Db, couponId: number, email: string | null): Promise<number | null> {
  if (email === null) return null;
  const row = await db
    .selectFrom('coupon_usage')
    .select((eb) => eb.fn.countAll<number>().as('uses'))
    .where('coupon_id', '=', couponId)
    .where('customer_email', '=', email.toLowerCase())
    .executeTakeFirstOrThrow();
  return Number(row.uses);
}

/**
 * Counts one redemption for this buyer unless a limit is reached; else which limit it was. The overall
 * limit is the conditional update's condition. That update also locks the coupon row until the
 * order's transaction ends (PostgreSQL; SQLite runs one writing transaction at a time), so the
 * buyer's uses counted after it include every order of theirs committed meanwhile: ten parallel
 * orders of one customer get a once-per-customer coupon once.
 */
export async function takeCoupon(db: Db, coupon: { id: number; maxUsesPerCustomer: number | null }, email: string): Promise<'taken' | 'usedUp' | 'usedByBuyer'> {
  const result = await db
    .updateTable('coupon')
    .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
    .where('id', '=', coupon.id)
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('used_count', '<', eb.ref('max_uses'))]))
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return 'usedUp';
  if (coupon.maxUsesPerCustomer === null) return 'taken';
  return ((await couponUsesBy(db, coupon.id, email)) ?? 0) < coupon.maxUsesPerCustomer ? 'taken' : 'usedByBuyer';
}

export async function recordCouponUsage(db: Db, usage: { couponId: number; orderId: number; email: string; now: string }): Promise<void> {
  await db
    .insertInto('coupon_usage')
    .values({ coupon_id: usage.couponId, order_id: usage.orderId, customer_email: usage.email.toLowerCase(), created_at: usage.now })
    .execute();
}

/** Gives a failed or cancelled order's redemption back. */
export async function releaseCouponUsage(db: Db, orderId: number): Promise<void> {
  const usage = await db.selectFrom('coupon_usage').select(['id', 'coupon_id']).where('order_id', '=', orderId).executeTakeFirst();
  if (!usage) return;
  await db.deleteFrom('coupon_usage').where('id', '=', usage.id).execute();
  await db
    .updateTable('coupon')
    .set((eb) => ({ used_count: eb('used_count', '-', 1) }))
    .where('id', '=', usage.coupon_id)
    .where('used_count', '>', 0)
    .execute();
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
