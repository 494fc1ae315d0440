// Fresh, migrated databases for the seed tests: SQLite in a temp folder always, PostgreSQL in a
// schema of its own when TEST_DATABASE_URL is set (the schema is dropped afterwards).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { connectDatabase, type DatabaseHandle } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { allMigrations } from '../db/migrations/index.ts';

export type TestDatabaseKind = 'sqlite' | 'postgres';

export const testDatabaseKinds: TestDatabaseKind[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestDatabase {
  handle: DatabaseHandle;
  close(): Promise<void>;
}

export async function openTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'seed-test-'));
  if (kind === 'sqlite') {
    const handle = connectDatabase({ dataDir });
    await migrateToLatest(handle);
    return {
      handle,
      close: async () => {
        await handle.db.destroy();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const base = process.env.TEST_DATABASE_URL as string;
  const schema = `seed_test_${randomBytes(6).toString('hex')}`;
  const admin = connectDatabase({ databaseUrl: base, dataDir });
  await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const handle = connectDatabase({ databaseUrl: url.toString(), dataDir });
  // Kysely's migrator looks for its bookkeeping tables in every schema unless told one, so a
  // parallel test's schema (or a used database) would make it skip creating them here. Own
  // schema and own table names keep the suites that share one database apart.
  const migrator = new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => allMigrations('postgres') },
    migrationTableSchema: schema,
    migrationTableName: 'seed_test_migration',
    migrationLockTableName: 'seed_test_migration_lock',
  });
  const result = await migrator.migrateToLatest();
  if (result.error) throw result.error;
  return {
    handle,
    close: async () => {
      await handle.db.destroy();
      await sql`drop schema ${sql.id(schema)} cascade`.execute(admin.db);
      await admin.db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
