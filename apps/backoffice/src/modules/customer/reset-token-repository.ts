// Password reset links: only the SHA-256 hash of a link's token is stored.
import type { Insertable } from 'kysely';
import type { PasswordResetTokenTable } from '../../db/schema.ts';
import type { DbOrTrx } from './customer-repository.ts';

export async function insertResetToken(db: DbOrTrx, values: Insertable<PasswordResetTokenTable>): Promise<void> {
  await db.insertInto('password_reset_token').values(values).execute();
}

export function findResetTokenByHash(db: DbOrTrx, tokenHash: string) {
  return db.selectFrom('password_reset_token').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Marks an unused link used; one conditional update, so of two simultaneous uses only one gets true. */
export async function claimResetToken(db: DbOrTrx, id: number, at: string): Promise<boolean> {
  const claimed = await db.updateTable('password_reset_token').set({ used_at: at }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** Every open reset link of the customer stops working (after a reset or a password change). */
export async function retireResetLinks(db: DbOrTrx, customerId: number, at: string): Promise<void> {
  await db.updateTable('password_reset_token').set({ used_at: at }).where('customer_id', '=', customerId).where('used_at', 'is', null).execute();
}

/** When the customer's newest reset link that is still open was made, if it was made since `since`. */
export async function findOpenResetLinkSince(db: DbOrTrx, customerId: number, since: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('password_reset_token')
    .select('created_at')
    .where('customer_id', '=', customerId)
    .where('used_at', 'is', null)
    .where('created_at', '>=', since)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.created_at;
}
