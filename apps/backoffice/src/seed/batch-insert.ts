// Multi-row INSERTs in chunks, sized to stay under each database's limit of bound parameters per
// statement (SQLite 32,766; PostgreSQL 65,535). The statements are written here rather than
// built by Kysely's query builder: for a million rows, compiling a query tree per chunk is the
// slow part, and the SQL text of a full chunk is the same every time.
import { CompiledQuery, PostgresAdapter, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Row, RowSet, TableName } from './rows.ts';

export type DialectKind = 'sqlite' | 'postgres';

const MAX_PARAMETERS: Readonly<Record<DialectKind, number>> = { sqlite: 32_000, postgres: 65_000 };
/** Rows per statement even when few columns would allow more: keeps one statement's work small. */
const MAX_ROWS = 2_000;

export function dialectOf(db: Kysely<Database>): DialectKind {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

export interface BatchInserter {
  insert<T extends TableName>(table: T, rows: readonly Row<T>[] | undefined): Promise<void>;
  /** Inserts the tables of a row set in the order given (parents before children). */
  insertAll(rows: RowSet, order: readonly TableName[]): Promise<void>;
  rowsWritten(): number;
}

export function createBatchInserter(db: Kysely<Database>): BatchInserter {
  const dialect = dialectOf(db);
  const sqlCache = new Map<string, string>();
  let written = 0;

  const statement = (table: string, columns: readonly string[], rowCount: number): string => {
    const key = `${table}|${columns.join(',')}|${rowCount}`;
    const cached = sqlCache.get(key);
    if (cached) return cached;
    const tuples: string[] = [];
    let n = 0;
    for (let r = 0; r < rowCount; r += 1) {
      const marks = columns.map(() => (dialect === 'postgres' ? `$${++n}` : '?'));
      tuples.push(`(${marks.join(',')})`);
    }
    const text = `insert into ${quote(table)} (${columns.map(quote).join(',')}) values ${tuples.join(',')}`;
    sqlCache.set(key, text);
    return text;
  };

  const inserter: BatchInserter = {
    async insert(table, rows) {
      if (!rows || rows.length === 0) return;
      const columns = Object.keys(rows[0] as object);
      const perStatement = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMETERS[dialect] / columns.length)));
      for (let start = 0; start < rows.length; start += perStatement) {
        const chunk = rows.slice(start, start + perStatement);
        const parameters: unknown[] = [];
        for (const row of chunk) {
          const record = row as Record<string, unknown>;
          for (const column of columns) parameters.push(record[column] ?? null);
        }
        await db.executeQuery(CompiledQuery.raw(statement(table, columns, chunk.length), parameters));
      }
      written += rows.length;
    },
    async insertAll(rows, order) {
      for (const table of order) await inserter.insert(table, rows[table] as Row<typeof table>[] | undefined);
    },
    rowsWritten: () => written,
  };
  return inserter;
}
