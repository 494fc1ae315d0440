// The search table in rank order (issue 19): a broad query's first page is read off this index
// (the first ranked rows that match) instead of finding and sorting every match. PostgreSQL only;
// on SQLite the FTS5 rowid already carries the rank.
// Frozen like every migration: no imports from app code.
import { sql } from 'kysely';
import type { AnyDb, DialectName } from './column-kinds.ts';

export function searchRankOrderMigration(dialect: DialectName) {
  return {
    async up(db: AnyDb) {
      if (dialect !== 'postgres') return;
      await sql`create index search_product_rank_idx on search_product (lang, out_of_stock, popularity desc, facet_category_id, product_id)`.execute(db);
    },
  };
}
