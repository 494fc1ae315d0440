// Stored guest-link token hashes of orders (guest-link.ts makes and checks the tokens).
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type DbOrTrx = Kysely<Database> | Transaction<Database>;

export async function insertGuestLinkHash(db: DbOrTrx, orderId: number, tokenHash: string, at: string): Promise<void> {
  await db.insertInto('guest_order_link').values({ order_id: orderId, token_hash: tokenHash, created_at: at }).execute();
}

export async function guestLinkHashesOf(db: DbOrTrx, orderId: number): Promise<string[]> {
  const links = await db.selectFrom('guest_order_link').select('token_hash').where('order_id', '=', orderId).execute();
  return links.map((link) => link.token_hash);
}
