// Staff's tags and internal notes on customers (issue 36): tags a row each, replaced as a whole;
// notes kept as written, with who wrote them. Never read by the shopper's calls.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type DbOrTrx = Kysely<Database> | Transaction<Database>;

/** The tags of these customers, each one's in the order they were given. */
export async function tagsOfCustomers(db: DbOrTrx, customerIds: readonly number[]): Promise<Map<number, string[]>> {
  const tags = new Map<number, string[]>();
  if (customerIds.length === 0) return tags;
  const rows = await db.selectFrom('customer_tag').select(['customer_id', 'tag']).where('customer_id', 'in', customerIds).orderBy('position').execute();
  for (const row of rows) tags.set(row.customer_id, [...(tags.get(row.customer_id) ?? []), row.tag]);
  return tags;
}

/** Replaces the customer's tags; answers the ones they had. Two saves at once run one after the other (the caller locks the account first). */
export async function replaceCustomerTags(trx: DbOrTrx, customerId: number, tags: readonly string[]): Promise<string[]> {
  const before = (await tagsOfCustomers(trx, [customerId])).get(customerId) ?? [];
  await trx.deleteFrom('customer_tag').where('customer_id', '=', customerId).execute();
  if (tags.length > 0) await trx.insertInto('customer_tag').values(tags.map((tag, position) => ({ customer_id: customerId, tag, position }))).execute();
  return before;
}

export async function insertCustomerNote(trx: DbOrTrx, note: { customer_id: number; text: string; actor_email: string; created_at: string }) {
  return trx.insertInto('customer_note').values(note).returning(['id', 'text', 'actor_email', 'created_at']).executeTakeFirstOrThrow();
}

/** The customer's notes, newest first. */
export function notesOfCustomer(db: DbOrTrx, customerId: number, limit: number) {
  return db.selectFrom('customer_note').select(['id', 'text', 'actor_email', 'created_at']).where('customer_id', '=', customerId).orderBy('id', 'desc').limit(limit).execute();
}
