// Uploaded import files (issue 16), kept between the preview and the apply: the apply reads the
// file it previewed, never a list the browser sends back. An upload belongs to the staff member who
// sent it and expires after an hour; applying it removes it.
// Frozen like every migration: no imports from app code.
import type { AnyDb, DialectName } from './column-kinds.ts';
import { idColumn } from './column-kinds.ts';

export function transferUploadsMigration(dialect: DialectName) {
  return {
    async up(db: AnyDb) {
      await idColumn(dialect, db.schema.createTable('transfer_upload'))
        .addColumn('token', 'text', (c) => c.notNull().unique())
        .addColumn('staff_id', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('content', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
