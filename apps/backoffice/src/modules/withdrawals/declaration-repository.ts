// Writes and reads of withdrawal declarations.
import type { Db } from '../../db/connect.ts';
import type { Insertable } from 'kysely';
import type { WithdrawalDeclarationTable } from '../../db/schema.ts';

/** The order a declaration names, only when it belongs to the declaring email. A read across the order tables. */
export function findOrderIdByRefAndEmail(db: Db, ref: string, email: string) {
  return db.selectFrom('shop_order').select('id').where('ref', '=', ref).where('customer_email', '=', email).executeTakeFirst();
}

export function insertWithdrawalDeclaration(db: Db, values: Insertable<WithdrawalDeclarationTable>) {
  return db.insertInto('withdrawal_declaration').values(values).returning('id').executeTakeFirstOrThrow();
}
