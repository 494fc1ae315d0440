// Express checkouts (issue 15): the wallet session a payer started from the cart, and the order it
// pays. Owned by the checkout module.
import type { Selectable } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { ExpressCheckoutTable } from '../../db/schema.ts';

export type ExpressRow = Selectable<ExpressCheckoutTable>;

export async function insertExpress(db: Db, row: ExpressRow): Promise<void> {
  await db.insertInto('express_checkout').values(row).execute();
}

export function findExpress(db: Db, id: string): Promise<ExpressRow | undefined> {
  return db.selectFrom('express_checkout').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findExpressOfSession(db: Db, provider: string, sessionId: string): Promise<ExpressRow | undefined> {
  return db.selectFrom('express_checkout').selectAll().where('provider', '=', provider).where('provider_session_id', '=', sessionId).executeTakeFirst();
}

export async function setExpressPayer(db: Db, id: string, payer: string): Promise<void> {
  await db.updateTable('express_checkout').set({ payer }).where('id', '=', id).where('order_id', 'is', null).execute();
}

/**
 * Ties the wallet session to one order: a conditional update, so two orders (two tabs, two
 * processes) racing for the same approval cannot both take it. True for the order that holds it.
 */
export async function claimExpressFor(db: Db, id: string, orderId: number): Promise<boolean> {
  await db.updateTable('express_checkout').set({ order_id: orderId }).where('id', '=', id).where('order_id', 'is', null).execute();
  const row = await findExpress(db, id);
  return row?.order_id === orderId;
}
