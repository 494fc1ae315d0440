// An order's timeline (issue 14): each status change writes one event. Kinds: 'status' (placed, paid
// by a provider, payment failed, cancelled, delivered: `detail.reason` says why or by whom),
// 'payment_received' (a prepayment or cash on delivery booked), 'payment_flag' (a provider's payment
// that could not make the order paid: another amount, or after the order was closed),
// 'payment_flag_settled' (staff sent that money back: through the provider or by hand), 'shipment',
// 'refund' and 'invoice', 'note' (staff's internal note) and 'delivery_address' (set right before shipping).
// The actor is the staff member who did it; null for the shop itself, a provider or the shopper.
import type { Kysely, Transaction } from 'kysely';
import type { Database, OrderStatus } from '../../db/schema.ts';
import { insertOrderEvent } from './order-event-repository.ts';

export type OrderEventKind =
  | 'status'
  | 'payment_received'
  | 'payment_reversed'
  | 'payment_paid_back'
  | 'payment_flag'
  | 'payment_flag_settled'
  | 'shipment'
  | 'refund'
  | 'invoice'
  | 'note'
  | 'tags'
  | 'delivery_address';

export type OrderEvent = {
  orderId: number;
  kind: OrderEventKind;
  from?: OrderStatus | null;
  to?: OrderStatus | null;
  detail?: Record<string, unknown>;
  actorId?: number | null;
  at: Date;
};

export async function recordOrderEvent(db: Kysely<Database> | Transaction<Database>, event: OrderEvent): Promise<void> {
  await insertOrderEvent(db, {
    order_id: event.orderId,
    kind: event.kind,
    from_status: event.from ?? null,
    to_status: event.to ?? null,
    detail_json: event.detail === undefined ? null : JSON.stringify(event.detail),
    actor_id: event.actorId ?? null,
    created_at: event.at.toISOString(),
  });
}
