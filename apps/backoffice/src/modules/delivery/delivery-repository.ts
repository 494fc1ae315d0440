// Delivery methods, pickup points and postage rules per country (read by delivery.ts).
import type { DeliveryMethodSetting } from '@shop/contract/admin';
import type { Db } from '../../db/connect.ts';

/** Active methods that deliver to the country (switched on there), with their texts in the language, by the country's order. */
export async function activeDeliveryModuleRows(db: Db, countryId: number, lang: string) {
  return db
    .selectFrom('delivery_module as module')
    .innerJoin('delivery_module_country as dc', (join) => join.onRef('dc.delivery_module_id', '=', 'module.id').on('dc.country_id', '=', countryId))
    .leftJoin('delivery_module_i18n as text', (join) => join.onRef('text.delivery_module_id', '=', 'module.id').on('text.lang', '=', lang))
    .select(['module.id', 'module.code', 'dc.position', 'module.is_local_pickup', 'text.title', 'text.description'])
    .where('module.active', '=', 1)
    .where('dc.active', '=', 1)
    .orderBy('dc.position')
    .orderBy('module.id')
    .execute();
}

export async function activePickupPoints(db: Db, countryId: number) {
  return db.selectFrom('local_pickup_point').select('id').where('country_id', '=', countryId).where('active', '=', 1).execute();
}

/** A method's free-shipping threshold and freight fee in a country. */
export async function deliveryCountryFees(db: Db, moduleId: number, countryId: number) {
  return db
    .selectFrom('delivery_module_country')
    .select(['free_from_taxed_cents', 'freight_fee_taxed_cents'])
    .where('delivery_module_id', '=', moduleId)
    .where('country_id', '=', countryId)
    .executeTakeFirst();
}

export async function postageRules(db: Db, moduleId: number, countryId: number) {
  return db
    .selectFrom('postage_rule')
    .select(['state_id', 'min_weight_grams', 'max_weight_grams', 'price_taxed_cents'])
    .where('delivery_module_id', '=', moduleId)
    .where('country_id', '=', countryId)
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
