// Two-factor sign-in for staff (issue 38): an authenticator app's secret per staff account (TOTP,
// RFC 6238), ten one-time recovery codes kept as hashes, and the short-lived step between the
// password and the code (a challenge: it opens no session, it only lets its holder give the code).
// Frozen like every migration: no imports from app code.
import { idColumn, type AnyDb, type DialectName } from './column-kinds.ts';

export function staffTwoFactorMigration(dialect: DialectName) {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('staff_totp')
        .addColumn('customer_id', 'integer', (c) => c.primaryKey().references('customer.id').onDelete('cascade'))
        // AES-256-GCM under a key derived from the back office's secret.
        .addColumn('secret', 'text', (c) => c.notNull())
        // Null while enrolling: the first right code confirms it.
        .addColumn('confirmed_at', 'text')
        // The last 30-second step whose code was taken: a code works once.
        .addColumn('last_step', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await idColumn(dialect, db.schema.createTable('staff_recovery_code'))
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id').onDelete('cascade'))
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('staff_recovery_code_unique', ['customer_id', 'code_hash'])
        .execute();
      await db.schema
        .createTable('staff_sign_in_challenge')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id').onDelete('cascade'))
        // 'code': the account has a second factor; 'enrol': it must set one up first.
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
    },
  };
}
