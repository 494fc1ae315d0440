// Rows on their way into the database, grouped by table.
import type { Insertable } from 'kysely';
import type { Database } from '../db/schema.ts';

export type TableName = keyof Database & string;
export type Row<T extends TableName> = Insertable<Database[T]>;
export type RowSet = { [T in TableName]?: Row<T>[] };

export function pushRow<T extends TableName>(rows: RowSet, table: T, row: Row<T>): void {
  const list = (rows[table] ??= []) as Row<T>[];
  list.push(row);
}

export function daysAgo(now: Date, days: number): string {
  return new Date(now.getTime() - days * 86_400_000).toISOString();
}
