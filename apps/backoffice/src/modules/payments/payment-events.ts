// Applying what a provider reports. Each notification is recorded by its id in the same
// transaction that acts on it: a repeated notification (providers retry) finds its id taken and
// changes nothing; the order updates themselves are guarded by the order's status as well.
import type { Deps } from '../../deps.ts';
import { closeOrder, markOrderPaid, orderContext } from '../orders/order-outcome.ts';
import { isUniqueViolation } from '../orders/unique-violation.ts';
import type { CaptureResult, PaymentEvent } from './provider.ts';

export type EventResult = 'applied' | 'duplicate' | 'ignored';

export async function applyPaymentEvent(deps: Deps, provider: string, event: PaymentEvent): Promise<EventResult> {
  const payment = await deps.db
    .selectFrom('order_payment')
    .select(['order_id', 'amount_cents', 'currency_code'])
    .where('provider', '=', provider)
    .where('provider_session_id', '=', event.sessionId)
    .executeTakeFirst();
  try {
    return await deps.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('payment_event')
        .values({ provider, event_id: event.id, type: event.type, order_id: payment?.order_id ?? null, received_at: deps.now().toISOString() })
        .execute();
      if (!payment) return 'ignored';
      if (event.type === 'payment.succeeded') {
        // Paid must mean paid in full, in the order's currency.
        if (event.amountCents !== payment.amount_cents || event.currency !== payment.currency_code) return 'ignored';
        return (await markOrderPaid(trx, payment.order_id, orderContext(deps))) ? 'applied' : 'ignored';
      }
      const status = event.type === 'payment.failed' ? 'payment_error' : 'canceled';
      return (await closeOrder(trx, payment.order_id, status, deps.now())) ? 'applied' : 'ignored';
    });
  } catch (error) {
    if (isUniqueViolation(error)) return 'duplicate';
    throw error;
  }
}

/** The provider's answer to a capture (wallet accept), applied like a notification. */
export async function applyCapture(deps: Deps, orderId: number, result: CaptureResult): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    if (result === 'captured') await markOrderPaid(trx, orderId, orderContext(deps));
    else await closeOrder(trx, orderId, result === 'declined' ? 'payment_error' : 'canceled', deps.now());
  });
}
