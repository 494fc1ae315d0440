// What happens to an order after placement. Every change is guarded by the status it starts from
// (`where status = 'not_paid'`), so a repeated provider callback, a double click or two processes
// handling the same event change the order once and then nothing.
import type { Db } from '../../db/connect.ts';
import type { Deps } from '../../deps.ts';
import { emptyCart } from '../cart/index.ts';
import { releaseCouponUsage } from '../coupons/index.ts';
import type { OrderStatus } from '../../db/schema.ts';
import { enqueueOrderConfirmation } from './confirmation-mail.ts';
import { recordOrderEvent } from './order-events.ts';
import { cancelIfStatus, cartOfOrder, closeIfUnpaid, closePendingPayment, pendingOnlineOrdersOfCart, setPaidIfUnpaid, setPaymentCaptured } from './order-status-repository.ts';
import { releaseStock } from './stock-reservation.ts';

export type OrderContext = { now: Date; secret: string; storefrontUrls: Record<string, string> };

export function orderContext(deps: Deps): OrderContext {
  return { now: deps.now(), secret: deps.config.jwtSecret, storefrontUrls: deps.config.storefrontUrls };
}

/** Payment succeeded: the order is paid, its cart emptied, the confirmation queued. False if it was not awaiting payment. */
export async function markOrderPaid(db: Db, orderId: number, context: OrderContext): Promise<boolean> {
  const at = context.now.toISOString();
  if (!(await setPaidIfUnpaid(db, orderId, at))) return false;
  await recordOrderEvent(db, { orderId, kind: 'status', from: 'not_paid', to: 'paid', detail: { reason: 'provider' }, at: context.now });
  await setPaymentCaptured(db, orderId, at);
  const cartId = await cartOfOrder(db, orderId);
  if (cartId !== null) await emptyCart(db, cartId, at);
  await enqueueOrderConfirmation(db, orderId, context);
  return true;
}

/**
 * Why an unpaid order closed, as its timeline says: the shopper cancelled it, the provider reported
 * a failure or cancel, the payment page was abandoned, an offline order passed its window, or a new
 * checkout attempt replaced it.
 */
export type CloseReason = 'shopper' | 'provider' | 'abandoned' | 'expired' | 'superseded';

/**
 * Payment failed (payment_error) or the order was cancelled: its stock and coupon go back, the
 * cart stays as it was. False if the order was not awaiting payment.
 */
export async function closeOrder(db: Db, orderId: number, status: 'payment_error' | 'canceled', now: Date, reason: CloseReason): Promise<boolean> {
  const at = now.toISOString();
  if (!(await closeIfUnpaid(db, orderId, status, at))) return false;
  await recordOrderEvent(db, { orderId, kind: 'status', from: 'not_paid', to: status, detail: { reason }, at: now });
  await giveBack(db, orderId, status, at);
  return true;
}

async function giveBack(db: Db, orderId: number, status: 'payment_error' | 'canceled', at: string): Promise<void> {
  await closePendingPayment(db, orderId, status, at);
  await releaseStock(db, orderId, at);
  await releaseCouponUsage(db, orderId);
}

/** The states staff may cancel an order from: anything before it ships. */
export const CANCELLABLE_BY_STAFF: readonly OrderStatus[] = ['not_paid', 'paid', 'processing'];

/**
 * Staff cancel an order that has not shipped (issue 14), from the status it was read in: the stock
 * goes back exactly as it was reserved, the coupon's use is released, and the timeline names who
 * did it. False when the order is no longer in that status (someone else changed it meanwhile).
 */
export async function cancelOrderBeforeShipping(db: Db, orderId: number, from: OrderStatus, input: { now: Date; actorId: number; reason: string | null }): Promise<boolean> {
  if (!CANCELLABLE_BY_STAFF.includes(from)) return false;
  const at = input.now.toISOString();
  if (!(await cancelIfStatus(db, orderId, from, at))) return false;
  await recordOrderEvent(db, { orderId, kind: 'status', from, to: 'canceled', detail: { reason: 'staff', ...(input.reason ? { note: input.reason } : {}) }, actorId: input.actorId, at: input.now });
  await giveBack(db, orderId, 'canceled', at);
  return true;
}

/**
 * A new checkout attempt for a cart replaces the attempts still waiting at a payment page: they are
 * cancelled (stock and coupon back) before the new order takes its stock. The attempt with the
 * given idempotency key is kept, since that is the request being repeated. Answers the provider
 * sessions of the cancelled orders, to close them at the provider.
 */
export async function supersedePendingOrders(db: Db, cartId: number, keepKey: string | null, now: Date): Promise<SupersededSession[]> {
  return db.transaction().execute((trx) => closePendingOrdersOfCart(trx, cartId, keepKey, now));
}

export type SupersededSession = { provider: string; sessionId: string };

/** The same, inside the caller's transaction (placing an order, with the cart locked). */
export async function closePendingOrdersOfCart(trx: Db, cartId: number, keepKey: string | null, now: Date): Promise<SupersededSession[]> {
  const closed: SupersededSession[] = [];
  for (const order of await pendingOnlineOrdersOfCart(trx, cartId, keepKey)) {
    if ((await closeOrder(trx, order.id, 'canceled', now, 'superseded')) && order.provider_session_id !== null) {
      closed.push({ provider: order.provider, sessionId: order.provider_session_id });
    }
  }
  return closed;
}
