// Staff may send any mail of an order again (issue 34): a mail that went out is sent again as a
// copy, which names the mail it copies; while a copy waits, asking again queues no second one.
// Frozen like every migration: no imports from app code.
import type { AnyDb } from './column-kinds.ts';

export function mailResentCopiesMigration() {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('mail_outbox').addColumn('resent_from_id', 'integer', (c) => c.references('mail_outbox.id')).execute();
    },
  };
}
