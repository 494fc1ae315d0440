// Reads of the storefront configuration tables, one country (or one module) at a time.
import type { Db } from '../../db/connect.ts';

export function findLocaleConfig(db: Db, countryId: number) {
  return db.selectFrom('locale_config').selectAll().where('country_id', '=', countryId).executeTakeFirst();
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
