// Background jobs (mail sending, price schedule, order sweeps, search indexing, attempt-counter
// clean-up) run once across all back-office processes (issue 18): each job has one lease row; the
// process that holds it (until its expiry) runs the job, the others skip their turn. A process that
// dies stops renewing, and another takes the job over once the lease has run out.
// Frozen like every migration: no imports from app code.
import type { AnyDb, DialectName } from './column-kinds.ts';

export function jobLeasesMigration(_dialect: DialectName) {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('job_lease')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('holder', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
