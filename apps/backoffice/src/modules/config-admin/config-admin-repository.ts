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

/**
 * The content page the country's shop shows at /advent-calendar (its current address there), with
 * its title in the shop's locale; a read of the content tables, which structure-admin writes.
 */
export function findAdventPage(db: Db, locale: string) {
  return db
    .selectFrom('rewriting_url as u')
    .innerJoin('content_i18n as i', (join) => join.onRef('i.content_id', '=', 'u.view_id').on('i.locale', '=', locale))
    .select(['u.view_id as id', 'i.title'])
    .where('u.view', '=', 'content')
    .where('u.url', '=', 'advent-calendar')
    .where('u.view_locale', '=', locale)
    .where('u.redirected_to', 'is', null)
    .executeTakeFirst();
}

/** Keeps an uploaded banner image of the country; answers its id. */
export async function insertBannerImage(db: Db, countryId: number, image: { webp: Uint8Array; width: number; height: number }, at: string): Promise<number> {
  const row = await db.insertInto('banner_image').values({ country_id: countryId, ...image, created_at: at }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Removes the country's uploaded banner images that no banner names any more. */
export async function deleteBannerImagesExcept(db: Db, countryId: number, keptIds: number[]): Promise<void> {
  let query = db.deleteFrom('banner_image').where('country_id', '=', countryId);
  if (keptIds.length > 0) query = query.where('id', 'not in', keptIds);
  await query.execute();
}

/** Products by number or reference, with their German title (a read of the catalog's tables). */
export function productsByIdOrRef(db: Db, ids: number[], refs: string[]) {
  if (ids.length === 0 && refs.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('product')
    .leftJoin('product_i18n as i', (join) => join.onRef('i.product_id', '=', 'product.id').on('i.lang', '=', 'de'))
    .select(['product.id', 'product.ref', 'i.title'])
    .where((eb) => eb.or([...(ids.length > 0 ? [eb('product.id', 'in', ids)] : []), ...(refs.length > 0 ? [eb('product.ref', 'in', refs)] : [])]))
    .execute();
}
