// Applying what a provider reports. Each notification is recorded by its id in the same
// transaction that acts on it: a repeated notification (providers retry) finds its id taken and
// changes nothing; the order updates themselves are guarded by the order's status as well.
// Money that cannot make the order paid is never dropped silently: a payment for another amount or
// currency is refused and a payment that arrives after the order was closed (cancelled, failed,
// or expired unpaid) leaves the order closed; both are written to the order's timeline as a payment flag, so
// staff see them in the admin and refund the payer.
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { closeOrder, markOrderPaid, orderContext, recordOrderEvent } from '../orders/index.ts';
import type { Transaction } from 'kysely';
import type { Database, OrderStatus } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/database-errors.ts';
import { findPaymentOfSession, paymentAmountOfOrder, recordPaymentEvent } from './payment-repository.ts';
import type { CaptureResult, PaymentEvent } from './provider.ts';

export type EventResult = 'applied' | 'duplicate' | 'ignored' | 'flagged';

type FlagReason = 'amount_mismatch' | 'paid_after_close';

/** Money the provider took that did not make the order paid: on the order's timeline, for a refund. */
async function flagPayment(deps: Deps, trx: Transaction<Database>, orderId: number, detail: { reason: FlagReason; provider: string; event_id?: string; amount_cents: number; currency: string }) {
  await recordOrderEvent(trx, { orderId, kind: 'payment_flag', detail, at: deps.now() });
}

/** Orders that no payment reopens. */
const CLOSED = new Set<OrderStatus>(['canceled', 'payment_error']);

export async function applyPaymentEvent(deps: Deps, provider: string, event: PaymentEvent): Promise<EventResult> {
  const payment = await findPaymentOfSession(deps.db, provider, event.sessionId);
  try {
    return await deps.db.transaction().execute(async (trx) => {
      await recordPaymentEvent(trx, { provider, event_id: event.id, type: event.type, order_id: payment?.order_id ?? null, received_at: deps.now().toISOString() });
      if (!payment) return 'ignored';
      if (event.type === 'payment.succeeded') {
        const flag = async (reason: FlagReason) => {
          await flagPayment(deps, trx, payment.order_id, { reason, provider, event_id: event.id, amount_cents: event.amountCents, currency: event.currency });
          return 'flagged' as const;
        };
        // Paid must mean paid in full, in the order's currency, for this very order.
        if (event.merchantReference !== payment.ref) return 'ignored';
        if (event.amountCents !== payment.amount_cents || event.currency !== payment.currency_code) return flag('amount_mismatch');
        if (await markOrderPaid(trx, payment.order_id, orderContext(deps))) return 'applied';
        return CLOSED.has(payment.status) ? flag('paid_after_close') : 'ignored';
      }
      const status = event.type === 'payment.failed' ? 'payment_error' : 'canceled';
      return (await closeOrder(trx, payment.order_id, status, deps.now(), 'provider')) ? 'applied' : 'ignored';
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
export async function applyCapture(deps: Deps, orderId: number, result: CaptureResult, provider: string): Promise<void> {
  if (result.status === 'not_approved') throw new AppError('payment_failed', { message: 'The payment has not been approved yet.' });
  // Taken but held by the provider: the order waits for the provider's notification.
  if (result.status === 'pending') return;
  await deps.db.transaction().execute(async (trx) => {
    if (result.status === 'captured') {
      const payment = await paymentAmountOfOrder(trx, orderId);
      if (result.amountCents !== payment.amount_cents || result.currency !== payment.currency_code) {
        await flagPayment(deps, trx, orderId, { reason: 'amount_mismatch', provider, amount_cents: result.amountCents, currency: result.currency });
        return;
      }
      await markOrderPaid(trx, orderId, orderContext(deps));
    } else {
      await closeOrder(trx, orderId, result.status === 'declined' ? 'payment_error' : 'canceled', deps.now(), 'provider');
    }
  });
}
