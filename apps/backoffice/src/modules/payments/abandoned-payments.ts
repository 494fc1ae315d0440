// A shopper who leaves a payment page open and never returns would hold the order's stock for
// ever. Orders still waiting for an online payment after an hour are cancelled: stock and coupon
// go back, and the provider's session is closed so it can no longer be paid.
import type { PaymentCode } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { closeOrder, expireUnpaidOfflineOrders } from '../orders/index.ts';
import { unpaidOnlineOrdersBefore } from './payment-repository.ts';
import { paymentsFor } from './payments.ts';

export const PAYMENT_WINDOW_MINUTES = 60;
const SWEEP_EVERY_MS = 5 * 60_000;

export async function expireAbandonedPayments(deps: Deps): Promise<number> {
  const now = deps.now();
  const cutoff = new Date(now.getTime() - PAYMENT_WINDOW_MINUTES * 60_000).toISOString();
  const stale = await unpaidOnlineOrdersBefore(deps.db, cutoff, 200);
  let expired = 0;
  for (const order of stale) {
    const closed = await deps.db.transaction().execute((trx) => closeOrder(trx, order.id, 'canceled', now, 'abandoned'));
    if (!closed) continue;
    expired += 1;
    if (order.provider_session_id) await paymentsFor(deps).closeSession(order.provider as PaymentCode, order.provider_session_id);
  }
  return expired;
}

/**
 * Sweeps every few minutes while the back office runs: abandoned online payments (above), then
 * offline orders past their window (orders/unpaid-order-expiry.ts, docs/decisions/006). Both are
 * safe to run in several processes at once; one process runs them.
 */
export function scheduleOrderSweeps(app: FastifyInstance, deps: Deps): void {
  const sweep = async () => {
    // Safe in parallel, but one process is enough: the job's lease picks it. Its turn is every five
    // minutes, so the lease outlasts a turn.
    if (!(await deps.leases.holds('order-sweeps', 2 * SWEEP_EVERY_MS))) return;
    await expireAbandonedPayments(deps).catch((error: unknown) => app.log.error({ err: error }, 'closing abandoned payments failed'));
    await expireUnpaidOfflineOrders(deps)
      .then((expired) => {
        if (expired > 0) app.log.info({ expired }, 'cancelled unpaid offline orders past their window');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'expiring unpaid offline orders failed'));
  };
  const timer = setInterval(() => {
    sweep().catch((error: unknown) => app.log.error({ err: error }, 'order sweeps failed'));
  }, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
