// Invoices as documents (issue 14): what a printed invoice needs of the seller that store_info did
// not hold (legal name, VAT id, tax number, trade register, managing directors, region, bank), and
// what a document keeps from the moment it was issued: the seller as it was then and the buyer's
// VAT id, so an invoice printed again later reads the same (GoBD: an issued invoice never changes).
// Frozen like every migration: no imports from app code.
import { sql } from 'kysely';
import type { AnyDb } from './column-kinds.ts';

export function invoicesMigration() {
  return {
    async up(db: AnyDb) {
      const text = (table: string, column: string) =>
        db.schema
          .alterTable(table)
          .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
          .execute();
      // The seller's identity as invoices print it; '' where a shop has none (no tax number).
      await text('store_info', 'legal_name');
      await text('store_info', 'vat_id');
      await text('store_info', 'tax_number');
      await text('store_info', 'trade_register');
      await text('store_info', 'managing_directors');
      await text('store_info', 'region');
      await text('store_info', 'bank_name');
      // Shops seeded before this migration: the account holder is the company's legal name.
      await sql`update store_info set legal_name = bank_account_holder`.execute(db);

      // The seller (JSON of the store_info fields above and the address) and the buyer's VAT id as
      // they were when the document was issued. Null seller: printed from today's store_info.
      await db.schema.alterTable('invoice_document').addColumn('seller_json', 'text').execute();
      await db.schema.alterTable('invoice_document').addColumn('buyer_vat_id', 'text').execute();
      // 1 when the buyer bought without VAT (an EU company abroad: intra-community supply).
      await db.schema
        .alterTable('invoice_document')
        .addColumn('buyer_vat_exempt', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}
