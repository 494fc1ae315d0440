// The order's timeline rows (order_event): every status change, whoever made it. Written in the
// transaction that makes the change, so a rolled-back change leaves no event behind.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type DbOrTrx = Kysely<Database> | Transaction<Database>;

export async function insertOrderEvent(
  db: DbOrTrx,
  row: { order_id: number; kind: string; from_status: string | null; to_status: string | null; detail_json: string | null; actor_id: number | null; created_at: string },
): Promise<void> {
  await db.insertInto('order_event').values(row).execute();
}
