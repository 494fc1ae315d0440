// Issued documents never change (issue 34; GoBD in Germany and Austria, the Romanian rules alike):
// an invoice's or credit note's PDF is rendered once, when it is issued, and its bytes are kept
// here with their SHA-256; every download serves exactly these bytes. A table of its own, so that
// listing an order's documents does not read their PDFs.
// Frozen like every migration: no imports from app code.
import type { AnyDb, DialectName } from './column-kinds.ts';

export function issuedDocumentFilesMigration(dialect: DialectName) {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('invoice_document_file')
        .addColumn('document_id', 'integer', (c) => c.primaryKey().references('invoice_document.id').onDelete('cascade'))
        .addColumn('pdf', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
        .addColumn('sha256', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
