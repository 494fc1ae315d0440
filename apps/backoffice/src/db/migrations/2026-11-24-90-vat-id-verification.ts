// What VIES said about a customer's VAT id (issue 17): 'verified', 'invalid', or 'pending' when VIES
// could not be reached at registration or guest checkout (the id is accepted as "not verified
// yet" and the re-check job asks again). Null: no VAT id, or one kept from before this migration
// (the admin's check verified those). vat_checked_at: the last answer or attempt.
// Frozen like every migration: no imports from app code.
import type { AnyDb, DialectName } from './column-kinds.ts';

export function vatIdVerificationMigration(_dialect: DialectName) {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('customer').addColumn('vat_id_status', 'text').execute();
      await db.schema.alterTable('customer').addColumn('vat_checked_at', 'text').execute();
      await db.schema.createIndex('customer_vat_id_status_idx').on('customer').column('vat_id_status').execute();
    },
  };
}
