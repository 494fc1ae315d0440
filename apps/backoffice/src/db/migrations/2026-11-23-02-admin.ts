// The admin, part 1 (issue 14): staff roles and sessions, the audit log, the order workflow after
// placement (timeline, prepayment receipt, shipment, refunds), invoices and credit notes with their
// number series, and the inbox state of withdrawal declarations.
// Frozen like every migration: no imports from app code.
import { sql } from 'kysely';
import { idColumn, type AnyDb, type DialectName } from './column-kinds.ts';

export function adminMigration(dialect: DialectName) {
  return {
    async up(db: AnyDb) {
      const table = (name: string) => db.schema.createTable(name);

      // --- staff ---------------------------------------------------------------------------------
      // role: customer | staff | admin. Replaces the is_admin flag (an admin stays an admin). Read
      // from the row on every admin call, so a changed role counts at once.
      await db.schema
        .alterTable('customer')
        .addColumn('role', 'text', (c) => c.notNull().defaultTo('customer').check(sql`role in ('customer', 'staff', 'admin')`))
        .execute();
      await db.updateTable('customer').set({ role: 'admin' }).where('is_admin', '=', 1).execute();
      await db.schema.alterTable('customer').dropColumn('is_admin').execute();
      // A blocked account cannot sign in (shop or admin) and its tokens stop working.
      await db.schema.alterTable('customer').addColumn('blocked_at', 'text').execute();

      // The admin's own session on the back-office origin: an HttpOnly cookie holds a random token,
      // the table its SHA-256. csrf_token is sent back by the admin app in a header on every write.
      await table('staff_session')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id').onDelete('cascade'))
        .addColumn('csrf_token', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_seen_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('staff_session_customer_idx').on('staff_session').column('customer_id').execute();

      // Every admin write: who, when, what, and the state before and after (JSON).
      await idColumn(dialect, table('audit_log'))
        .addColumn('actor_id', 'integer', (c) => c.references('customer.id').onDelete('set null'))
        .addColumn('actor_email', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('entity', 'text', (c) => c.notNull())
        .addColumn('entity_id', 'text', (c) => c.notNull())
        .addColumn('before_json', 'text')
        .addColumn('after_json', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('audit_log_created_idx').on('audit_log').column('created_at').execute();
      await db.schema.createIndex('audit_log_entity_idx').on('audit_log').columns(['entity', 'entity_id']).execute();

      // --- order workflow --------------------------------------------------------------------------
      // status gains 'delivered'. shipped_at/delivered_at mark those steps; a prepayment's receipt
      // keeps the amount and day the money arrived (a mismatch with the total is flagged).
      await db.schema.alterTable('shop_order').addColumn('shipped_at', 'text').execute();
      await db.schema.alterTable('shop_order').addColumn('delivered_at', 'text').execute();
      await db.schema.alterTable('shop_order').addColumn('received_amount_cents', 'integer').execute();
      await db.schema.alterTable('shop_order').addColumn('received_on', 'text').execute();
      await db.schema
        .alterTable('shop_order')
        .addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      // The timeline of an order: every status change and every mail, with who caused it
      // (actor null: the shop itself, a provider or a shopper).
      await idColumn(dialect, table('order_event'))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('shop_order.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('from_status', 'text')
        .addColumn('to_status', 'text')
        .addColumn('detail_json', 'text')
        .addColumn('actor_id', 'integer', (c) => c.references('customer.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('order_event_order_idx').on('order_event').columns(['order_id', 'created_at']).execute();

      // Mails that belong to an order appear on its timeline.
      await db.schema.alterTable('mail_outbox').addColumn('order_id', 'integer').execute();
      await db.schema.createIndex('mail_outbox_order_idx').on('mail_outbox').column('order_id').execute();

      // One shipment per order: carrier and tracking number, the link the shopper follows.
      await table('order_shipment')
        .addColumn('order_id', 'integer', (c) => c.primaryKey().references('shop_order.id').onDelete('cascade'))
        .addColumn('carrier', 'text', (c) => c.notNull())
        .addColumn('tracking_number', 'text', (c) => c.notNull())
        .addColumn('tracking_url', 'text', (c) => c.notNull())
        .addColumn('shipped_at', 'text', (c) => c.notNull())
        .execute();

      // Refunds, full or partial, gross cents in the order's currency. method: provider (through the
      // payment adapter) | manual (recorded, money sent by hand).
      await idColumn(dialect, table('order_refund'))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('shop_order.id').onDelete('cascade'))
        .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
        .addColumn('method', 'text', (c) => c.notNull())
        .addColumn('provider_refund_id', 'text')
        .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('actor_id', 'integer', (c) => c.references('customer.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('order_refund_order_idx').on('order_refund').column('order_id').execute();

      // --- invoices ------------------------------------------------------------------------------
      // Number series without gaps: one row per series (country, kind, year); a document takes the
      // next value by updating the row in the transaction that writes the document, so a rollback
      // gives the number back and concurrent writers wait on the row.
      await table('document_number_series')
        .addColumn('series', 'text', (c) => c.primaryKey())
        .addColumn('last_value', 'integer', (c) => c.notNull())
        .execute();
      // kind: invoice (one per order) | credit_note (one per refund).
      await idColumn(dialect, table('invoice_document'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('number', 'text', (c) => c.notNull().unique())
        .addColumn('order_id', 'integer', (c) => c.notNull().references('shop_order.id').onDelete('cascade'))
        .addColumn('refund_id', 'integer', (c) => c.unique().references('order_refund.id').onDelete('cascade'))
        .addColumn('country_id', 'integer', (c) => c.notNull().references('country.id'))
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('issued_at', 'text', (c) => c.notNull())
        .addColumn('delivery_date', 'text')
        .execute();
      await db.schema
        .createIndex('invoice_document_one_invoice_idx')
        .on('invoice_document')
        .column('order_id')
        .unique()
        .where(sql.ref('kind'), '=', 'invoice')
        .execute();

      // --- withdrawal inbox ----------------------------------------------------------------------
      await db.schema.alterTable('withdrawal_declaration').addColumn('processed_at', 'text').execute();
      await db.schema.alterTable('withdrawal_declaration').addColumn('processed_note', 'text').execute();
      await db.schema
        .alterTable('withdrawal_declaration')
        .addColumn('processed_by', 'integer', (c) => c.references('customer.id').onDelete('set null'))
        .execute();
    },
  };
}
