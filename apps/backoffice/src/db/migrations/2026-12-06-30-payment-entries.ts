// Payments as entries (issue 34): each prepayment or cash-on-delivery receipt is a row (amount, the
// day it arrived, method, the bank's reference, who booked it); a wrong one is corrected by a
// reversing row (negative, naming the row it reverses, at most once), never edited.
// shop_order.received_amount_cents stays as their running sum, changed in the same transaction.
// An order booked before gets one entry for its receipt.
// Frozen like every migration: no imports from app code.
import { sql } from 'kysely';
import { type AnyDb, type DialectName, idColumn } from './column-kinds.ts';

export function paymentEntriesMigration(dialect: DialectName) {
  return {
    async up(db: AnyDb) {
      await idColumn(dialect, db.schema.createTable('order_payment_entry'))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('shop_order.id').onDelete('cascade'))
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('received_on', 'text', (c) => c.notNull())
        .addColumn('method', 'text', (c) => c.notNull())
        .addColumn('reference', 'text')
        .addColumn('reverses_id', 'integer', (c) => c.unique().references('order_payment_entry.id'))
        .addColumn('request_key', 'text')
        .addColumn('note', 'text')
        .addColumn('actor_id', 'integer', (c) => c.references('customer.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('order_payment_entry_request_uq', ['order_id', 'request_key'])
        .execute();
      await db.schema.createIndex('order_payment_entry_order_idx').on('order_payment_entry').columns(['order_id', 'id']).execute();
      await sql`insert into order_payment_entry (order_id, amount_cents, received_on, method, created_at)
        select o.id, o.received_amount_cents, o.received_on, coalesce(m.kind, 'prepayment'), coalesce(o.paid_at, o.updated_at)
        from shop_order o left join payment_method m on m.id = o.payment_method_id
        where o.received_amount_cents is not null and o.received_on is not null`.execute(db);
    },
  };
}
