// Refunds by hand (issue 34): a prepayment or cash-on-delivery refund records the payer's IBAN, and
// stays on the admin's list of transfers to make until staff mark it sent (when, by whom).
// Frozen like every migration: no imports from app code.
import type { AnyDb } from './column-kinds.ts';

export function refundTransfersMigration() {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('order_refund').addColumn('payer_iban', 'text').execute();
      await db.schema.alterTable('order_refund').addColumn('transfer_sent_at', 'text').execute();
      await db.schema.alterTable('order_refund').addColumn('transfer_sent_by', 'integer', (c) => c.references('customer.id').onDelete('set null')).execute();
    },
  };
}
