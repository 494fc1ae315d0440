// Express checkout (issue 15, spec user_express): a wallet session started from the cart before
// any order exists, the payer's data the wallet handed back, and its 30-minute life. One row per
// provider session (unique), so a repeated return from the wallet finds the same row.
// Frozen like every migration: no imports from app code.
import type { AnyDb } from './column-kinds.ts';

export function expressMigration() {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('express_checkout')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('provider_session_id', 'text', (c) => c.notNull())
        .addColumn('cart_id', 'integer', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('currency_code', 'text', (c) => c.notNull())
        .addColumn('payer', 'text')
        .addColumn('order_id', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('express_checkout_session_idx').on('express_checkout').columns(['provider', 'provider_session_id']).unique().execute();
    },
  };
}
