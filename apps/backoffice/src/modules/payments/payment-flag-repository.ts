// The payment flags (payment_flag, owned by this module): money a provider took that could not make
// its order paid, from the moment it is reported until staff have sent it back. Settling is a
// conditional update on the flag's status, so two staff settling at once settle it once.
import type { Insertable } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { PaymentFlagStatus, PaymentFlagTable } from '../../db/schema.ts';

export async function insertPaymentFlag(db: Db, flag: Insertable<PaymentFlagTable>): Promise<number> {
  const inserted = await db.insertInto('payment_flag').values(flag).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** One flag of an order, or undefined. */
export function findPaymentFlag(db: Db, orderId: number, flagId: number) {
  return db.selectFrom('payment_flag').selectAll().where('id', '=', flagId).where('order_id', '=', orderId).executeTakeFirst();
}
export type PaymentFlag = NonNullable<Awaited<ReturnType<typeof findPaymentFlag>>>;

/** An order's flags with who settled them, oldest first. */
export function paymentFlagsOfOrder(db: Db, orderId: number) {
  return db
    .selectFrom('payment_flag as f')
    .leftJoin('customer as c', 'c.id', 'f.settled_by')
    .selectAll('f')
    .select('c.email as settled_by_email')
    .where('f.order_id', '=', orderId)
    .orderBy('f.id')
    .execute();
}

/** open -> refunding while the provider is asked; false when the flag was not open (any more). */
export async function holdPaymentFlag(db: Db, flagId: number): Promise<boolean> {
  const result = await db.updateTable('payment_flag').set({ status: 'refunding' }).where('id', '=', flagId).where('status', '=', 'open').executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** refunding -> open: the provider did not refund, the flag waits again. */
export async function releasePaymentFlag(db: Db, flagId: number): Promise<void> {
  await db.updateTable('payment_flag').set({ status: 'open' }).where('id', '=', flagId).where('status', '=', 'refunding').execute();
}

/** The flag is settled, if it is still in the status the caller holds it in; false otherwise. */
export async function markPaymentFlagSettled(
  db: Db,
  flagId: number,
  settlement: { from: PaymentFlagStatus; method: 'provider' | 'manual'; providerRefundId: string | null; staffId: number; at: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('payment_flag')
    .set({ status: 'settled', settled_method: settlement.method, provider_refund_id: settlement.providerRefundId, settled_by: settlement.staffId, settled_at: settlement.at.toISOString() })
    .where('id', '=', flagId)
    .where('status', '=', settlement.from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
