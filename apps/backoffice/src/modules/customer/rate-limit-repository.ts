// Rows of the attempt counter (rate-limit.ts): one subject row per rule and subject, used as the
// lock, and one hit row per counted attempt. The caller runs lock, count and insert in one transaction.
import type { DbOrTrx } from './customer-repository.ts';

/**
 * Upserts the subject's row: PostgreSQL keeps it locked until the transaction ends and SQLite
 * serialises its one writer, so a second attempt on this subject waits here until this one commits.
 */
export async function lockRateSubject(db: DbOrTrx, bucket: string, subject: string, at: string): Promise<void> {
  await db
    .insertInto('rate_limit_subject')
    .values({ bucket, subject, touched_at: at })
    .onConflict((conflict) => conflict.columns(['bucket', 'subject']).doUpdateSet({ touched_at: at }))
    .execute();
}

/** Hits of the subject after `since`, and the oldest of them. */
export function countRateHitsSince(db: DbOrTrx, bucket: string, subject: string, since: string) {
  return db
    .selectFrom('rate_limit_hit')
    .select((eb) => [eb.fn.countAll<number>().as('hits'), eb.fn.min('at').as('oldest')])
    .where('bucket', '=', bucket)
    .where('subject', '=', subject)
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
}

export async function insertRateHit(db: DbOrTrx, bucket: string, subject: string, at: string): Promise<number> {
  const hit = await db.insertInto('rate_limit_hit').values({ bucket, subject, at }).returning('id').executeTakeFirstOrThrow();
  return hit.id;
}

export async function deleteRateHits(db: DbOrTrx, ids: readonly number[]): Promise<void> {
  await db.deleteFrom('rate_limit_hit').where('id', 'in', [...ids]).execute();
}

/** Removes hits and subjects last touched before `before`. */
export async function deleteRateRowsBefore(db: DbOrTrx, before: string): Promise<void> {
  await db.deleteFrom('rate_limit_hit').where('at', '<', before).execute();
  await db.deleteFrom('rate_limit_subject').where('touched_at', '<', before).execute();
}
