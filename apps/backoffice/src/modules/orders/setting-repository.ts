// Shop settings (system_config) that orders and checkout read: expiry windows, retry wait,
// default delivery method. The config module edits them; this only reads one.
import type { Db } from '../../db/connect.ts';

/** A setting's raw value, undefined when not set. */
export async function findSetting(db: Db, name: string): Promise<string | undefined> {
  const row = await db.selectFrom('system_config').select('value').where('name', '=', name).executeTakeFirst();
  return row?.value;
}
