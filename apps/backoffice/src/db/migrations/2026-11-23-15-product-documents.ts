// Product documents (issue 16): PDF files the admin attaches to a product (data sheets, manuals),
// each with a title per language, in their order, kept in the database like the uploaded photos
// (product_image) and served by the back office at /documents/products/{product}/{id}.pdf.
// Frozen like every migration: no imports from app code.
import type { AnyDb, DialectName } from './column-kinds.ts';
import { idColumn } from './column-kinds.ts';

export function productDocumentsMigration(dialect: DialectName) {
  return {
    async up(db: AnyDb) {
      await idColumn(dialect, db.schema.createTable('product_document'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('title_de', 'text', (c) => c.notNull())
        .addColumn('title_ro', 'text', (c) => c.notNull())
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('pdf', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
        .addColumn('byte_size', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('product_document_product_idx').on('product_document').columns(['product_id', 'position']).execute();
    },
  };
}
