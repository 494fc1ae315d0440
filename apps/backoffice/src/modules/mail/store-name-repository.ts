// The shop name a mail is signed with, read from the store info of a country.
import type { Db } from '../../db/connect.ts';

export function findStoreName(db: Db, countryId: number) {
  return db.selectFrom('store_info').select('store_name').where('country_id', '=', countryId).executeTakeFirst();
}
