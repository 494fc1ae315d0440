// Company and VAT-exempt customers are priced on the net basis (decision 014): their VAT is added
// per rate to the net amounts, a consumer's is taken out of the gross ones. The order keeps which,
// so its invoice states the VAT the way it was charged. Orders placed before were all gross.
// Frozen like every migration: no imports from app code.
import type { AnyDb, DialectName } from './column-kinds.ts';

export function orderPriceBasisMigration(_dialect: DialectName) {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('shop_order')
        .addColumn('price_basis', 'text', (c) => c.notNull().defaultTo('gross'))
        .execute();
    },
  };
}
