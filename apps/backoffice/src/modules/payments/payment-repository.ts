// Payment rows as the provider side reads them: the order behind a provider session, the recorded
// notifications, abandoned online payments, method kinds and country codes. Order status changes
// go through the orders entry (markOrderPaid, closeOrder).
import type { Insertable } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { PaymentEventTable } from '../../db/schema.ts';

/** The order payment behind a provider session, joined with its order. */
function sessionPayment(db: Db, provider: string, sessionId: string) {
  return db
    .selectFrom('order_payment as p')
    .innerJoin('shop_order as o', 'o.id', 'p.order_id')
    .where('p.provider', '=', provider)
    .where('p.provider_session_id', '=', sessionId);
}

/** The order's payment behind a provider session, with the order's reference, status and owner. */
export async function findPaymentOfSession(db: Db, provider: string, sessionId: string) {
  return sessionPayment(db, provider, sessionId)
    .innerJoin('customer as c', 'c.id', 'o.customer_id')
    .select(['p.order_id', 'p.amount_cents', 'p.currency_code', 'o.ref', 'o.status', 'o.country_id', 'o.cart_id', 'o.customer_id', 'o.guest_identifier', 'c.is_guest'])
    .executeTakeFirst();
}

/** A provider session's order as the shop priced it, with what the shop keeps of the session. */
export async function purchaseOfSession(db: Db, provider: string, sessionId: string) {
  return sessionPayment(db, provider, sessionId)
    .innerJoin('country', 'country.id', 'o.country_id')
    .leftJoin('store_info as s', 's.country_id', 'o.country_id')
    .select(['o.ref', 'o.locale', 'o.total_cents', 'o.total_taxed_cents', 'p.amount_cents', 'p.currency_code', 'p.redirect_url', 'p.provider_payment_ref', 'country.iso_alpha2', 's.store_name'])
    .executeTakeFirst();
}

/** Records a notification; unique per (provider, event id), so a repeat fails with a unique violation. */
export async function recordPaymentEvent(db: Db, event: Insertable<PaymentEventTable>): Promise<void> {
  await db.insertInto('payment_event').values(event).execute();
}

export async function paymentAmountOfOrder(db: Db, orderId: number) {
  return db.selectFrom('order_payment').select(['amount_cents', 'currency_code', 'provider_session_id', 'provider_payment_ref']).where('order_id', '=', orderId).executeTakeFirstOrThrow();
}

/** Online orders still unpaid since before the cutoff, oldest first, with their provider session. */
export async function unpaidOnlineOrdersBefore(db: Db, cutoff: string, limit: number) {
  return db
    .selectFrom('shop_order as o')
    .innerJoin('payment_method as m', 'm.id', 'o.payment_method_id')
    .innerJoin('order_payment as p', 'p.order_id', 'o.id')
    .select(['o.id', 'p.provider', 'p.provider_session_id'])
    .where('o.status', '=', 'not_paid')
    .where('o.created_at', '<', cutoff)
    .where('m.kind', '=', 'online')
    .orderBy('o.created_at')
    .limit(limit)
    .execute();
}

export async function paymentMethodKind(db: Db, code: string) {
  const method = await db.selectFrom('payment_method').select('kind').where('code', '=', code).executeTakeFirst();
  return method?.kind;
}

export async function countryIsoCode(db: Db, countryId: number): Promise<string | undefined> {
  const country = await db.selectFrom('country').select('iso_alpha2').where('id', '=', countryId).executeTakeFirst();
  return country?.iso_alpha2;
}
