// What happens to an order after placement. Every change is guarded by the status it starts from
// (`where status = 'not_paid'`), so a repeated provider callback, a double click or two processes
// handling the same event change the order once and then nothing.
import type { Db } from '../../db/connect.ts';
import type { Deps } from '../../deps.ts';
import { emptyCart } from '../cart/index.ts';
import { releaseCouponUsage } from '../coupons/index.ts';
import { enqueueOrderConfirmation } from './confirmation-mail.ts';
import { releaseStock } from './stock-reservation.ts';

export type OrderContext = { now: Date; secret: string; storefrontUrls: Record<string, string> };

export function orderContext(deps: Deps): OrderContext {
  return { now: deps.now(), secret: deps.config.jwtSecret, storefrontUrls: deps.config.storefrontUrls };
}

/** Payment succeeded: the order is paid, its cart emptied, the confirmation queued. False if it was not awaiting payment. */
export async function markOrderPaid(db: Db, orderId: number, context: OrderContext): Promise<boolean> {
  const at = context.now.toISOString();
  const result = await db
    .updateTable('shop_order')
    .set({ status: 'paid', paid_at: at, updated_at: at })
    .where('id', '=', orderId)
    .where('status', '=', 'not_paid')
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return false;
  await db.updateTable('order_payment').set({ status: 'captured', updated_at: at }).where('order_id', '=', orderId).execute();
  const order = await db.selectFrom('shop_order').select('cart_id').where('id', '=', orderId).executeTakeFirstOrThrow();
  if (order.cart_id !== null) await emptyCart(db, order.cart_id, at);
  await enqueueOrderConfirmation(db, orderId, context);
  return true;
}

/**
 * Payment failed (payment_error) or the order was cancelled: its stock and coupon go back, the
 * cart stays as it was. False if the order was not awaiting payment.
 */
export async function closeOrder(db: Db, orderId: number, status: 'payment_error' | 'canceled', now: Date): Promise<boolean> {
  const at = now.toISOString();
  const result = await db
    .updateTable('shop_order')
    .set(status === 'payment_error' ? { status, failed_at: at, updated_at: at } : { status, canceled_at: at, updated_at: at })
    .where('id', '=', orderId)
    .where('status', '=', 'not_paid')
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return false;
  await db
    .updateTable('order_payment')
    .set({ status: status === 'payment_error' ? 'failed' : 'canceled', updated_at: at })
    .where('order_id', '=', orderId)
    .where('status', '=', 'pending')
    .execute();
  await releaseStock(db, orderId, at);
  await releaseCouponUsage(db, orderId);
  return true;
}

/**
 * A new checkout attempt for a cart replaces the attempts still waiting at a payment page: they are
 * cancelled (stock and coupon back) before the new order takes its stock. The attempt with the
 * given idempotency key is kept, since that is the request being repeated. Answers the provider
 * sessions of the cancelled orders, to close them at the provider.
 */
export async function supersedePendingOrders(db: Db, cartId: number, keepKey: string | null, now: Date): Promise<{ provider: string; sessionId: string }[]> {
  return db.transaction().execute(async (trx) => {
    let query = trx
      .selectFrom('shop_order as o')
      .innerJoin('order_payment as p', 'p.order_id', 'o.id')
      .innerJoin('payment_method as m', 'm.id', 'o.payment_method_id')
      .select(['o.id', 'p.provider', 'p.provider_session_id'])
      .where('o.cart_id', '=', cartId)
      .where('o.status', '=', 'not_paid')
      .where('m.kind', '=', 'online');
    if (keepKey !== null) {
      query = query.where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('checkout_request as r')
              .select('r.order_id')
              .whereRef('r.order_id', '=', 'o.id')
              .where('r.idempotency_key', '=', keepKey),
          ),
        ),
      );
    }
    const pending = await query.orderBy('o.id').execute();
    const closed: { provider: string; sessionId: string }[] = [];
    for (const order of pending) {
      if ((await closeOrder(trx, order.id, 'canceled', now)) && order.provider_session_id !== null) {
        closed.push({ provider: order.provider, sessionId: order.provider_session_id });
      }
    }
    return closed;
  });
}
