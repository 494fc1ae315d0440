// E-invoices (issue 35): an invoice's or credit note's EN 16931 XML (CIUS-RO UBL for every
// Romanian document, XRechnung CII for business customers in Germany and Austria) is written when
// the document is issued and kept here with its SHA-256, never changed; its ZUGFeRD or ANAF
// counterparts come later. A table of its own beside the PDF's.
// Frozen like every migration: no imports from app code.
import type { AnyDb } from './column-kinds.ts';

export function einvoiceFilesMigration() {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('invoice_document_einvoice')
        .addColumn('document_id', 'integer', (c) => c.primaryKey().references('invoice_document.id').onDelete('cascade'))
        // 'cius-ro' | 'xrechnung-cii'
        .addColumn('syntax', 'text', (c) => c.notNull())
        .addColumn('xml', 'text', (c) => c.notNull())
        .addColumn('sha256', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
