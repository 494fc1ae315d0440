// Kysely's SQLite dialect speaks to a better-sqlite3-shaped database; this adapts Node's built-in
// node:sqlite to that shape, so the embedded default needs no native addon.
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

export function openSqlite(file: string): { raw: DatabaseSync; database: SqliteDatabase } {
  const raw = new DatabaseSync(file);
  raw.exec('PRAGMA journal_mode = WAL');
  raw.exec('PRAGMA foreign_keys = ON');
  raw.exec('PRAGMA busy_timeout = 5000');
  // A commit the shopper was told about (an order, a payment) survives a power cut too: in WAL mode
  // NORMAL may lose the last transactions on power loss, FULL syncs the log on every commit.
  raw.exec('PRAGMA synchronous = FULL');
  // The catalog is read far more than written: keep hot pages in memory.
  raw.exec('PRAGMA cache_size = -65536');
  raw.exec('PRAGMA mmap_size = 268435456');
  raw.exec('PRAGMA temp_store = MEMORY');
  // Kysely sends the same few hundred query texts over and over; parsing and planning each once
  // instead of on every request is most of the cost of a small query.
  const statements = new Map<string, SqliteStatement>();
  return {
    raw,
    database: {
      close: () => raw.close(),
      prepare: (sql) => {
        let statement = statements.get(sql);
        if (!statement) {
          if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
          statement = adaptStatement(raw.prepare(sql));
          statements.set(sql, statement);
        }
        return statement;
      },
    },
  };
}

const STATEMENT_CACHE_SIZE = 500;

function adaptStatement(statement: StatementSync): SqliteStatement {
  return {
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...toSqlite(parameters)),
    run: (parameters) => {
      const result = statement.run(...toSqlite(parameters));
      return { changes: result.changes, lastInsertRowid: result.lastInsertRowid };
    },
    iterate: (parameters) => statement.iterate(...toSqlite(parameters)),
  };
}

// node:sqlite binds only null, numbers, bigints, strings and bytes.
function toSqlite(parameters: readonly unknown[]): SQLInputValue[] {
  return parameters.map((value) => {
    if (value === undefined) return null;
    if (typeof value === 'boolean') return value ? 1 : 0;
    if (value instanceof Date) return value.toISOString();
    return value as SQLInputValue;
  });
}
