// Delivery methods, pickup points and postage rules per country (read by delivery.ts).
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
