// Payment and delivery methods per country (issue 16): each country's row gets its own switch and
// place in the list, so the admin can turn cash on delivery off in Romania only, or show PayPal
// first in Austria. Both start as the method's own (global) values.
// Frozen like every migration: no imports from app code.
import { sql } from 'kysely';
import type { AnyDb, DialectName } from './column-kinds.ts';

export function moduleCountriesMigration(_dialect: DialectName) {
  return {
    async up(db: AnyDb) {
      for (const [table, module, key] of [
        ['payment_method_country', 'payment_method', 'payment_method_id'],
        ['delivery_module_country', 'delivery_module', 'delivery_module_id'],
      ] as const) {
        await db.schema.alterTable(table).addColumn('active', 'integer', (c) => c.notNull().defaultTo(1)).execute();
        await db.schema.alterTable(table).addColumn('position', 'integer', (c) => c.notNull().defaultTo(0)).execute();
        await sql`update ${sql.table(table)} set position = (select m.position from ${sql.table(module)} m where m.id = ${sql.ref(`${table}.${key}`)})`.execute(db);
      }
    },
  };
}
