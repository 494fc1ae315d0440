// The search indexer takes every mark of the items it rebuilds at once (issue 19): a seed or an
// import marks a product once per table it writes, far apart in the queue, and each product was
// rebuilt once per mark. This index finds an item's marks.
// Frozen like every migration: no imports from app code.
import type { AnyDb, DialectName } from './column-kinds.ts';

export function searchMarksByItemMigration(_dialect: DialectName) {
  return {
    async up(db: AnyDb) {
      await db.schema.createIndex('search_dirty_item_idx').on('search_dirty').columns(['kind', 'item_id']).execute();
    },
  };
}
