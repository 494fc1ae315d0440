// Shop settings (system_config) that orders and checkout read: expiry windows, retry wait,
// default delivery method. The config module edits them; this only reads one.
import type { Db } from '../../db/connect.ts';

/** A setting's raw value, undefined when not set. */
export async function findSetting(db: Db, name: string): Promise<string | undefined> {
  const row = await db.selectFrom('system_config').select('value').where('name', '=', name).executeTakeFirst();
  return row?.value;
}

const DEFAULT_RETRY_WAIT_SECONDS = 120;

/** How long an online payment waits after a failed one (spec: 2 minutes), in seconds. */
export async function paymentRetryWaitSeconds(db: Db): Promise<number> {
  const seconds = Number((await findSetting(db, 'payment_retry_wait_seconds')) ?? DEFAULT_RETRY_WAIT_SECONDS);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : DEFAULT_RETRY_WAIT_SECONDS;
}
