// A cart line may name the fulfilment centre it ships from (spec section 3: selectedFulfilmentCenter;
// the cart action "change fulfilment centre", issue 17). Null: the shop chooses.
// Frozen like every migration: no imports from app code.
import type { AnyDb, DialectName } from './column-kinds.ts';

export function cartFulfilmentCenterMigration(_dialect: DialectName) {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('cart_item').addColumn('fulfilment_center_id', 'integer', (c) => c.references('fulfilment_center.id')).execute();
    },
  };
}
