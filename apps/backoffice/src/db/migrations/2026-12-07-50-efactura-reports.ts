// RO e-Factura (issue 35): each Romanian document's report to ANAF. One row per document, written
// when the reporting job first takes the document up; its state moves forward by conditional updates
// (waiting -> sent -> accepted | rejected), and a process works on a row only while its claim
// (`claimed_until`) runs, so two processes never upload the same document. ANAF's signed ZIP is kept
// with the row. The seller's OAuth tokens are kept encrypted in a one-row table of their own.
// Frozen like every migration: no imports from app code.
import { sql } from 'kysely';
import type { AnyDb, DialectName } from './column-kinds.ts';

export function efacturaReportsMigration(dialect: DialectName) {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('efactura_report')
        .addColumn('document_id', 'integer', (c) => c.primaryKey().references('invoice_document.id').onDelete('cascade'))
        // 'waiting' | 'sent' | 'accepted' | 'rejected' | 'not_reported'
        .addColumn('state', 'text', (c) => c.notNull())
        // The last working day of the five the law gives (YYYY-MM-DD, Romanian calendar).
        .addColumn('due_on', 'text', (c) => c.notNull())
        .addColumn('upload_index', 'text')
        .addColumn('download_id', 'text')
        // ANAF's findings of a rejection, as a JSON array of strings.
        .addColumn('errors', 'text')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_error', 'text')
        .addColumn('next_attempt_at', 'text', (c) => c.notNull())
        .addColumn('claimed_until', 'text')
        .addColumn('uploaded_at', 'text')
        .addColumn('answered_at', 'text')
        .addColumn('signed_zip', dialect === 'postgres' ? 'bytea' : 'blob')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await sql`create index efactura_report_due_idx on efactura_report (state, next_attempt_at)`.execute(db);
      await db.schema
        .createTable('efactura_token')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        // AES-256-GCM under a key derived from the back office's secret (iv.tag.ciphertext, base64url).
        .addColumn('access_token', 'text', (c) => c.notNull())
        .addColumn('refresh_token', 'text', (c) => c.notNull())
        .addColumn('access_expires_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
