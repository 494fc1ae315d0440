// Tags on orders and customers, and internal notes on customers (issue 36): staff's own words for
// what to look at ("Rückfrage", "Großkunde"), never shown to the shopper. A tag is a row per
// order or customer; a note is kept as written, with who wrote it.
// Frozen like every migration: no imports from app code.
import { idColumn, type AnyDb, type DialectName } from './column-kinds.ts';

export function tagsAndCustomerNotesMigration(dialect: DialectName) {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('order_tag')
        .addColumn('order_id', 'integer', (c) => c.notNull().references('shop_order.id').onDelete('cascade'))
        .addColumn('tag', 'text', (c) => c.notNull())
        // The order the tags were given in.
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('order_tag_pk', ['order_id', 'tag'])
        .execute();
      await db.schema.createIndex('order_tag_tag_idx').on('order_tag').column('tag').execute();
      await db.schema
        .createTable('customer_tag')
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id').onDelete('cascade'))
        .addColumn('tag', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('customer_tag_pk', ['customer_id', 'tag'])
        .execute();
      await db.schema.createIndex('customer_tag_tag_idx').on('customer_tag').column('tag').execute();
      await idColumn(dialect, db.schema.createTable('customer_note'))
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id').onDelete('cascade'))
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('actor_email', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('customer_note_customer_idx').on('customer_note').columns(['customer_id', 'id']).execute();
    },
  };
}
