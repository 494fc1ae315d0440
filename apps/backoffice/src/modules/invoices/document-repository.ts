// Invoices and credit notes, and their number series. The invoices module also reads what it
// prints: the order's own copies (lines, addresses, amounts), the buyer's VAT id, the seller's
// store info and the payment method's title (tables of orders, customer, config and checkout).
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, InvoiceDocumentTable } from '../../db/schema.ts';

type DbOrTrx = Kysely<Database> | Transaction<Database>;

/**
 * The series' next value. An upsert that counts up the series' row: within the issuing transaction
 * the row stays locked (PostgreSQL) or the database has one writer (SQLite), so two documents never
 * share a number, and a rolled-back issue gives its number back: the series has no gaps.
 */
export async function nextInSeries(trx: Transaction<Database>, series: string): Promise<number> {
  const row = await trx
    .insertInto('document_number_series')
    .values({ series, last_value: 1 })
    .onConflict((conflict) => conflict.column('series').doUpdateSet({ last_value: sql<number>`document_number_series.last_value + 1` }))
    .returning('last_value')
    .executeTakeFirstOrThrow();
  return row.last_value;
}

/** What an invoice needs of its order to be issued, with the buyer's VAT standing. */
export function findOrderForInvoice(db: DbOrTrx, orderId: number) {
  return db
    .selectFrom('shop_order as o')
    .innerJoin('customer as c', 'c.id', 'o.customer_id')
    .select(['o.id', 'o.country_id', 'o.total_taxed_cents', 'o.status', 'c.vat_id', 'c.exclude_vat'])
    // The order's own reference (given at the checkout) before the account's.
    .select((eb) => eb.fn.coalesce('o.buyer_reference', 'c.buyer_reference').as('buyer_reference'))
    .where('o.id', '=', orderId)
    .executeTakeFirst();
}

export function findRefund(db: DbOrTrx, refundId: number) {
  return db.selectFrom('order_refund as r').innerJoin('shop_order as o', 'o.id', 'r.order_id').select(['r.id', 'r.order_id', 'r.amount_cents', 'o.country_id']).where('r.id', '=', refundId).executeTakeFirst();
}

/** The order's invoice in force: the last one issued (a correction replaces an invoice by a later one). */
export function findInvoiceOfOrder(db: DbOrTrx, orderId: number) {
  return db.selectFrom('invoice_document').selectAll().where('order_id', '=', orderId).where('kind', '=', 'invoice').orderBy('id', 'desc').limit(1).executeTakeFirst();
}

export function findCreditNoteOfRefund(db: DbOrTrx, refundId: number) {
  return db.selectFrom('invoice_document').selectAll().where('refund_id', '=', refundId).executeTakeFirst();
}

export type NewDocument = Omit<InvoiceDocumentTable, 'id' | 'buyer_vat_exempt' | 'corrects_id' | 'note'> & { buyer_vat_exempt: number; corrects_id?: number | null; note?: string | null };

/**
 * Writes the document unless its order already has an invoice (or its refund a credit note, or the
 * invoice it corrects a document of its kind): undefined then. The unique indexes decide: on
 * PostgreSQL a second issuer waits here until the first commits and then writes nothing, so the
 * caller takes no number for it.
 */
export async function claimDocument(trx: Transaction<Database>, row: NewDocument) {
  const insert = trx.insertInto('invoice_document').values(row);
  const claimed =
    row.corrects_id != null
      ? insert.onConflict((conflict) => conflict.columns(['kind', 'corrects_id']).where('corrects_id', 'is not', null).doNothing())
      : row.kind === 'invoice'
        ? insert.onConflict((conflict) => conflict.column('order_id').where(sql.ref('kind'), '=', sql.lit('invoice')).where('corrects_id', 'is', null).doNothing())
        : insert.onConflict((conflict) => conflict.column('refund_id').doNothing());
  return claimed.returningAll().executeTakeFirst();
}

export async function setDocumentNumber(trx: Transaction<Database>, documentId: number, number: string) {
  return trx.updateTable('invoice_document').set({ number }).where('id', '=', documentId).returningAll().executeTakeFirstOrThrow();
}

/** Keeps a document's PDF as issued; a second store of the same document keeps the first (false). */
export async function storeDocumentFile(db: DbOrTrx, file: { documentId: number; pdf: Uint8Array; sha256: string; at: string }): Promise<boolean> {
  const result = await db
    .insertInto('invoice_document_file')
    .values({ document_id: file.documentId, pdf: file.pdf, sha256: file.sha256, created_at: file.at })
    .onConflict((conflict) => conflict.column('document_id').doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

export function findDocumentFile(db: DbOrTrx, documentId: number) {
  return db.selectFrom('invoice_document_file').select(['pdf', 'sha256', 'created_at']).where('document_id', '=', documentId).executeTakeFirst();
}

/** An order's documents, the invoices first, then its credit notes in order; each with its e-invoice's syntax, if it has one, and the number of the invoice it corrects. */
export function documentsOfOrder(db: DbOrTrx, orderId: number) {
  return db
    .selectFrom('invoice_document as d')
    .leftJoin('invoice_document_einvoice as e', 'e.document_id', 'd.id')
    .leftJoin('invoice_document as c', 'c.id', 'd.corrects_id')
    .selectAll('d')
    .select(['e.syntax as einvoice', 'c.number as corrects_number'])
    .where('d.order_id', '=', orderId)
    .orderBy(sql`case when d.kind = 'invoice' then 0 else 1 end`)
    .orderBy('d.id')
    .execute();
}

export function findDocument(db: DbOrTrx, documentId: number) {
  return db.selectFrom('invoice_document').selectAll().where('id', '=', documentId).executeTakeFirst();
}

/** The seller of a country's shop as its store info holds it. */
export function findStoreInfo(db: DbOrTrx, countryId: number) {
  return db.selectFrom('store_info').selectAll().where('country_id', '=', countryId).executeTakeFirst();
}

// --- what a document prints (reads of the order tables and their neighbours) -------------------

export function findOrderToPrint(db: DbOrTrx, orderId: number) {
  return db
    .selectFrom('shop_order as o')
    .innerJoin('customer as c', 'c.id', 'o.customer_id')
    .selectAll('o')
    .select(['c.ref as customer_ref', 'c.is_guest'])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
}

export function linesToPrint(db: DbOrTrx, orderId: number) {
  return db
    .selectFrom('order_line')
    .select(['position', 'ref', 'title', 'quantity', 'unit_price_cents', 'unit_price_taxed_cents', 'tax_rate_basis_points', 'line_cents', 'line_taxed_cents'])
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
}

/** The order's addresses with the country's and state's names in the language. */
export function addressesToPrint(db: DbOrTrx, orderId: number, lang: string) {
  return db
    .selectFrom('order_address as a')
    .leftJoin('country_i18n as c', (join) => join.onRef('c.country_id', '=', 'a.country_id').on('c.lang', '=', lang))
    .leftJoin('state as s', 's.id', 'a.state_id')
    .select(['a.kind', 'a.company', 'a.firstname', 'a.lastname', 'a.street', 'a.street_number', 'a.address_extra', 'a.zipcode', 'a.city', 'a.country_id', 'c.title as country', 's.title as state'])
    .where('a.order_id', '=', orderId)
    .execute();
}

/** The delivery method's name in the language (the packing slip). */
export function deliveryTitleToPrint(db: DbOrTrx, moduleId: number, lang: string) {
  return db.selectFrom('delivery_module_i18n').select('title').where('delivery_module_id', '=', moduleId).where('lang', '=', lang).executeTakeFirst();
}

export function paymentTitleToPrint(db: DbOrTrx, methodId: number, lang: string) {
  return db.selectFrom('payment_method_i18n').select('title').where('payment_method_id', '=', methodId).where('lang', '=', lang).executeTakeFirst();
}

export function refundToPrint(db: DbOrTrx, refundId: number) {
  return db.selectFrom('order_refund').select(['id', 'amount_cents', 'reason', 'created_at', 'postage_cents', 'payment_fee_cents']).where('id', '=', refundId).executeTakeFirst();
}

/** The units a refund by lines returned, as the credit note lists them (order line order). */
export function refundLinesToPrint(db: DbOrTrx, refundId: number) {
  return db
    .selectFrom('order_refund_line as r')
    .innerJoin('order_line as l', 'l.id', 'r.order_line_id')
    .select(['l.title', 'l.ref', 'r.quantity', 'r.amount_cents', 'l.tax_rate_basis_points'])
    .where('r.refund_id', '=', refundId)
    .orderBy('l.position')
    .execute();
}

/** A page of issued documents' ids by keyset (id order), in a shop and between two moments (issued_at). */
export async function documentIdsPage(db: DbOrTrx, filter: { countryId?: number | undefined; from?: string | undefined; until?: string | undefined }, afterId: number, limit: number): Promise<number[]> {
  let query = db.selectFrom('invoice_document').select('id').where('id', '>', afterId).where('number', 'not like', 'pending-%');
  if (filter.countryId !== undefined) query = query.where('country_id', '=', filter.countryId);
  if (filter.from !== undefined) query = query.where('issued_at', '>=', filter.from);
  if (filter.until !== undefined) query = query.where('issued_at', '<', filter.until);
  const rows = await query.orderBy('id').limit(limit).execute();
  return rows.map((row) => row.id);
}

export function documentsByIds(db: DbOrTrx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('invoice_document').selectAll().where('id', 'in', ids).orderBy('id').execute();
}

// --- what an e-invoice states beyond the PDF (einvoice.ts) ------------------------------------------

/** The order's addresses as fields, with the country's ISO code and the state's ISO 3166-2 code. */
export function addressFieldsOfOrder(db: DbOrTrx, orderId: number) {
  return db
    .selectFrom('order_address as a')
    .innerJoin('country as c', 'c.id', 'a.country_id')
    .leftJoin('state as s', 's.id', 'a.state_id')
    .select(['a.kind', 'a.company', 'a.firstname', 'a.lastname', 'a.street', 'a.street_number', 'a.address_extra', 'a.zipcode', 'a.city', 'c.iso_alpha2', 's.code as state_code'])
    .where('a.order_id', '=', orderId)
    .execute();
}

/** A country's states (code and name): the seller's region is named in words in its store info. */
export function statesOfCountry(db: DbOrTrx, countryId: number) {
  return db.selectFrom('state').select(['code', 'title']).where('country_id', '=', countryId).execute();
}

/** Keeps a document's e-invoice as issued; a second store of the same document keeps the first (false). */
export async function storeEInvoice(db: DbOrTrx, file: { documentId: number; syntax: 'cius-ro' | 'xrechnung-cii'; xml: string; sha256: string; at: string }): Promise<boolean> {
  const result = await db
    .insertInto('invoice_document_einvoice')
    .values({ document_id: file.documentId, syntax: file.syntax, xml: file.xml, sha256: file.sha256, created_at: file.at })
    .onConflict((conflict) => conflict.column('document_id').doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

export function findEInvoice(db: DbOrTrx, documentId: number) {
  return db.selectFrom('invoice_document_einvoice').select(['syntax', 'xml', 'sha256', 'created_at']).where('document_id', '=', documentId).executeTakeFirst();
}
