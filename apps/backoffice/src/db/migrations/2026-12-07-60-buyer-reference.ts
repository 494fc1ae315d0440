// The buyer's reference (issue 35): what a business customer wants its invoices to name (BT-10), a
// Leitweg-ID for a German public authority, an order or cost-centre number otherwise. Kept with the
// company's account, on an order where the company gave one for it at the checkout, and, as at
// issue, on each document.
// Frozen like every migration: no imports from app code.
import type { AnyDb } from './column-kinds.ts';

export function buyerReferenceMigration() {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('customer').addColumn('buyer_reference', 'text').execute();
      await db.schema.alterTable('shop_order').addColumn('buyer_reference', 'text').execute();
      await db.schema.alterTable('invoice_document').addColumn('buyer_reference', 'text').execute();
    },
  };
}
