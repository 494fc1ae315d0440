// The ordered list of migrations. Names are date-prefixed and never change once released.
import type { Migration } from 'kysely/migration';
import { catalogMigration } from './2026-11-21-01-catalog.ts';
import { customersMigration } from './2026-11-21-03-customers.ts';
import type { DialectName } from './column-kinds.ts';

export function allMigrations(dialect: DialectName): Record<string, Migration> {
  return {
    '2026-11-21-01-catalog': catalogMigration(dialect),
    '2026-11-21-03-customers': customersMigration(dialect),
  };
}
