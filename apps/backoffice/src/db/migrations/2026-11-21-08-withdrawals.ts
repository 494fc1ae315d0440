// Withdrawal declarations (§356a BGB; issue 8). Each declaration is kept as received, with the
// moment of receipt, whether or not the order number matched an order. Same conventions as the
// other tables: ids integer, timestamps ISO text.
import { idColumn, type AnyDb, type DialectName } from './column-kinds.ts';

export function withdrawalsMigration(dialect: DialectName) {
  return {
    async up(db: AnyDb) {
      await idColumn(dialect, db.schema.createTable('withdrawal_declaration'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('order_ref', 'text', (c) => c.notNull())
        // Set when the number belongs to an order placed with the same email.
        .addColumn('order_id', 'integer', (c) => c.references('shop_order.id').onDelete('set null'))
        .addColumn('items', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('locale', 'text', (c) => c.notNull())
        .addColumn('country_id', 'integer', (c) => c.notNull().references('country.id'))
        .addColumn('received_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('withdrawal_declaration_email_idx').on('withdrawal_declaration').column('email').execute();
      await db.schema.createIndex('withdrawal_declaration_order_idx').on('withdrawal_declaration').column('order_id').execute();
    },
  };
}
