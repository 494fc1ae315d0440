// Reads of the storefront configuration tables, one country (or one module) at a time.
import type { Db } from '../../db/connect.ts';

export function findLocaleConfig(db: Db, countryId: number) {
  return db.selectFrom('locale_config').selectAll().where('country_id', '=', countryId).executeTakeFirst();
}

/** The country's minimum order value in cents (`config_min_price`); 0 when none is set. */
export async function minimumOrderCents(db: Db, countryId: number): Promise<number> {
  const row = await db.selectFrom('locale_config').select('settings').where('country_id', '=', countryId).executeTakeFirst();
  const value: unknown = row ? (JSON.parse(row.settings) as Record<string, unknown>).config_min_price : undefined;
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : 0;
}

export function findStoreInfo(db: Db, countryId: number) {
  return db.selectFrom('store_info').selectAll().where('country_id', '=', countryId).executeTakeFirst();
}

export function findTagManager(db: Db, countryId: number) {
  return db.selectFrom('tag_manager').select('tracking_code').where('country_id', '=', countryId).executeTakeFirst();
}

/** A module's values in one language plus its language-neutral ones (lang ''). */
/** A module's values for a locale: language-neutral (''), the language ('de') and the locale ('de_AT'). */
export function listModuleConfigValues(db: Db, moduleCode: string, locale: string) {
  return db
    .selectFrom('module_config')
    .select(['name', 'lang', 'value'])
    .where('module_code', '=', moduleCode)
    .where('lang', 'in', ['', locale.slice(0, 2), locale])
    .execute();
}

/** System variables by name; all of them when no name is given. */
export function listSystemConfig(db: Db, name: string | undefined) {
  let select = db.selectFrom('system_config').select(['name', 'value']).orderBy('name');
  if (name !== undefined) select = select.where('name', '=', name);
  return select.execute();
}

// --- the admin's writes (config-admin). The settings row is locked first, so two admins saving at
// once write one after the other and neither loses the other's fields.

/** Holds the country's settings row until the transaction ends (a write that changes nothing). */
export async function lockLocaleConfig(db: Db, countryId: number): Promise<boolean> {
  const result = await db.updateTable('locale_config').set((eb) => ({ settings: eb.ref('settings') })).where('country_id', '=', countryId).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function saveSettings(db: Db, countryId: number, settings: Record<string, unknown>): Promise<void> {
  await db.updateTable('locale_config').set({ settings: JSON.stringify(settings) }).where('country_id', '=', countryId).execute();
}

export async function saveStoreInfo(
  db: Db,
  countryId: number,
  values: { store_name: string; store_phone: string; store_email: string; support_time_mo_th: string; support_time_fr: string },
): Promise<void> {
  await db.updateTable('store_info').set(values).where('country_id', '=', countryId).execute();
}

/** The tag-manager id; none removes the row (the storefront then loads no tag manager). */
export async function saveTagManager(db: Db, countryId: number, trackingCode: string | null): Promise<void> {
  if (trackingCode === null) {
    await db.deleteFrom('tag_manager').where('country_id', '=', countryId).execute();
    return;
  }
  await db
    .insertInto('tag_manager')
    .values({ country_id: countryId, tracking_code: trackingCode })
    .onConflict((conflict) => conflict.column('country_id').doUpdateSet({ tracking_code: trackingCode }))
    .execute();
}

/** A module's values under one language or locale key (`de_AT`): each name written, or replaced. */
export async function saveModuleConfigValues(db: Db, moduleCode: string, lang: string, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    await db
      .insertInto('module_config')
      .values({ module_code: moduleCode, name, lang, value })
      .onConflict((conflict) => conflict.columns(['module_code', 'name', 'lang']).doUpdateSet({ value }))
      .execute();
  }
}
