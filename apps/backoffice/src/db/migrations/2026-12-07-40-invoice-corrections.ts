// Invoice corrections (issue 34): an issued invoice is never changed; a wrong one (a wrong invoice
// address, say) is cancelled in full by a credit note and replaced by a new invoice. Both name the
// invoice they correct (`corrects_id`) and carry staff's reason (`note`). An order so has one first
// invoice, and each invoice is cancelled and replaced at most once (two unique indexes): two staff
// correcting the same invoice at the same time cannot both issue.
// Frozen like every migration: no imports from app code.
import { sql } from 'kysely';
import type { AnyDb } from './column-kinds.ts';

export function invoiceCorrectionsMigration() {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('invoice_document')
        .addColumn('corrects_id', 'integer', (c) => c.references('invoice_document.id'))
        .execute();
      await db.schema.alterTable('invoice_document').addColumn('note', 'text').execute();
      await db.schema.dropIndex('invoice_document_one_invoice_idx').execute();
      await sql`create unique index invoice_document_one_invoice_idx on invoice_document (order_id) where kind = 'invoice' and corrects_id is null`.execute(db);
      await sql`create unique index invoice_document_one_correction_idx on invoice_document (kind, corrects_id) where corrects_id is not null`.execute(db);
    },
  };
}
