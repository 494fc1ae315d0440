// The stock ledger (issue 34): every change of a variant's stock in a fulfilment centre is a row
// here (a delta with its reason), and pse_stock.quantity is their running sum. A database that
// already holds stock gets one opening row per stock row, so the sum holds from the start.
// Frozen like every migration: no imports from app code.
import { sql } from 'kysely';
import { type AnyDb, type DialectName, idColumn } from './column-kinds.ts';

export function stockLedgerMigration(dialect: DialectName) {
  return {
    async up(db: AnyDb) {
      await idColumn(dialect, db.schema.createTable('stock_movement'))
        .addColumn('pse_id', 'integer', (c) => c.notNull().references('product_sale_element.id').onDelete('cascade'))
        .addColumn('fulfilment_center_id', 'integer', (c) => c.notNull().references('fulfilment_center.id'))
        .addColumn('delta', 'integer', (c) => c.notNull())
        // opening, order, cancellation, return, import, manual
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('order_id', 'integer', (c) => c.references('shop_order.id').onDelete('set null'))
        .addColumn('note', 'text')
        // The staff member's email for manual changes and imports; null for the shop's own moves.
        .addColumn('actor', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('stock_movement_variant_idx').on('stock_movement').columns(['pse_id', 'fulfilment_center_id', 'id']).execute();
      const at = new Date().toISOString();
      await sql`insert into stock_movement (pse_id, fulfilment_center_id, delta, reason, created_at)
        select pse_id, fulfilment_center_id, quantity, 'opening', ${at} from pse_stock where quantity <> 0`.execute(db);
    },
  };
}
