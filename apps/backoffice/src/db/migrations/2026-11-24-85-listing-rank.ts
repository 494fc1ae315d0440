// Listings in the default order (issue 19): every visible product in best-seller order (sales
// descending, newest id first among equals) read off one covering index, without visiting the
// product rows, so the catalog's ranking is rebuilt in one index scan after a catalog change.
// Frozen like every migration: no imports from app code.
import type { AnyDb, DialectName } from './column-kinds.ts';

export function listingRankMigration(_dialect: DialectName) {
  return {
    async up(db: AnyDb) {
      await db.schema.createIndex('product_listing_rank_idx').on('product').columns(['visible', 'sales_count', 'id']).execute();
    },
  };
}
