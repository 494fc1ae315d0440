// One order's rows: reads by id or reference, and the writes other modules ask for (checkout: the
// pickup point, the payment session, the shopper's note; payments: the provider's payment reference). The order tables belong to this module;
// others change them only through these functions (docs/architecture-modules.md).
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, LocalPickupPointTable } from '../../db/schema.ts';

type DbOrTrx = Kysely<Database> | Transaction<Database>;

export async function findOrder(db: DbOrTrx, orderId: number) {
  return db.selectFrom('shop_order').selectAll().where('id', '=', orderId).executeTakeFirst();
}

export async function findOrderByRef(db: DbOrTrx, ref: string) {
  return db.selectFrom('shop_order').selectAll().where('ref', '=', ref).executeTakeFirst();
}

export async function paymentSessionOfOrder(db: DbOrTrx, orderId: number) {
  return db.selectFrom('order_payment').select(['provider', 'provider_session_id']).where('order_id', '=', orderId).executeTakeFirst();
}

/** The delivery address of an order collected at a pickup point: the point's, for the same person. */
export function pickupDeliveryFields(point: Selectable<LocalPickupPointTable>) {
  return {
    company: point.name,
    street: point.address1,
    street_number: '',
    address_extra: null,
    zipcode: point.zipcode,
    city: point.city,
    country_id: point.country_id,
    state_id: null,
    phone: point.phone,
  };
}

/** The order is collected at another pickup point; with `moveDeliveryAddress` its delivery address becomes the point's. */
export async function setOrderPickupPoint(
  db: Kysely<Database>,
  orderId: number,
  point: Selectable<LocalPickupPointTable>,
  options: { now: Date; moveDeliveryAddress: boolean },
): Promise<void> {
  const at = options.now.toISOString();
  if (!options.moveDeliveryAddress) {
    await db.updateTable('shop_order').set({ local_pickup_id: point.id, updated_at: at }).where('id', '=', orderId).execute();
    return;
  }
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('shop_order').set({ local_pickup_id: point.id, updated_at: at }).where('id', '=', orderId).execute();
    // The goods go to the pickup point; the person collecting them stays the same.
    await trx.updateTable('order_address').set(pickupDeliveryFields(point)).where('order_id', '=', orderId).where('kind', '=', 'delivery').execute();
  });
}

/**
 * Keeps a provider session for an order's payment, unless a repeat of the request stored one
 * first. Returns the redirect that holds: this one, or the one stored before.
 */
export async function storePaymentSession(
  db: DbOrTrx,
  orderId: number,
  session: { sessionId: string; redirectUrl: string; now: Date },
): Promise<{ stored: true; redirectUrl: string } | { stored: false; redirectUrl: string | null }> {
  const stored = await db
    .updateTable('order_payment')
    .set({ provider_session_id: session.sessionId, redirect_url: session.redirectUrl, updated_at: session.now.toISOString() })
    .where('order_id', '=', orderId)
    .where('redirect_url', 'is', null)
    .executeTakeFirst();
  if (stored.numUpdatedRows > 0n) return { stored: true, redirectUrl: session.redirectUrl };
  const kept = await db.selectFrom('order_payment').select('redirect_url').where('order_id', '=', orderId).executeTakeFirstOrThrow();
  return { stored: false, redirectUrl: kept.redirect_url };
}

/**
 * Claims the making of the order's provider session for this request: true for exactly one of many
 * requests at once (a conditional update), or for a request coming after a claim that went stale
 * (`staleBefore`: the claiming process died before it stored a page).
 */
export async function claimPaymentSession(db: DbOrTrx, orderId: number, now: Date, staleBefore: Date): Promise<boolean> {
  const claimed = await db
    .updateTable('order_payment')
    .set({ session_claimed_at: now.toISOString() })
    .where('order_id', '=', orderId)
    .where('redirect_url', 'is', null)
    .where((eb) => eb.or([eb('session_claimed_at', 'is', null), eb('session_claimed_at', '<', staleBefore.toISOString())]))
    .executeTakeFirst();
  return claimed.numUpdatedRows > 0n;
}

/** The order's payment page once stored, and whether the order still waits for its payment. */
export async function paymentPageOf(db: DbOrTrx, orderId: number): Promise<{ redirectUrl: string | null; waiting: boolean }> {
  const row = await db
    .selectFrom('order_payment as p')
    .innerJoin('shop_order as o', 'o.id', 'p.order_id')
    .select(['p.redirect_url', 'o.status'])
    .where('p.order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  return { redirectUrl: row.redirect_url, waiting: row.status === 'not_paid' };
}

/**
 * The provider's own reference of the payment it took for a session, in the adapter's format, kept
 * for its refunds and cancels (Klarna: its order id; Global Payments: the HPP answer's PASREF and
 * AUTHCODE).
 */
export async function storePaymentRef(db: DbOrTrx, payment: { provider: string; sessionId: string; paymentRef: string; now: Date }): Promise<void> {
  await db
    .updateTable('order_payment')
    .set({ provider_payment_ref: payment.paymentRef, updated_at: payment.now.toISOString() })
    .where('provider', '=', payment.provider)
    .where('provider_session_id', '=', payment.sessionId)
    .execute();
}

/** The shopper's note on an order still waiting for its payment. */
export async function setNoteOfUnpaidOrder(db: DbOrTrx, orderId: number, note: string): Promise<void> {
  await db.updateTable('shop_order').set({ customer_note: note }).where('id', '=', orderId).where('status', '=', 'not_paid').execute();
}

/** Orders by country and status, and online payments by provider and status: the metrics' figures. */
export async function orderFigures(db: DbOrTrx) {
  const orders = await db
    .selectFrom('shop_order as o')
    .innerJoin('country as c', 'c.id', 'o.country_id')
    .select((eb) => ['c.iso_alpha2 as country', 'o.status', eb.fn.countAll<string>().as('count')])
    .groupBy(['c.iso_alpha2', 'o.status'])
    .execute();
  const payments = await db
    .selectFrom('order_payment')
    .select((eb) => ['provider', 'status', eb.fn.countAll<string>().as('count')])
    .groupBy(['provider', 'status'])
    .execute();
  return {
    orders: orders.map((row) => ({ country: row.country, status: row.status, count: Number(row.count) })),
    payments: payments.map((row) => ({ provider: row.provider, status: row.status, count: Number(row.count) })),
  };
}
