// The payment and delivery methods with their settings in one country (a method the country has
// no row for is listed as not offered), and the pickup points. Writes are one row each: the
// country's row of a method (created when the method is first offered there), or a pickup point.
import type { DeliveryMethodSetting, PaymentMethodSetting } from '@shop/contract/admin';
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

/** The method's settings in the country; its row is created the first time it is offered there. */
export async function savePaymentMethodCountry(db: Db, methodId: number, countryId: number, setting: PaymentMethodSetting & { fee_taxed_cents: number }): Promise<void> {
  const values = { active: setting.active ? 1 : 0, position: setting.position, fee_taxed_cents: setting.fee_taxed_cents };
  await db
    .insertInto('payment_method_country')
    .values({ payment_method_id: methodId, country_id: countryId, ...values })
    .onConflict((conflict) => conflict.columns(['payment_method_id', 'country_id']).doUpdateSet(values))
    .execute();
}

export async function saveDeliveryMethodCountry(db: Db, methodId: number, countryId: number, setting: DeliveryMethodSetting): Promise<void> {
  const values = {
    active: setting.active ? 1 : 0,
    position: setting.position,
    free_from_taxed_cents: setting.free_from_taxed_cents,
    freight_fee_taxed_cents: setting.freight_fee_taxed_cents,
  };
  await db
    .insertInto('delivery_module_country')
    .values({ delivery_module_id: methodId, country_id: countryId, ...values })
    .onConflict((conflict) => conflict.columns(['delivery_module_id', 'country_id']).doUpdateSet(values))
    .execute();
}

export function methodExists(db: Db, table: 'payment_method' | 'delivery_module', id: number) {
  return db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
}

type PickupPointValues = { country_id: number; name: string; address1: string; zipcode: string; city: string; phone: string | null; opening_hours: string; active: boolean };

/** A new pickup point under the next free id (the table numbers its rows itself: ids are the spec's). */
export async function insertPickupPoint(db: Db, values: PickupPointValues): Promise<number> {
  const last = await db.selectFrom('local_pickup_point').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
  const id = Number(last?.id ?? 0) + 1;
  await db
    .insertInto('local_pickup_point')
    .values({ id, ...values, active: values.active ? 1 : 0 })
    .execute();
  return id;
}

export async function updatePickupPoint(db: Db, id: number, values: PickupPointValues): Promise<void> {
  await db
    .updateTable('local_pickup_point')
    .set({ ...values, active: values.active ? 1 : 0 })
    .where('id', '=', id)
    .execute();
}
