// The payment and delivery methods with their settings in one country (a method the country has
// no row for is listed as not offered), and the pickup points, as the admin reads them. The writes
// are the owners': checkout (payment methods per country) and delivery (delivery methods per
// country, pickup points).
import type { Db } from '../../db/connect.ts';

export function paymentMethodsOfCountry(db: Db, countryId: number, lang: string) {
  return db
    .selectFrom('payment_method as m')
    .leftJoin('payment_method_country as pc', (join) => join.onRef('pc.payment_method_id', '=', 'm.id').on('pc.country_id', '=', countryId))
    .leftJoin('payment_method_i18n as t', (join) => join.onRef('t.payment_method_id', '=', 'm.id').on('t.lang', '=', lang))
    .select(['m.id', 'm.code', 'm.kind', 'm.position as method_position', 'm.active as method_active', 't.title', 'pc.country_id', 'pc.active', 'pc.position', 'pc.fee_taxed_cents'])
    .orderBy((eb) => eb.fn.coalesce('pc.position', 'm.position'))
    .orderBy('m.id')
    .execute();
}

export function deliveryMethodsOfCountry(db: Db, countryId: number, lang: string) {
  return db
    .selectFrom('delivery_module as m')
    .leftJoin('delivery_module_country as dc', (join) => join.onRef('dc.delivery_module_id', '=', 'm.id').on('dc.country_id', '=', countryId))
    .leftJoin('delivery_module_i18n as t', (join) => join.onRef('t.delivery_module_id', '=', 'm.id').on('t.lang', '=', lang))
    .select([
      'm.id',
      'm.code',
      'm.is_local_pickup',
      'm.position as method_position',
      'm.active as method_active',
      't.title',
      'dc.country_id',
      'dc.active',
      'dc.position',
      'dc.free_from_taxed_cents',
      'dc.freight_fee_taxed_cents',
    ])
    .orderBy((eb) => eb.fn.coalesce('dc.position', 'm.position'))
    .orderBy('m.id')
    .execute();
}

export function pickupPointsOfCountry(db: Db, countryId: number) {
  return db.selectFrom('local_pickup_point').selectAll().where('country_id', '=', countryId).orderBy('id').execute();
}

export function findPickupPoint(db: Db, id: number) {
  return db.selectFrom('local_pickup_point').selectAll().where('id', '=', id).executeTakeFirst();
}

export function methodExists(db: Db, table: 'payment_method' | 'delivery_module', id: number) {
  return db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
}
