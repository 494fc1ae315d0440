// The admin's order workflow (issue 14), on top of the admin migration: a refund through a payment
// provider is first held (pending) while the provider is asked, so two refunds cannot both spend the
// same money; the admin's refund form sends a key once made, so sending it twice refunds once. The
// sandbox gateway keeps what it refunded of a session, and refuses more than was paid.
// Frozen like every migration: no imports from app code.
import { sql } from 'kysely';
import type { AnyDb, DialectName } from './column-kinds.ts';

export function orderAdminMigration(_dialect: DialectName) {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('order_refund')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('done').check(sql`status in ('pending', 'done')`))
        .execute();
      await db.schema.alterTable('order_refund').addColumn('request_key', 'text').execute();
      await db.schema.createIndex('order_refund_request_idx').on('order_refund').columns(['order_id', 'request_key']).unique().execute();
      await db.schema
        .alterTable('sandbox_payment_session')
        .addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}
