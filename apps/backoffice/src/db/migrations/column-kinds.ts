// Column shapes the migrations share. Frozen with them: a change here would rewrite history, so
// add a new helper instead of changing one.
import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';

export type DialectName = 'sqlite' | 'postgres';
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was then, untyped
export type AnyDb = Kysely<any>;

/** An auto-numbered primary key that also accepts explicit ids (the seed sets them). */
export function idColumn<T extends string, C extends string>(
  dialect: DialectName,
  table: CreateTableBuilder<T, C>,
  name = 'id',
): CreateTableBuilder<T, C | string> {
  return dialect === 'postgres'
    ? table.addColumn(name, 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn(name, 'integer', (c) => c.primaryKey());
}

/** Flags are 0/1 integers on both databases, so rows read the same everywhere. */
export const flag = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);
