// Newsletter subscription rows and their extra unsubscribe links (token hashes only).
import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { Database, NewsletterSubscriptionTable } from '../../db/schema.ts';

export type DbOrTrx = Kysely<Database> | Transaction<Database>;

export function findSubscriptionByEmail(db: DbOrTrx, email: string) {
  return db.selectFrom('newsletter_subscription').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findSubscriptionByConfirmHash(db: DbOrTrx, confirmTokenHash: string) {
  return db.selectFrom('newsletter_subscription').selectAll().where('confirm_token_hash', '=', confirmTokenHash).executeTakeFirst();
}

export async function insertSubscription(db: DbOrTrx, values: Insertable<NewsletterSubscriptionTable>): Promise<void> {
  await db.insertInto('newsletter_subscription').values(values).execute();
}

export async function updateSubscription(db: DbOrTrx, id: number, values: Updateable<NewsletterSubscriptionTable>): Promise<void> {
  await db.updateTable('newsletter_subscription').set(values).where('id', '=', id).execute();
}

export async function insertUnsubscribeLink(db: DbOrTrx, subscriptionId: number, tokenHash: string, at: string): Promise<void> {
  await db.insertInto('newsletter_unsubscribe_link').values({ subscription_id: subscriptionId, token_hash: tokenHash, created_at: at }).execute();
}

/** The hashes of the unsubscribe links sent after the first one. */
export async function listUnsubscribeLinkHashes(db: DbOrTrx, subscriptionId: number): Promise<string[]> {
  const rows = await db.selectFrom('newsletter_unsubscribe_link').select('token_hash').where('subscription_id', '=', subscriptionId).execute();
  return rows.map((row) => row.token_hash);
}
