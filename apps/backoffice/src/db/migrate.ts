import { sql, type Kysely } from 'kysely';
import { Migrator, type MigrationResultSet } from 'kysely/migration';
import type { DatabaseHandle } from './connect.ts';
import { allMigrations } from './migrations/index.ts';
import type { DialectName } from './migrations/column-kinds.ts';

/**
 * Schema changes on one PostgreSQL server take turns: Kysely's migrator reads the catalog of every
 * schema, and another process changing a schema at that moment makes the read fail.
 */
export const SCHEMA_CHANGE_LOCK = 727_274;

export async function migrateToLatest({ db, dialect }: DatabaseHandle): Promise<MigrationResultSet> {
  if (dialect !== 'postgres') return migrate(db, dialect, undefined);
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${SCHEMA_CHANGE_LOCK})`.execute(connection);
    try {
      // The bookkeeping tables live in the schema we work in: Kysely would otherwise take a
      // bookkeeping table found in any other schema of the database for ours.
      const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(connection)).rows[0]?.schema;
      return await migrate(connection, dialect, schema);
    } finally {
      await sql`select pg_advisory_unlock(${SCHEMA_CHANGE_LOCK})`.execute(connection);
    }
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
async function migrate(db: Kysely<any>, dialect: DialectName, schema: string | undefined): Promise<MigrationResultSet> {
  const result = await migratorFor(db, dialect, schema).migrateToLatest();
  if (result.error) throw result.error;
  return result;
}

/** Names of the migrations this build knows that the database has not run (empty: up to date). */
export async function pendingMigrations({ db, dialect }: DatabaseHandle): Promise<string[]> {
  const schema = dialect === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  return (await migratorFor(db, dialect, schema).getMigrations()).filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
function migratorFor(db: Kysely<any>, dialect: DialectName, schema: string | undefined): Migrator {
  return new Migrator({
    db,
    provider: { getMigrations: async () => allMigrations(dialect) },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}
