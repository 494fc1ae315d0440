// Reorder points (issue 36): the stock at or below which a variant counts as low in a fulfilment
// centre. Set per variant; null takes the shop's (system_config 'stock_reorder_point').
// Frozen like every migration: no imports from app code.
import type { AnyDb } from './column-kinds.ts';

export function reorderPointsMigration() {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('product_sale_element').addColumn('reorder_point', 'integer').execute();
    },
  };
}
