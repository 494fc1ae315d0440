// Product safety (GPSR, Regulation (EU) 2023/988, art. 19; issue 17): the manufacturer's name,
// postal and electronic address, and the safety information in each language, shown on the
// product page where the catalog has them. One row per product that has them.
// Frozen like every migration: no imports from app code.
import type { AnyDb, DialectName } from './column-kinds.ts';

export function productSafetyMigration(_dialect: DialectName) {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('product_safety')
        .addColumn('product_id', 'integer', (c) => c.primaryKey().references('product.id').onDelete('cascade'))
        .addColumn('manufacturer_name', 'text', (c) => c.notNull())
        .addColumn('manufacturer_address', 'text', (c) => c.notNull())
        .addColumn('manufacturer_email', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('information_de', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('information_ro', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    },
  };
}
