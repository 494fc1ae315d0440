// Writes and reads of withdrawal declarations.
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { Database, WithdrawalDeclarationTable } from '../../db/schema.ts';

/** The order a declaration names, only when it belongs to the declaring email. A read across the order tables. */
export function findOrderIdByRefAndEmail(db: Db, ref: string, email: string) {
  return db.selectFrom('shop_order').select('id').where('ref', '=', ref).where('customer_email', '=', email).executeTakeFirst();
}

export function insertWithdrawalDeclaration(db: Db, values: Insertable<WithdrawalDeclarationTable>) {
  return db.insertInto('withdrawal_declaration').values(values).returning('id').executeTakeFirstOrThrow();
}

type DbOrTrx = Kysely<Database> | Transaction<Database>;

/** The inbox: open declarations first (oldest first), then processed ones (latest first). */
export async function listDeclarations(db: DbOrTrx, filter: { state: 'all' | 'open' | 'processed'; offset: number; limit: number }) {
  let base = db.selectFrom('withdrawal_declaration');
  if (filter.state === 'open') base = base.where('processed_at', 'is', null);
  if (filter.state === 'processed') base = base.where('processed_at', 'is not', null);
  const rows = base
    .select(['id', 'name', 'email', 'order_ref', 'order_id', 'received_at', 'processed_at'])
    .orderBy(sql`case when processed_at is null then 0 else 1 end`)
    .orderBy(sql`case when processed_at is null then received_at end`)
    .orderBy('processed_at', 'desc')
    .orderBy('id', 'desc');
  const [page, count] = await Promise.all([
    rows.offset(filter.offset).limit(filter.limit).execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: page, total: Number(count.n) };
}

export function findDeclaration(db: DbOrTrx, id: number) {
  return db
    .selectFrom('withdrawal_declaration as w')
    .leftJoin('customer as staff', 'staff.id', 'w.processed_by')
    .selectAll('w')
    .select(['staff.email as processed_by_email'])
    .where('w.id', '=', id)
    .executeTakeFirst();
}

/** A read across the order tables: the order a declaration is linked to. */
export function findDeclaredOrder(db: DbOrTrx, orderId: number) {
  return db.selectFrom('shop_order').select(['id', 'ref', 'status', 'created_at', 'total_taxed_cents', 'currency_code']).where('id', '=', orderId).executeTakeFirst();
}

/** Marks an open declaration processed; false when it was processed already (by anyone). */
export async function markDeclarationProcessed(db: DbOrTrx, id: number, values: { processed_at: string; processed_note: string; processed_by: number }): Promise<boolean> {
  const result = await db.updateTable('withdrawal_declaration').set(values).where('id', '=', id).where('processed_at', 'is', null).executeTakeFirst();
  return result.numUpdatedRows !== 0n;
}
