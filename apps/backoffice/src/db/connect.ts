// Opens the one database the back office uses: an embedded SQLite file by default, PostgreSQL
// when a postgres:// URL is given. Everything above this file is the same code for both.
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { ensurePrivateDir, ensurePrivateFile } from '../private-files.ts';
import { openSqlite } from './dialects/node-sqlite.ts';
import type { DialectName } from './migrations/column-kinds.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;
export type DatabaseHandle = { db: Db; dialect: DialectName; describe: string };

// COUNT(*) and SUM() come back as bigint (int8) on PostgreSQL; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export function connectDatabase(options: { databaseUrl?: string | undefined; dataDir: string }): DatabaseHandle {
  if (options.databaseUrl) {
    // A lost connection (the server restarted) is not fatal: an idle client's error is reported
    // here instead of ending the process, the pool drops it, and the next query opens a new one.
    // A request waits at most 10 s for a connection (the server down, or all ten busy under a
    // burst), then gets a 503 instead of hanging until its own timeout.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 10_000 });
    pool.on('error', (error) => console.error(`PostgreSQL connection lost (${error.message}); it will be reopened when needed`));
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      dialect: 'postgres',
      describe: `PostgreSQL ${redact(options.databaseUrl)}`,
    };
  }
  // Customers, orders and password hashes live in this file: the owner alone may read it. SQLite
  // gives its -wal and -shm files the database file's mode.
  ensurePrivateDir(options.dataDir);
  const file = path.join(options.dataDir, 'shop.sqlite');
  ensurePrivateFile(file);
  const { database } = openSqlite(file);
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database }) }),
    dialect: 'sqlite',
    describe: `SQLite ${file}`,
  };
}

function redact(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]+@/, '//$1:***@');
}
