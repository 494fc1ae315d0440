// Offline orders that were never paid or dispatched give their stock back (docs/decisions/006):
// a prepayment (Vorkasse) order still waiting for the transfer 10 days after it was placed, and a
// cash-on-delivery order the shop has not taken into processing 14 days after it was placed, are
// cancelled; their stock and coupon use go back. The windows are system settings
// (`prepayment_expiry_days`, `cash_on_delivery_expiry_days`; 0 switches the rule off).
//
// Several back-office processes may sweep at the same moment. On PostgreSQL each sweep claims its
// batch with `FOR UPDATE SKIP LOCKED` inside the transaction that cancels it, so two sweeps never
// work on the same order; on both databases the cancel itself is conditional (`where status =
// 'not_paid'`, closeOrder), so an order is cancelled, and its stock released, at most once even if
// a shopper's cancel or a payment lands at the same time. On SQLite each order's cancel is a
// transaction whose first statement is that update, so it takes the write lock on fresh data.
import type { Db } from '../../db/connect.ts';
import type { PaymentKind } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { closeOrder } from './order-outcome.ts';
import { claimUnpaidOrdersBefore, findUnpaidOrdersBefore } from './order-status-repository.ts';
import { findSetting } from './setting-repository.ts';

export const EXPIRY_SETTINGS = {
  prepayment: { name: 'prepayment_expiry_days', defaultDays: 10 },
  cash_on_delivery: { name: 'cash_on_delivery_expiry_days', defaultDays: 14 },
} as const satisfies Partial<Record<PaymentKind, { name: string; defaultDays: number }>>;

type OfflineKind = keyof typeof EXPIRY_SETTINGS;

const BATCH = 100;
const DAY_MS = 24 * 60 * 60_000;

/** Cancels every offline order past its window; answers how many this call cancelled. */
export async function expireUnpaidOfflineOrders(deps: Deps): Promise<number> {
  const now = deps.now();
  let expired = 0;
  for (const kind of Object.keys(EXPIRY_SETTINGS) as OfflineKind[]) {
    const days = await expiryDays(deps.db, kind);
    if (days <= 0) continue;
    const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString();
    for (;;) {
      const batch = deps.database.dialect === 'postgres' ? await expireBatchOnPostgres(deps.db, kind, cutoff, now) : await expireBatchOnSqlite(deps.db, kind, cutoff, now);
      expired += batch.cancelled;
      if (batch.seen < BATCH) break;
    }
  }
  return expired;
}

async function expireBatchOnPostgres(db: Db, kind: OfflineKind, cutoff: string, now: Date): Promise<{ seen: number; cancelled: number }> {
  return db.transaction().execute(async (trx) => {
    // Rows another sweep holds are skipped, not waited for: that sweep cancels them.
    const claimed = await claimUnpaidOrdersBefore(trx, kind, cutoff, BATCH);
    let cancelled = 0;
    for (const order of claimed) if (await closeOrder(trx, order.id, 'canceled', now, 'expired')) cancelled += 1;
    return { seen: claimed.length, cancelled };
  });
}

async function expireBatchOnSqlite(db: Db, kind: OfflineKind, cutoff: string, now: Date): Promise<{ seen: number; cancelled: number }> {
  const found = await findUnpaidOrdersBefore(db, kind, cutoff, BATCH);
  let cancelled = 0;
  for (const order of found) {
    if (await db.transaction().execute((trx) => closeOrder(trx, order.id, 'canceled', now, 'expired'))) cancelled += 1;
  }
  // Orders another process cancelled meanwhile are no longer candidates: the loop ends.
  return { seen: cancelled === 0 ? 0 : found.length, cancelled };
}

async function expiryDays(db: Db, kind: OfflineKind): Promise<number> {
  const setting = EXPIRY_SETTINGS[kind];
  const days = Number((await findSetting(db, setting.name)) ?? setting.defaultDays);
  return Number.isFinite(days) && days >= 0 ? days : setting.defaultDays;
}
