// The admin's products (issue 16): meta title and description per language, and price changes
// saved for a later day. A change for today goes straight to pse_price; one for a later day waits
// in price_schedule until its moment (the product-admin module applies due changes every minute),
// while its line in price_history is written at once and read only from its valid_from on.
// Also the uploaded photos of a product (product_image).
// Frozen like every migration: no imports from app code.
import type { AnyDb, DialectName } from './column-kinds.ts';
import { idColumn } from './column-kinds.ts';

export function productAdminMigration(dialect: DialectName) {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('product_i18n').addColumn('meta_title', 'text', (c) => c.notNull().defaultTo('')).execute();
      await db.schema.alterTable('product_i18n').addColumn('meta_description', 'text', (c) => c.notNull().defaultTo('')).execute();
      await idColumn(dialect, db.schema.createTable('price_schedule'))
        .addColumn('pse_id', 'integer', (c) => c.notNull().references('product_sale_element.id').onDelete('cascade'))
        .addColumn('country_id', 'integer', (c) => c.notNull().references('country.id'))
        .addColumn('price_cents', 'integer', (c) => c.notNull())
        .addColumn('promo_price_cents', 'integer')
        // The list price to set (null: none); left as it is when list_price_kept is 1.
        .addColumn('list_price_cents', 'integer')
        .addColumn('list_price_kept', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('valid_from', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('applied_at', 'text')
        .execute();
      await db.schema.createIndex('price_schedule_due_idx').on('price_schedule').columns(['applied_at', 'valid_from']).execute();
      // Uploaded photos of a product, in their order, as WebP (media/uploaded-image.ts), with an
      // alternative text per language.
      await idColumn(dialect, db.schema.createTable('product_image'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('webp', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('alt_de', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('alt_ro', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('product_image_product_idx').on('product_image').columns(['product_id', 'position']).execute();
      await db.schema.createIndex('price_schedule_pse_idx').on('price_schedule').columns(['pse_id', 'country_id']).execute();
    },
  };
}
