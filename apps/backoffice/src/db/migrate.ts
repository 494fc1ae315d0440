import { sql } from 'kysely';
import { Migrator, type MigrationResultSet } from 'kysely/migration';
import type { DatabaseHandle } from './connect.ts';
import { allMigrations } from './migrations/index.ts';

export async function migrateToLatest({ db, dialect }: DatabaseHandle): Promise<MigrationResultSet> {
  // On PostgreSQL the bookkeeping tables live in the schema we work in: Kysely would otherwise
  // take a bookkeeping table found in any other schema of the database for ours.
  const schema =
    dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => allMigrations(dialect) },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const result = await migrator.migrateToLatest();
  if (result.error) throw result.error;
  return result;
}
