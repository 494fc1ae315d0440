// The e-Factura reports' rows (efactura_report) and the seller's tokens (efactura_token). A report's
// state moves by conditional updates: a process claims a row for a while before it talks to ANAF
// about it, and only the claim's holder may write its outcome.
import type { Selectable } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { EFacturaReportTable } from '../../db/schema.ts';

export type ReportRow = Selectable<EFacturaReportTable>;
export type ReportState = ReportRow['state'];

/** Romanian documents whose e-invoice has no report row yet, oldest first. */
export function unreportedDocuments(db: Db, limit: number) {
  return db
    .selectFrom('invoice_document_einvoice as e')
    .innerJoin('invoice_document as d', 'd.id', 'e.document_id')
    .leftJoin('efactura_report as r', 'r.document_id', 'e.document_id')
    .where('e.syntax', '=', 'cius-ro')
    .where('r.document_id', 'is', null)
    .select(['d.id', 'd.kind', 'd.issued_at', 'd.corrects_id'])
    .orderBy('d.id')
    .limit(limit)
    .execute();
}

export async function insertReport(db: Db, row: Pick<ReportRow, 'document_id' | 'state' | 'due_on' | 'next_attempt_at' | 'created_at'>): Promise<void> {
  await db.insertInto('efactura_report').values(row).onConflict((conflict) => conflict.column('document_id').doNothing()).execute();
}

export function findReport(db: Db, documentId: number) {
  return db.selectFrom('efactura_report').selectAll().where('document_id', '=', documentId).executeTakeFirst();
}

/** Reports ANAF still has to hear of or answer, whose next attempt is due and which no one holds. */
export function dueReports(db: Db, at: string, limit: number) {
  return db
    .selectFrom('efactura_report')
    .select(['document_id', 'state', 'upload_index', 'attempts'])
    .where('state', 'in', ['waiting', 'sent'])
    .where('next_attempt_at', '<=', at)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', at)]))
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
}

/** Takes the report for this process until `until`, if it is still in `state` and no one holds it. */
export async function claimReport(db: Db, documentId: number, state: ReportState, at: string, until: string): Promise<boolean> {
  const result = await db
    .updateTable('efactura_report')
    .set({ claimed_until: until })
    .where('document_id', '=', documentId)
    .where('state', '=', state)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', at)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Writes what the claim's holder learnt and lets the row go; only while the claim `until` is its own. */
export async function settleReport(db: Db, documentId: number, until: string, values: Partial<Omit<ReportRow, 'document_id' | 'created_at'>>): Promise<boolean> {
  const result = await db
    .updateTable('efactura_report')
    .set({ ...values, claimed_until: null })
    .where('document_id', '=', documentId)
    .where('claimed_until', '=', until)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** What the upload needs of a document: its e-invoice, its number, whether the buyer gave a VAT id, the seller. */
export function documentForUpload(db: Db, documentId: number) {
  return db
    .selectFrom('invoice_document as d')
    .innerJoin('invoice_document_einvoice as e', 'e.document_id', 'd.id')
    .select(['d.id', 'd.number', 'd.kind', 'd.buyer_vat_id', 'd.seller_json', 'e.xml'])
    .where('d.id', '=', documentId)
    .executeTakeFirst();
}

export type ReportListFilter = { orderId?: number; states?: ReportState[]; limit: number };

/** Romanian documents with their report (or none yet), newest first. */
export function listReports(db: Db, filter: ReportListFilter) {
  let query = db
    .selectFrom('invoice_document_einvoice as e')
    .innerJoin('invoice_document as d', 'd.id', 'e.document_id')
    .innerJoin('shop_order as o', 'o.id', 'd.order_id')
    .leftJoin('efactura_report as r', 'r.document_id', 'd.id')
    .leftJoin('invoice_document as c', (join) => join.onRef('c.corrects_id', '=', 'd.id').on('c.kind', '=', 'credit_note'))
    .where('e.syntax', '=', 'cius-ro')
    .select([
      'c.number as corrected_by',
      'd.id as document_id',
      'd.number',
      'd.kind',
      'd.issued_at',
      'd.order_id',
      'o.ref as order_ref',
      'r.state',
      'r.due_on',
      'r.upload_index',
      'r.errors',
      'r.last_error',
      'r.attempts',
      'r.uploaded_at',
      'r.answered_at',
      (eb) => eb.case().when('r.signed_zip', 'is not', null).then(1).else(0).end().as('has_zip'),
    ])
    .orderBy('d.id', 'desc')
    .limit(filter.limit);
  if (filter.orderId !== undefined) query = query.where('d.order_id', '=', filter.orderId);
  const states = filter.states;
  if (states) query = query.where((eb) => eb.or([eb('r.state', 'in', states), ...(states.includes('waiting') ? [eb('r.state', 'is', null)] : [])]));
  return query.execute();
}

/** Due days of the reports not yet accepted (waiting, sent, rejected), and of documents not taken up yet. */
export async function openReports(db: Db) {
  const rows = await db
    .selectFrom('invoice_document_einvoice as e')
    .innerJoin('invoice_document as d', 'd.id', 'e.document_id')
    .leftJoin('efactura_report as r', 'r.document_id', 'e.document_id')
    .leftJoin('invoice_document as c', (join) => join.onRef('c.corrects_id', '=', 'd.id').on('c.kind', '=', 'credit_note'))
    .where('e.syntax', '=', 'cius-ro')
    .where((eb) => eb.or([eb('r.document_id', 'is', null), eb('r.state', 'in', ['waiting', 'sent', 'rejected'])]))
    .select(['r.state', 'r.due_on', 'd.issued_at', 'c.number as corrected_by'])
    .execute();
  return rows;
}

export function signedZipOf(db: Db, documentId: number) {
  return db.selectFrom('efactura_report as r').innerJoin('invoice_document as d', 'd.id', 'r.document_id').select(['d.number', 'r.signed_zip', 'r.upload_index']).where('r.document_id', '=', documentId).executeTakeFirst();
}

export function findToken(db: Db) {
  return db.selectFrom('efactura_token').selectAll().where('id', '=', 1).executeTakeFirst();
}

export async function saveToken(db: Db, row: { access_token: string; refresh_token: string; access_expires_at: string; updated_at: string }): Promise<void> {
  await db
    .insertInto('efactura_token')
    .values({ id: 1, ...row })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(row))
    .execute();
}
