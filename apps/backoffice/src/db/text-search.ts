// "Contains, ignoring case" for the admin's search boxes, the same on SQLite and PostgreSQL: both
// lower-case the column and compare with LIKE; the typed text's own % and _ are escaped, so they
// match themselves.
import { sql, type RawBuilder } from 'kysely';

export function containsIgnoringCase(column: string, text: string): RawBuilder<boolean> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}
