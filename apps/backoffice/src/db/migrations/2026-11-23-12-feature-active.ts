// Product features (material, dimensions...) can be switched off in the admin (issue 16): an
// inactive feature keeps its values but the shop no longer shows it on product pages.
// Frozen like every migration: no imports from app code.
import type { AnyDb, DialectName } from './column-kinds.ts';

export function featureActiveMigration(_dialect: DialectName) {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('feature').addColumn('visible', 'integer', (c) => c.notNull().defaultTo(1)).execute();
    },
  };
}
