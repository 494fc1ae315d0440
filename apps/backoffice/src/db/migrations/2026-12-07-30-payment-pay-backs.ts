// Money sent back (issue 34): an overpaid prepayment's excess that went back to the payer is an entry
// of its own kind beside receipts and reversals (negative, naming no entry), so the order's payment
// state is paid again once it is booked, with no credit note (nothing of the order was given back).
// Entries booked before are receipts, or reversals where they name the entry they reverse.
// Frozen like every migration: no imports from app code.
import { sql } from 'kysely';
import type { AnyDb } from './column-kinds.ts';

export function paymentPayBacksMigration() {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('order_payment_entry').addColumn('kind', 'text', (c) => c.notNull().defaultTo('receipt')).execute();
      await sql`update order_payment_entry set kind = 'reversal' where reverses_id is not null`.execute(db);
    },
  };
}
