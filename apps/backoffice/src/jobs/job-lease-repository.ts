// The lease rows of background jobs (job-leases.ts).
import type { Db } from '../db/connect.ts';

/**
 * Takes the job's lease for `holder` until `expiresAt` when it is free, run out, or already this
 * holder's; one conditional upsert, so of two processes asking at once exactly one gets it.
 * Answers whether `holder` holds it now.
 */
export async function claimLease(db: Db, name: string, holder: string, at: string, expiresAt: string): Promise<boolean> {
  const row = await db
    .insertInto('job_lease')
    .values({ name, holder, expires_at: expiresAt })
    .onConflict((conflict) =>
      conflict
        .column('name')
        .doUpdateSet({ holder, expires_at: expiresAt })
        .where((eb) => eb.or([eb('job_lease.expires_at', '<=', at), eb('job_lease.holder', '=', holder)])),
    )
    .returning('holder')
    .executeTakeFirst();
  return row?.holder === holder;
}

/** Gives the lease up at once (a process stopping), so another takes the job over without waiting. */
export async function releaseLease(db: Db, name: string, holder: string): Promise<void> {
  await db.deleteFrom('job_lease').where('name', '=', name).where('holder', '=', holder).execute();
}
