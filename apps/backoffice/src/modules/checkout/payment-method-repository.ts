// Payment methods offered in a country (switched on there, in its order), with their fee there and their texts in a language.
import type { PaymentMethodSetting } from '@shop/contract/admin';
import type { Db } from '../../db/connect.ts';

export async function activePaymentMethodRows(db: Db, countryId: number, lang: string) {
  return db
    .selectFrom('payment_method as m')
    .innerJoin('payment_method_country as pc', (join) => join.onRef('pc.payment_method_id', '=', 'm.id').on('pc.country_id', '=', countryId))
    .leftJoin('payment_method_i18n as t', (join) => join.onRef('t.payment_method_id', '=', 'm.id').on('t.lang', '=', lang))
    .select(['m.id', 'm.code', 'm.kind', 'pc.position', 'm.image_url', 'pc.fee_taxed_cents', 't.title', 't.description'])
    .where('m.active', '=', 1)
    .where('pc.active', '=', 1)
    .orderBy('pc.position')
    .orderBy('m.id')
    .execute();
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
