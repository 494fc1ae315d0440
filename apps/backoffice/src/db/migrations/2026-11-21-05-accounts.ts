// Accounts (issue 4): session versions and guest claims on customers, password-reset links,
// newsletter subscriptions with double opt-in, rate-limit bookkeeping, and retry timing for the
// mail outbox. Same conventions as the catalog: ids integer, flags 0/1, timestamps ISO text.
import { idColumn, type AnyDb, type DialectName } from './column-kinds.ts';

export function accountsMigration(dialect: DialectName) {
  return {
    async up(db: AnyDb) {
      // A customer token carries the version it was issued with; a password change or reset bumps
      // it, so tokens issued before stop working.
      await db.schema
        .alterTable('customer')
        .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      // The storefront session (user identifier) that created a guest record: only that session may
      // turn the guest into a full customer without proving the email by mail.
      await db.schema.alterTable('customer').addColumn('guest_identifier', 'text').execute();

      // Single-use password-reset links. Only a hash of the token is stored: the link in the mail is
      // the only place the token itself exists.
      await idColumn(dialect, db.schema.createTable('password_reset_token'))
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema.createIndex('password_reset_token_customer_idx').on('password_reset_token').column('customer_id').execute();

      // One row per email. status: pending (confirmation mail sent), subscribed, unsubscribed.
      await idColumn(dialect, db.schema.createTable('newsletter_subscription'))
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('locale', 'text', (c) => c.notNull())
        .addColumn('country_id', 'integer', (c) => c.notNull().references('country.id'))
        .addColumn('status', 'text', (c) => c.notNull())
        // Hash of the double-opt-in token; null once confirmed.
        .addColumn('confirm_token_hash', 'text', (c) => c.unique())
        .addColumn('confirm_expires_at', 'text')
        // Put into every newsletter mail's unsubscribe link, so it is kept as is.
        .addColumn('unsubscribe_token', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('confirmed_at', 'text')
        .addColumn('unsubscribed_at', 'text')
        .execute();

      // One row per counted attempt (a failed login, a registration, a reset request), kept in the
      // database so every back-office process behind a load balancer sees the same counts.
      await idColumn(dialect, db.schema.createTable('rate_limit_hit'))
        .addColumn('bucket', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('rate_limit_hit_idx').on('rate_limit_hit').columns(['bucket', 'subject', 'at']).execute();
      await db.schema.createIndex('rate_limit_hit_at_idx').on('rate_limit_hit').column('at').execute();

      // When the sender may try a mail next (after a failure, or while another process holds it).
      await db.schema.alterTable('mail_outbox').addColumn('next_attempt_at', 'text').execute();
    },
  };
}
