// The shop's terms as the order confirmation quotes them (§ 312f BGB): the content page with the
// code 'terms' in the order's locale (written by the content admin, read here only).
import type { Db } from '../../db/connect.ts';

export function termsPageOf(db: Db, locale: string) {
  return db
    .selectFrom('content')
    .innerJoin('content_i18n', 'content_i18n.content_id', 'content.id')
    .select(['content_i18n.title', 'content_i18n.description'])
    .where('content.code', '=', 'terms')
    .where('content_i18n.locale', '=', locale)
    .executeTakeFirst();
}

/** The freight fee of the country's locale config: the withdrawal instructions' return estimate. */
export async function freightFeeOf(db: Db, countryId: number): Promise<number | null> {
  const row = await db.selectFrom('locale_config').select('settings').where('country_id', '=', countryId).executeTakeFirst();
  if (!row) return null;
  const fee = (JSON.parse(row.settings) as { freight_fee_cents?: unknown }).freight_fee_cents;
  return typeof fee === 'number' ? fee : null;
}
