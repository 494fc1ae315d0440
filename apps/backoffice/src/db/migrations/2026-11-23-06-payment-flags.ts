// Flagged payments become work staff settle (issue 15), and a provider's own reference of a payment
// is kept for its refund:
// - order_payment.provider_payment_ref: what a provider needs besides the session id to refund the
//   payment, in the adapter's own format (Global Payments: the HPP answer's PASREF and AUTHCODE).
// - payment_flag: money a provider took that could not make its order paid (another amount, or
//   after the order was closed), until staff send it back: open -> refunding (the provider is being
//   asked; held so two staff cannot refund it twice) -> settled (through the provider, or by hand).
//   The flags the timeline holds already (order_event 'payment_flag') are copied in, open.
// Frozen like every migration: no imports from app code.
import { sql } from 'kysely';
import { idColumn, type AnyDb, type DialectName } from './column-kinds.ts';

export function paymentFlagsMigration(dialect: DialectName) {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('order_payment').addColumn('provider_payment_ref', 'text').execute();

      await idColumn(dialect, db.schema.createTable('payment_flag'))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('shop_order.id').onDelete('cascade'))
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('provider_session_id', 'text')
        .addColumn('provider_payment_ref', 'text')
        .addColumn('reason', 'text', (c) => c.notNull().check(sql`reason in ('amount_mismatch', 'paid_after_close')`))
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('currency_code', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('open').check(sql`status in ('open', 'refunding', 'settled')`))
        .addColumn('settled_method', 'text', (c) => c.check(sql`settled_method in ('provider', 'manual')`))
        .addColumn('provider_refund_id', 'text')
        .addColumn('settled_by', 'integer', (c) => c.references('customer.id').onDelete('set null'))
        .addColumn('settled_at', 'text')
        .execute();
      await db.schema.createIndex('payment_flag_status_idx').on('payment_flag').columns(['status', 'created_at']).execute();
      await db.schema.createIndex('payment_flag_order_idx').on('payment_flag').column('order_id').execute();

      const events = (await db
        .selectFrom('order_event as e')
        .leftJoin('order_payment as p', 'p.order_id', 'e.order_id')
        .select(['e.order_id', 'e.detail_json', 'e.created_at', 'p.provider_session_id'])
        .where('e.kind', '=', 'payment_flag')
        .orderBy('e.id')
        .execute()) as { order_id: number; detail_json: string | null; created_at: string; provider_session_id: string | null }[];
      for (const event of events) {
        const detail = JSON.parse(event.detail_json ?? '{}') as { reason?: unknown; provider?: unknown; amount_cents?: unknown; currency?: unknown };
        if (typeof detail.amount_cents !== 'number' || typeof detail.currency !== 'string') continue;
        await db
          .insertInto('payment_flag')
          .values({
            order_id: event.order_id,
            provider: typeof detail.provider === 'string' ? detail.provider : '',
            provider_session_id: event.provider_session_id,
            reason: detail.reason === 'paid_after_close' ? 'paid_after_close' : 'amount_mismatch',
            amount_cents: detail.amount_cents,
            currency_code: detail.currency,
            created_at: event.created_at,
          })
          .execute();
      }
    },
  };
}
