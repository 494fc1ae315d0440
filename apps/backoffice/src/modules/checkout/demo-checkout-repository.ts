// Writes of the demo checkout seed (seed-checkout.ts builds the rows): delivery methods with their
// countries and postage, payment methods with their countries, coupons.
import type { Insertable } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type {
  CouponTable,
  DeliveryModuleCountryTable,
  DeliveryModuleI18nTable,
  DeliveryModuleTable,
  PaymentMethodCountryTable,
  PaymentMethodI18nTable,
  PaymentMethodTable,
  PostageRuleTable,
} from '../../db/schema.ts';

export async function insertDeliveryModule(
  db: Db,
  rows: { module: Insertable<DeliveryModuleTable>; texts: Insertable<DeliveryModuleI18nTable>[]; countries: Insertable<DeliveryModuleCountryTable>[] },
): Promise<void> {
  await db.insertInto('delivery_module').values(rows.module).execute();
  await db.insertInto('delivery_module_i18n').values(rows.texts).execute();
  await db.insertInto('delivery_module_country').values(rows.countries).execute();
}

export async function insertPostageRules(db: Db, rules: Insertable<PostageRuleTable>[]): Promise<void> {
  await db.insertInto('postage_rule').values(rules).execute();
}

export async function insertPaymentMethod(
  db: Db,
  rows: { method: Insertable<PaymentMethodTable>; texts: Insertable<PaymentMethodI18nTable>[]; countries: Insertable<PaymentMethodCountryTable>[] },
): Promise<void> {
  await db.insertInto('payment_method').values(rows.method).execute();
  await db.insertInto('payment_method_i18n').values(rows.texts).execute();
  await db.insertInto('payment_method_country').values(rows.countries).execute();
}

export async function insertCoupons(db: Db, coupons: Insertable<CouponTable>[]): Promise<void> {
  await db.insertInto('coupon').values(coupons).execute();
}
