// Applying what a provider reports. Each notification is recorded by its id in the same
// transaction that acts on it: a repeated notification (providers retry) finds its id taken and
// changes nothing; the order updates themselves are guarded by the order's status as well.
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { closeOrder, markOrderPaid, orderContext } from '../orders/index.ts';
import { isUniqueViolation } from '../../db/database-errors.ts';
import { findPaymentOfSession, paymentAmountOfOrder, recordPaymentEvent } from './payment-repository.ts';
import type { CaptureResult, PaymentEvent } from './provider.ts';

export type EventResult = 'applied' | 'duplicate' | 'ignored';

export async function applyPaymentEvent(deps: Deps, provider: string, event: PaymentEvent): Promise<EventResult> {
  const payment = await findPaymentOfSession(deps.db, provider, event.sessionId);
  try {
    return await deps.db.transaction().execute(async (trx) => {
      await recordPaymentEvent(trx, { provider, event_id: event.id, type: event.type, order_id: payment?.order_id ?? null, received_at: deps.now().toISOString() });
      if (!payment) return 'ignored';
      if (event.type === 'payment.succeeded') {
        // Paid must mean paid in full, in the order's currency, for this very order.
        if (event.amountCents !== payment.amount_cents || event.currency !== payment.currency_code || event.merchantReference !== payment.ref) return 'ignored';
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

/**
 * The provider's answer to a capture (wallet accept), applied like a notification: paid only when
 * the provider captured the order's full amount in its currency. A payment the payer has not
 * approved leaves the order waiting, and the caller is told so (402).
 */
export async function applyCapture(deps: Deps, orderId: number, result: CaptureResult): Promise<void> {
  if (result.status === 'not_approved') throw new AppError('payment_failed', { message: 'The payment has not been approved yet.' });
  await deps.db.transaction().execute(async (trx) => {
    if (result.status === 'captured') {
      const payment = await paymentAmountOfOrder(trx, orderId);
      if (result.amountCents !== payment.amount_cents || result.currency !== payment.currency_code) return;
      await markOrderPaid(trx, orderId, orderContext(deps));
    } else {
      await closeOrder(trx, orderId, result.status === 'declined' ? 'payment_error' : 'canceled', deps.now());
    }
  });
}
