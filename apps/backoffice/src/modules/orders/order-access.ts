// Who may see or change an order: the customer it belongs to, or the guest session that placed it
// (the user identifier). Everyone else gets the same answer as for an order that does not exist.
import type { Db } from '../../db/connect.ts';
import { notFound } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import { findOrder } from './order-repository.ts';

export type OrderOwner = { customer_id: number; guest_identifier: string | null };

export function mayAccessOrder(order: OrderOwner, caller: Caller): boolean {
  if (caller.kind === 'customer') return order.customer_id === caller.customerId;
  if (caller.kind === 'guest') return caller.userIdentifier !== '' && order.guest_identifier === caller.userIdentifier;
  return false;
}

export async function loadAccessibleOrder(db: Db, orderId: number, caller: Caller) {
  const order = await findOrder(db, orderId);
  if (!order || !mayAccessOrder(order, caller)) throw notFound('order_not_found');
  return order;
}
