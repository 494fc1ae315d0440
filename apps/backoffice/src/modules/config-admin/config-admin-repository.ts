// The locale config of one country as the admin edits it: the settings document (locale_config),
// the store info and the tag-manager id. The settings row is locked first, so two admins saving at
// once write one after the other and neither loses the other's fields.
import type { Db } from '../../db/connect.ts';

export function findConfigRows(db: Db, countryId: number) {
  return Promise.all([
    db.selectFrom('locale_config').select('settings').where('country_id', '=', countryId).executeTakeFirst(),
    db.selectFrom('store_info').selectAll().where('country_id', '=', countryId).executeTakeFirst(),
    db.selectFrom('tag_manager').select('tracking_code').where('country_id', '=', countryId).executeTakeFirst(),
  ]);
}

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

/** Which of these category ids exist. */
export async function existingCategoryIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('category').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}
