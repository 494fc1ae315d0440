// Account security (issue 12): a lock row per rate-limited subject, so attempts are counted
// atomically; secrets at rest stored as hashes only; mail secrets kept apart from the mail body until
// it is sent.
// Frozen like every migration: no imports from app code.
import { createHash } from 'node:crypto';
import { idColumn, type AnyDb, type DialectName } from './column-kinds.ts';

export function accountSecurityMigration(dialect: DialectName) {
  return {
    async up(db: AnyDb) {
      // One row per rule (bucket) and subject, locked by every attempt on them: an attempt upserts
      // this row first, then counts the hits in the window and adds its own only below the limit,
      // all in one transaction. PostgreSQL holds the upserted row's lock to the end of the
      // transaction and SQLite has one writer at a time, so attempts on one subject are counted one
      // after the other, across processes, before any work (a password hash, a mail) is done.
      await db.schema
        .createTable('rate_limit_subject')
        .addColumn('bucket', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('touched_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('rate_limit_subject_pk', ['bucket', 'subject'])
        .execute();
      await db.schema.createIndex('rate_limit_subject_touched_idx').on('rate_limit_subject').column('touched_at').execute();

      // Newsletter unsubscribe tokens: only their SHA-256 is kept. Existing tokens are hashed in
      // place, so the links already mailed keep working. The column now holds the hash of the first
      // token of a subscription.
      const rows: { id: number; unsubscribe_token: string }[] = await db.selectFrom('newsletter_subscription').select(['id', 'unsubscribe_token']).execute();
      for (const row of rows) {
        const hash = createHash('sha256').update(row.unsubscribe_token, 'utf8').digest('hex');
        await db.updateTable('newsletter_subscription').set({ unsubscribe_token: hash }).where('id', '=', row.id).execute();
      }
      await db.schema.alterTable('newsletter_subscription').renameColumn('unsubscribe_token', 'unsubscribe_token_hash').execute();
      // Every later mail with an unsubscribe link gets a token of its own (only the database's copy
      // of a token could be put into a mail again, and there is none): one row each, all valid.
      await idColumn(dialect, db.schema.createTable('newsletter_unsubscribe_link'))
        .addColumn('subscription_id', 'integer', (c) => c.notNull().references('newsletter_subscription.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('newsletter_unsubscribe_link_subscription_idx').on('newsletter_unsubscribe_link').column('subscription_id').execute();

      // Links that let a guest read an order (return page, confirmation mail): a random token per
      // link, stored as its SHA-256. Links made before this migration (an HMAC of the order) stop
      // working: they cannot be told apart from forgeries without the old key scheme.
      await idColumn(dialect, db.schema.createTable('guest_order_link'))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('shop_order.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('guest_order_link_order_idx').on('guest_order_link').column('order_id').execute();

      // Secrets of a mail (a reset token, a link token) are kept here, not in the stored body, and
      // set to null once the mail is sent: a sent mail in the table reveals no working link.
      await db.schema.alterTable('mail_outbox').addColumn('secrets', 'text').execute();
      // Mails sent before this migration hold their links in the body; those of the kinds whose
      // links may still work (reset, newsletter) lose their body now.
      await db
        .updateTable('mail_outbox')
        .set({ text_body: '[removed: sent before links were kept out of stored mails]', html_body: null })
        .where('sent_at', 'is not', null)
        .where('kind', 'in', ['password_reset', 'newsletter_confirmation', 'newsletter_unsubscribe'])
        .execute();
    },
  };
}
