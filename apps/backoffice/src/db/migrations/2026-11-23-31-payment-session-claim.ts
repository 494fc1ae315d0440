// One provider session per order (issue 18): the first pay request of an order claims the making of
// its payment page (order_payment.session_claimed_at); repeats arriving meanwhile wait for that page
// instead of opening sessions of their own. A claim older than a minute (its process died) may be
// taken over.
// Frozen like every migration: no imports from app code.
import type { AnyDb, DialectName } from './column-kinds.ts';

export function paymentSessionClaimMigration(_dialect: DialectName) {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('order_payment').addColumn('session_claimed_at', 'text').execute();
    },
  };
}
