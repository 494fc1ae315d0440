// Customers, their addresses, and the mail outbox (issue 4). Same conventions as the catalog.
import { flag, idColumn, type AnyDb, type DialectName } from './column-kinds.ts';

export function customersMigration(dialect: DialectName) {
  return {
    async up(db: AnyDb) {
      await idColumn(dialect, db.schema.createTable('customer'))
        .addColumn('ref', 'text', (c) => c.notNull().unique())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        // scrypt hash with its salt and parameters; null for a guest who never set a password.
        .addColumn('password_hash', 'text')
        // 1 Mr, 2 Miss, 5 Association, any other value Company (spec section 3).
        .addColumn('title_id', 'integer', (c) => c.notNull())
        .addColumn('firstname', 'text', (c) => c.notNull())
        .addColumn('lastname', 'text', (c) => c.notNull())
        .addColumn('company', 'text')
        .addColumn('vat_id', 'text')
        .addColumn('is_company', 'integer', flag)
        .addColumn('exclude_vat', 'integer', flag)
        .addColumn('is_admin', 'integer', flag)
        .addColumn('is_guest', 'integer', flag)
        .addColumn('country_id', 'integer', (c) => c.notNull().references('country.id'))
        .addColumn('lang', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await idColumn(dialect, db.schema.createTable('address'))
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id').onDelete('cascade'))
        .addColumn('label', 'text', (c) => c.notNull())
        .addColumn('title_id', 'integer')
        .addColumn('firstname', 'text', (c) => c.notNull())
        .addColumn('lastname', 'text', (c) => c.notNull())
        .addColumn('company', 'text')
        .addColumn('street', 'text', (c) => c.notNull())
        .addColumn('street_number', 'text', (c) => c.notNull())
        .addColumn('address_extra', 'text')
        .addColumn('zipcode', 'text', (c) => c.notNull())
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('country_id', 'integer', (c) => c.notNull().references('country.id'))
        .addColumn('state_id', 'integer', (c) => c.references('state.id'))
        .addColumn('phone', 'text')
        .addColumn('cellphone', 'text')
        .addColumn('is_default', 'integer', flag)
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('address_customer_idx').on('address').column('customer_id').execute();
      // Every mail the shop sends is written here first, in the transaction that causes it, and
      // delivered afterwards (SMTP when configured, a development page otherwise).
      await idColumn(dialect, db.schema.createTable('mail_outbox'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('to_address', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('text_body', 'text', (c) => c.notNull())
        .addColumn('html_body', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_error', 'text')
        .execute();
      await db.schema.createIndex('mail_outbox_pending_idx').on('mail_outbox').columns(['sent_at', 'id']).execute();
    },
  };
}
