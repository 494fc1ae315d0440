// The provider's own id of the money taken for a session, where the session id does not lead to
// it: Klarna's order (created by the shop from the payer's authorization) is what its refunds and
// cancellations name, and its hosted payment page session does not remember it.
// Frozen like every migration: no imports from app code.
import type { AnyDb, DialectName } from './column-kinds.ts';

export function providerPaymentIdMigration(_dialect: DialectName) {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('order_payment').addColumn('provider_payment_id', 'text').execute();
    },
  };
}
