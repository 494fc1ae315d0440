// The VAT-id verification state of customers (vat-id-verification.ts): the pending ones, and the
// conditional updates that settle them.
import type { VatIdStatus } from '../../db/schema.ts';
import type { DbOrTrx } from './customer-repository.ts';

export type PendingVatId = { id: number; vat_id: string; is_company: number; country_id: number };

export async function pendingVatIds(db: DbOrTrx, limit: number): Promise<PendingVatId[]> {
  const rows = await db
    .selectFrom('customer')
    .select(['id', 'vat_id', 'is_company', 'country_id'])
    .where('vat_id_status', '=', 'pending')
    .where('vat_id', 'is not', null)
    .where('deleted_at', 'is', null)
    .orderBy('vat_checked_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.flatMap((row) => (row.vat_id === null ? [] : [{ ...row, vat_id: row.vat_id }]));
}

const stillPending = (id: number, vatId: string) => ({ id, vat_id: vatId, vat_id_status: 'pending' as const });

/** VIES answered: the id is verified or invalid, and the exemption follows. False when the row changed meanwhile. */
export async function settleVatId(db: DbOrTrx, id: number, vatId: string, answer: { status: Exclude<VatIdStatus, 'pending'>; excludeVat: boolean; at: string }): Promise<boolean> {
  const where = stillPending(id, vatId);
  const result = await db
    .updateTable('customer')
    .set({ vat_id_status: answer.status, vat_checked_at: answer.at, exclude_vat: answer.excludeVat ? 1 : 0, updated_at: answer.at })
    .where('id', '=', where.id)
    .where('vat_id', '=', where.vat_id)
    .where('vat_id_status', '=', where.vat_id_status)
    .executeTakeFirst();
  return result.numUpdatedRows !== 0n;
}

/** VIES did not answer again: the attempt is noted (the next turn asks the others first). */
export async function touchPendingVatId(db: DbOrTrx, id: number, vatId: string, at: string): Promise<void> {
  await db.updateTable('customer').set({ vat_checked_at: at }).where('id', '=', id).where('vat_id', '=', vatId).where('vat_id_status', '=', 'pending').execute();
}
