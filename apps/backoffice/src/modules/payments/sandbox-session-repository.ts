// The sandbox gateway's sessions (sandbox-gateway.ts). A decision is taken only while the session
// is open (conditional update), so a later click changes nothing.
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { SandboxPaymentSessionTable } from '../../db/schema.ts';

export async function findSandboxSession(db: Db, sessionId: string): Promise<Selectable<SandboxPaymentSessionTable> | undefined> {
  return db.selectFrom('sandbox_payment_session').selectAll().where('id', '=', sessionId).executeTakeFirst();
}

export async function insertSandboxSession(db: Db, session: Insertable<SandboxPaymentSessionTable>): Promise<void> {
  await db.insertInto('sandbox_payment_session').values(session).execute();
}

/** Records the decision if the session is still open; false when it was decided or closed before. */
export async function decideOpenSandboxSession(db: Db, sessionId: string, status: 'approved' | 'declined' | 'canceled', decidedAt: string): Promise<boolean> {
  const result = await db
    .updateTable('sandbox_payment_session')
    .set({ status, decided_at: decidedAt })
    .where('id', '=', sessionId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Counts a refund against an approved session, only while the refunds stay within what was paid, in
 * the session's currency. False when it does not fit (or the session was never paid).
 */
export async function refundApprovedSandboxSession(db: Db, sessionId: string, provider: string, amountCents: number, currency: string): Promise<boolean> {
  const result = await db
    .updateTable('sandbox_payment_session')
    .set((eb) => ({ refunded_cents: eb('refunded_cents', '+', amountCents) }))
    .where('id', '=', sessionId)
    .where('provider', '=', provider)
    .where('status', '=', 'approved')
    .where('currency_code', '=', currency)
    .where((eb) => eb(eb('refunded_cents', '+', amountCents), '<=', eb.ref('amount_cents')))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Closes a session nobody decided yet. */
export async function expireOpenSandboxSession(db: Db, sessionId: string): Promise<void> {
  await db.updateTable('sandbox_payment_session').set({ status: 'expired' }).where('id', '=', sessionId).where('status', '=', 'open').execute();
}

/**
 * Express: the placed order's amount and reference on a session the payer approved from the cart,
 * once (the merchant reference is still the express placeholder). False when that is not so.
 */
export async function priceApprovedExpressSession(db: Db, sessionId: string, placeholder: string, order: { amountCents: number; currency: string; ref: string }): Promise<boolean> {
  const result = await db
    .updateTable('sandbox_payment_session')
    .set({ amount_cents: order.amountCents, merchant_reference: order.ref })
    .where('id', '=', sessionId)
    .where('status', '=', 'approved')
    .where('currency_code', '=', order.currency)
    .where('merchant_reference', '=', placeholder)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
