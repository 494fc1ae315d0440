// Refunds by lines (issue 34): a refund names the units it returns per order line, and whether
// they went back to stock; the order line counts its refunded units (a conditional update keeps the
// count at most the quantity, so two refunds cannot return the same unit). Delivery and the payment
// fee go back at most once: the order marks them, the refund keeps what it returned of each.
// Frozen like every migration: no imports from app code.
import type { AnyDb } from './column-kinds.ts';

export function refundLinesMigration() {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('order_line').addColumn('refunded_quantity', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('shop_order').addColumn('postage_refunded', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('shop_order').addColumn('payment_fee_refunded', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('order_refund').addColumn('postage_cents', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('order_refund').addColumn('payment_fee_cents', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema
        .createTable('order_refund_line')
        .addColumn('refund_id', 'integer', (c) => c.notNull().references('order_refund.id').onDelete('cascade'))
        .addColumn('order_line_id', 'integer', (c) => c.notNull().references('order_line.id').onDelete('cascade'))
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        // 1 once its units went back to stock (a return of shipped goods), 0 when they did not.
        .addColumn('restock', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('order_refund_line_pk', ['refund_id', 'order_line_id'])
        .execute();
    },
  };
}
