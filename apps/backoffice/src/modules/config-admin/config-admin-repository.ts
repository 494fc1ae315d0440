// The locale config of one country as the admin reads it: the settings document (locale_config),
// the store info and the tag-manager id (the writes are the config module's), and which category
// numbers exist.
import type { Db } from '../../db/connect.ts';

export function findConfigRows(db: Db, countryId: number) {
  return Promise.all([
    db.selectFrom('locale_config').select('settings').where('country_id', '=', countryId).executeTakeFirst(),
    db.selectFrom('store_info').selectAll().where('country_id', '=', countryId).executeTakeFirst(),
    db.selectFrom('tag_manager').select('tracking_code').where('country_id', '=', countryId).executeTakeFirst(),
  ]);
}

/** Which of these category ids exist. */
export async function existingCategoryIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('category').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

/** The country's locale key (`de_AT`), under which its own module settings are kept. */
export function findLocaleOf(db: Db, countryId: number) {
  return db.selectFrom('locale_config').select(['lang_locale', 'settings']).where('country_id', '=', countryId).executeTakeFirst();
}

/** Which of these product ids exist. */
export async function existingProductIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('product').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}
