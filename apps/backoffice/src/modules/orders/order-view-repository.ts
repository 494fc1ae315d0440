// Reads for showing an order (account area, guest invoice, confirmation mail): its lines and
// addresses as copied at placement, and the payment and delivery method texts in its language.
import type { Selectable } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { OrderLineTable } from '../../db/schema.ts';

export async function orderLines(db: Db, orderId: number): Promise<Selectable<OrderLineTable>[]> {
  return db.selectFrom('order_line').selectAll().where('order_id', '=', orderId).orderBy('position').execute();
}

/** The customer's orders, newest first, with the number of items each. */
export async function orderSummaryRows(db: Db, customerId: number, limit: number) {
  return db
    .selectFrom('shop_order as o')
    .select((eb) => [
      'o.id',
      'o.ref',
      'o.created_at',
      'o.status',
      'o.currency_code',
      'o.total_taxed_cents',
      eb.selectFrom('order_line').select((inner) => inner.fn.sum<number>('quantity').as('n')).whereRef('order_line.order_id', '=', 'o.id').as('item_count'),
    ])
    .where('o.customer_id', '=', customerId)
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(limit)
    .execute();
}

export async function orderAddresses(db: Db, orderId: number) {
  return db.selectFrom('order_address').selectAll().where('order_id', '=', orderId).execute();
}

/** The payment method with its title in the language (null when it has none there). */
export async function paymentMethodWithTitle(db: Db, methodId: number, lang: string) {
  return db
    .selectFrom('payment_method as m')
    .leftJoin('payment_method_i18n as t', (join) => join.onRef('t.payment_method_id', '=', 'm.id').on('t.lang', '=', lang))
    .select(['m.id', 't.title'])
    .where('m.id', '=', methodId)
    .executeTakeFirstOrThrow();
}

/** The delivery method with its title in the language (null when it has none there). */
export async function deliveryMethodWithTitle(db: Db, moduleId: number, lang: string) {
  return db
    .selectFrom('delivery_module as d')
    .leftJoin('delivery_module_i18n as t', (join) => join.onRef('t.delivery_module_id', '=', 'd.id').on('t.lang', '=', lang))
    .select(['d.id', 'd.code', 't.title'])
    .where('d.id', '=', moduleId)
    .executeTakeFirstOrThrow();
}

/** An order with what its confirmation mail needs: buyer's guest flag, country code, amounts. */
export async function orderForConfirmation(db: Db, orderId: number) {
  return db
    .selectFrom('shop_order as o')
    .innerJoin('customer', 'customer.id', 'o.customer_id')
    .innerJoin('country', 'country.id', 'o.country_id')
    .select([
      'o.id',
      'o.ref',
      'o.customer_email',
      'o.locale',
      'o.currency_code',
      'o.country_id',
      'o.payment_code',
      'o.payment_method_id',
      'o.coupon_code',
      'o.created_at',
      'o.goods_cents',
      'o.goods_taxed_cents',
      'o.discount_cents',
      'o.discount_taxed_cents',
      'o.postage_cents',
      'o.postage_taxed_cents',
      'o.payment_fee_cents',
      'o.payment_fee_taxed_cents',
      'o.total_cents',
      'o.total_taxed_cents',
      'o.price_basis',
      'customer.is_guest',
      'country.iso_alpha2',
    ])
    .where('o.id', '=', orderId)
    .executeTakeFirstOrThrow();
}

export async function confirmationLines(db: Db, orderId: number) {
  return db.selectFrom('order_line').select(['quantity', 'title', 'ref', 'line_cents', 'line_taxed_cents', 'tax_rate_basis_points']).where('order_id', '=', orderId).orderBy('position').execute();
}

export async function deliveryAddressOfOrder(db: Db, orderId: number) {
  return db.selectFrom('order_address').selectAll().where('order_id', '=', orderId).where('kind', '=', 'delivery').executeTakeFirstOrThrow();
}

export async function storeOfCountry(db: Db, countryId: number) {
  return db.selectFrom('store_info').selectAll().where('country_id', '=', countryId).executeTakeFirst();
}

export async function paymentMethodTitle(db: Db, methodId: number, lang: string) {
  return db.selectFrom('payment_method_i18n').select('title').where('payment_method_id', '=', methodId).where('lang', '=', lang).executeTakeFirst();
}

/** The order's shipment, once it shipped (order_shipment is written by the admin's workflow, order-admin). */
export async function shipmentOfOrder(db: Db, orderId: number) {
  return db.selectFrom('order_shipment').select(['carrier', 'tracking_number', 'tracking_url', 'shipped_at']).where('order_id', '=', orderId).executeTakeFirst();
}

/** The withdrawal declarations that name the order, oldest first (a read of the withdrawals' table). */
export function withdrawalsOfOrder(db: Db, orderId: number) {
  return db.selectFrom('withdrawal_declaration').select(['id', 'received_at', 'items', 'message', 'processed_at']).where('order_id', '=', orderId).orderBy('received_at').orderBy('id').execute();
}
