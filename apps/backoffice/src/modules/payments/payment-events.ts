// Applying what a provider reports. Each notification is recorded by its id in the same
// transaction that acts on it: a repeated notification (providers retry) finds its id taken and
// changes nothing; the order updates themselves are guarded by the order's status as well.
// Money that cannot make the order paid is never dropped silently: a payment for another amount or
// currency is refused and a payment that arrives after the order was closed (cancelled, failed,
// or expired unpaid) leaves the order closed; both are flagged (payment_flag, with the session and
// payment reference a refund needs) and written to the order's timeline, so staff see them in the
// admin and refund the payer. A provider's own reference of a payment (Global Payments' PASREF) is
// kept with the order's payment as it arrives, for a later refund.
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { closeOrder, markOrderPaid, orderContext, recordOrderEvent, storePaymentRef } from '../orders/index.ts';
import type { Transaction } from 'kysely';
import type { Database, OrderStatus, PaymentFlagReason } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/database-errors.ts';
import { insertPaymentFlag } from './payment-flag-repository.ts';
import { findPaymentOfSession, paymentAmountOfOrder, recordPaymentEvent } from './payment-repository.ts';
import type { CaptureResult, PaymentEvent } from './provider.ts';

export type EventResult = 'applied' | 'duplicate' | 'ignored' | 'flagged';

type Flag = { reason: PaymentFlagReason; provider: string; eventId?: string; sessionId: string | null; paymentRef: string | null; amountCents: number; currency: string };

/** Money the provider took that did not make the order paid: flagged for a refund, and on the order's timeline. */
async function flagPayment(deps: Deps, trx: Transaction<Database>, orderId: number, flag: Flag) {
  const at = deps.now();
  const flagId = await insertPaymentFlag(trx, {
    order_id: orderId,
    provider: flag.provider,
    provider_session_id: flag.sessionId,
    provider_payment_ref: flag.paymentRef,
    reason: flag.reason,
    amount_cents: flag.amountCents,
    currency_code: flag.currency,
    created_at: at.toISOString(),
  });
  const detail = { flag_id: flagId, reason: flag.reason, provider: flag.provider, ...(flag.eventId ? { event_id: flag.eventId } : {}), amount_cents: flag.amountCents, currency: flag.currency };
  await recordOrderEvent(trx, { orderId, kind: 'payment_flag', detail, at });
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
        const paymentRef = event.paymentRef ?? null;
        const flag = async (reason: PaymentFlagReason) => {
          await flagPayment(deps, trx, payment.order_id, { reason, provider, eventId: event.id, sessionId: event.sessionId, paymentRef, amountCents: event.amountCents, currency: event.currency });
          return 'flagged' as const;
        };
        // Paid must mean paid in full, in the order's currency, for this very order.
        if (event.merchantReference !== payment.ref) return 'ignored';
        if (paymentRef) await storePaymentRef(trx, { provider, sessionId: event.sessionId, paymentRef, now: deps.now() });
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
        const session = { sessionId: payment.provider_session_id, paymentRef: payment.provider_payment_ref };
        await flagPayment(deps, trx, orderId, { reason: 'amount_mismatch', provider, ...session, amountCents: result.amountCents, currency: result.currency });
        return;
      }
      await markOrderPaid(trx, orderId, orderContext(deps));
    } else {
      await closeOrder(trx, orderId, result.status === 'declined' ? 'payment_error' : 'canceled', deps.now(), 'provider');
    }
  });
}
