// Orders as the pay calls read them (joined with buyer, method and payment). Reads only: an order
// changes through the orders entry (docs/architecture-modules.md, "Whose tables").
import type { Db } from '../../db/connect.ts';

/** When the cart's or the customer's latest failed payment younger than the instant failed; undefined when none is. */
export async function lastPaymentErrorSince(db: Db, match: { cartId: number; customerId: number }, since: string): Promise<string | undefined> {
  const recent = await db
    .selectFrom('shop_order')
    .select('failed_at')
    .where('status', '=', 'payment_error')
    .where('failed_at', '>', since)
    .where((eb) => eb.or([eb('cart_id', '=', match.cartId), eb('customer_id', '=', match.customerId)]))
    .orderBy('failed_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return recent?.failed_at ?? undefined;
}

/** An order with what the pay answer needs: the buyer's guest flag, the method's kind, the kept redirect, the country's code. */
export async function orderToPay(db: Db, orderId: number) {
  return db
    .selectFrom('shop_order as o')
    .innerJoin('customer as c', 'c.id', 'o.customer_id')
    .innerJoin('payment_method as m', 'm.id', 'o.payment_method_id')
    .innerJoin('order_payment as p', 'p.order_id', 'o.id')
    .innerJoin('country', 'country.id', 'o.country_id')
    .select(['o.id', 'o.ref', 'o.status', 'o.country_id', 'o.locale', 'o.payment_code', 'o.total_cents', 'o.total_taxed_cents', 'o.currency_code', 'c.is_guest', 'm.kind', 'p.redirect_url', 'country.iso_alpha2'])
    .where('o.id', '=', orderId)
    .executeTakeFirstOrThrow();
}

/** An order's status and the links to its outcome page. */
export async function orderOutcomeLinks(db: Db, orderId: number) {
  return db
    .selectFrom('shop_order as o')
    .innerJoin('customer as c', 'c.id', 'o.customer_id')
    .select(['o.id', 'o.ref', 'o.country_id', 'o.status', 'c.is_guest'])
    .where('o.id', '=', orderId)
    .executeTakeFirstOrThrow();
}

export async function orderStatus(db: Db, orderId: number) {
  return db.selectFrom('shop_order').select(['id', 'status']).where('id', '=', orderId).executeTakeFirstOrThrow();
}

export async function storeName(db: Db, countryId: number) {
  return db.selectFrom('store_info').select('store_name').where('country_id', '=', countryId).executeTakeFirst();
}
