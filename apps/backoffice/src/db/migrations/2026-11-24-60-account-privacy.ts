// Privacy in the account (issue 17): a deleted account keeps its row (its orders point at it) with
// the moment of deletion, and a changed email address waits for the link mailed to it. Only the
// SHA-256 of the link's token is stored.
// Frozen like every migration: no imports from app code.
import { idColumn, type AnyDb, type DialectName } from './column-kinds.ts';

export function accountPrivacyMigration(dialect: DialectName) {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('customer').addColumn('deleted_at', 'text').execute();
      await idColumn(dialect, db.schema.createTable('email_change_token'))
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id').onDelete('cascade'))
        .addColumn('new_email', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema.createIndex('email_change_token_customer_idx').on('email_change_token').column('customer_id').execute();
    },
  };
}
