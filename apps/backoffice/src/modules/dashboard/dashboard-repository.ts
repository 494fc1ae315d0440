// The dashboard's reads, across the order, payment flag, review, withdrawal and mail tables (it writes nothing).
import type { Db } from '../../db/connect.ts';

/** Statuses of orders that did not come about: cancelled (by the shopper, the shop or expiry) or failed payment. */
const NOT_COUNTED = ['canceled', 'payment_error'] as const;

/**
 * Orders placed since a moment that count for revenue: not cancelled or failed, and an online
 * payment only once paid (before that the order is not binding, docs/decisions/006).
 */
export function findCountedOrdersSince(db: Db, since: string) {
  return db
    .selectFrom('shop_order as o')
    .innerJoin('payment_method as m', 'm.id', 'o.payment_method_id')
    .select(['o.country_id', 'o.currency_code', 'o.created_at', 'o.total_taxed_cents', 'o.refunded_cents'])
    .where('o.created_at', '>=', since)
    .where('o.status', 'not in', NOT_COUNTED)
    .where((eb) => eb.or([eb('m.kind', '!=', 'online'), eb('o.status', '!=', 'not_paid')]))
    .execute();
}

const openPrepayments = (db: Db, placedBefore: string) =>
  db
    .selectFrom('shop_order as o')
    .innerJoin('payment_method as m', 'm.id', 'o.payment_method_id')
    .where('m.kind', '=', 'prepayment')
    .where('o.status', '=', 'not_paid')
    .where('o.created_at', '<', placedBefore);

/** Prepayment orders still waiting for the transfer, placed before the moment: oldest first, and how many. */
export async function findOpenPrepayments(db: Db, placedBefore: string, limit: number) {
  const [rows, count] = await Promise.all([
    openPrepayments(db, placedBefore)
      .innerJoin('country as c', 'c.id', 'o.country_id')
      .select(['o.id', 'o.ref', 'o.customer_email', 'o.created_at', 'o.total_taxed_cents', 'o.currency_code', 'c.iso_alpha2'])
      .orderBy('o.created_at')
      .orderBy('o.id')
      .limit(limit)
      .execute(),
    openPrepayments(db, placedBefore).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

const mismatches = (db: Db) =>
  db
    .selectFrom('shop_order as o')
    .where('o.received_amount_cents', 'is not', null)
    .whereRef('o.received_amount_cents', '!=', 'o.total_taxed_cents')
    .where('o.status', '!=', 'canceled');

/** Orders whose prepayment arrived with another amount than their total: newest first, and how many. */
export async function findAmountMismatches(db: Db, limit: number) {
  const [rows, count] = await Promise.all([
    mismatches(db)
      .innerJoin('country as c', 'c.id', 'o.country_id')
      .select(['o.id', 'o.ref', 'o.total_taxed_cents', 'o.received_amount_cents', 'o.received_on', 'o.currency_code', 'c.iso_alpha2'])
      .orderBy('o.id', 'desc')
      .limit(limit)
      .execute(),
    mismatches(db).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

const unsettledFlags = (db: Db) => db.selectFrom('payment_flag as f').where('f.status', '!=', 'settled');

/** Flagged payments not sent back yet (payments' payment_flag): newest first, and how many. */
export async function findPaymentsToRefund(db: Db, limit: number) {
  const [rows, count] = await Promise.all([
    unsettledFlags(db)
      .innerJoin('shop_order as o', 'o.id', 'f.order_id')
      .innerJoin('country as c', 'c.id', 'o.country_id')
      .select(['f.id', 'f.order_id', 'o.ref', 'c.iso_alpha2', 'f.provider', 'f.amount_cents', 'f.currency_code', 'f.reason', 'f.created_at', 'f.status'])
      .orderBy('f.created_at', 'desc')
      .orderBy('f.id', 'desc')
      .limit(limit)
      .execute(),
    unsettledFlags(db).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Reviews waiting for moderation, withdrawal declarations nobody processed, mails whose sending failed. */
export async function countWaitingWork(db: Db) {
  const [reviews, withdrawals, mails] = await Promise.all([
    db.selectFrom('product_comment').select((eb) => eb.fn.countAll<number | string>().as('n')).where('status', '=', 'pending').executeTakeFirstOrThrow(),
    db.selectFrom('withdrawal_declaration').select((eb) => eb.fn.countAll<number | string>().as('n')).where('processed_at', 'is', null).executeTakeFirstOrThrow(),
    db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('sent_at', 'is', null)
      .where('last_error', 'is not', null)
      .executeTakeFirstOrThrow(),
  ]);
  return { reviews: Number(reviews.n), withdrawals: Number(withdrawals.n), mails: Number(mails.n) };
}

/** The shop countries' currencies as configured now. */
export function findCountryCurrencies(db: Db, countryIds: readonly number[]) {
  return db.selectFrom('country').select(['id', 'currency_code']).where('id', 'in', [...countryIds]).execute();
}
