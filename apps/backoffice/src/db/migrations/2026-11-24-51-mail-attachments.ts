// Mail attachments (issue 17): the order confirmation carries the model withdrawal form as a PDF.
// The files are written with their mail, in the same transaction, and sent with it; the dev mail
// pages offer them for download.
// Frozen like every migration: no imports from app code.
import type { AnyDb, DialectName } from './column-kinds.ts';
import { idColumn } from './column-kinds.ts';

export function mailAttachmentsMigration(dialect: DialectName) {
  return {
    async up(db: AnyDb) {
      await idColumn(dialect, db.schema.createTable('mail_attachment'))
        .addColumn('mail_id', 'integer', (c) => c.notNull().references('mail_outbox.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('content', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
        .addUniqueConstraint('mail_attachment_mail_position_key', ['mail_id', 'position'])
        .execute();
    },
  };
}
