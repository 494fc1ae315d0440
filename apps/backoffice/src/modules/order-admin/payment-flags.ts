// Flagged payments (issue 15): money a provider took that could not make its order paid (another
// amount, or paid after the order was closed). Staff send it back to the payer: its flagged amount
// through the provider's refund where the provider has one, else recorded as sent by hand. It is not
// an order refund: the money never counted as the order's payment, so no credit note is issued and
// the order's refunded amount stays as it is.
//
// Like a provider refund (refunds.ts), the flag is first held (open -> refunding, a conditional
// update), the provider is asked outside any transaction, and the settlement
// is booked in one `write` with its timeline event and audit line. A provider that refuses or
// cannot be reached gets the hold taken back (502 refund_failed, nothing recorded). The conditional
// updates make two staff settling at once settle it once: the second is refused (409).
import type { PaymentCode } from '@shop/contract';
import { AppError, notFound } from '../../http/app-error.ts';
import { recordOrderEvent } from '../orders/index.ts';
import {
  findPaymentFlag,
  holdPaymentFlag,
  markPaymentFlagSettled,
  type PaymentFlag,
  paymentsFor,
  releasePaymentFlag,
  type RefundResult,
} from '../payments/index.ts';
import { type RefundsThrough, requireAdminOrder } from './order-detail.ts';
import { type StepContext, stateConflict } from './workflow.ts';

/** Whether a flag's provider refunds through its API (else the money goes back by hand). */
export function refundsThroughFor(context: Pick<StepContext, 'deps'>): RefundsThrough {
  const payments = paymentsFor(context.deps);
  return (provider) => payments.refunder(provider as PaymentCode) !== null;
}

function notOpen(flag: PaymentFlag): AppError {
  return stateConflict(flag.status === 'refunding' ? 'This payment is being refunded by the payment provider. Please reload the order in a moment.' : 'This payment was refunded already.');
}

export async function settlePaymentFlag(context: StepContext, orderId: number, flagId: number): Promise<void> {
  const { deps } = context;
  const flag = await findPaymentFlag(deps.db, orderId, flagId);
  if (!flag) throw notFound('not_found', 'This order has no such flagged payment.');
  if (flag.status !== 'open') throw notOpen(flag);
  const refundThrough = flag.provider_session_id === null ? null : paymentsFor(deps).refunder(flag.provider as PaymentCode);
  if (refundThrough === null) {
    await book(context, flag, { from: 'open', method: 'manual', providerRefundId: null });
    return;
  }
  if (!(await holdPaymentFlag(deps.db, flag.id))) throw notOpen((await findPaymentFlag(deps.db, orderId, flagId)) ?? flag);
  const order = await requireAdminOrder(deps.db, orderId);
  let result: RefundResult;
  try {
    result = await refundThrough({
      sessionId: flag.provider_session_id ?? '',
      paymentRef: flag.provider_payment_ref,
      amountCents: flag.amount_cents,
      currency: flag.currency_code,
      reference: order.ref,
    });
  } catch (error) {
    result = { status: 'refused', reason: error instanceof Error ? error.message : 'The provider did not answer.' };
  }
  if (result.status === 'refused') {
    await releasePaymentFlag(deps.db, flag.id);
    throw new AppError('refund_failed', { message: `The payment provider did not refund the payment (${result.reason}). Nothing was recorded; try again or refund it by hand.` });
  }
  await book(context, flag, { from: 'refunding', method: 'provider', providerRefundId: result.refundId });
}

/** The settlement with its timeline event and audit line, in one transaction. */
async function book(context: StepContext, flag: PaymentFlag, settlement: { from: 'open' | 'refunding'; method: 'provider' | 'manual'; providerRefundId: string | null }): Promise<void> {
  const now = context.deps.now();
  await context.write(async (trx, audit) => {
    if (!(await markPaymentFlagSettled(trx, flag.id, { ...settlement, staffId: context.staff.id, at: now }))) throw notOpen({ ...flag, status: 'settled' });
    const detail = {
      flag_id: flag.id,
      reason: flag.reason,
      provider: flag.provider,
      amount_cents: flag.amount_cents,
      currency: flag.currency_code,
      method: settlement.method,
      provider_refund_id: settlement.providerRefundId,
    };
    await recordOrderEvent(trx, { orderId: flag.order_id, kind: 'payment_flag_settled', detail, actorId: context.staff.id, at: now });
    await audit({ action: 'order.payment_flag_settle', entity: 'order', entityId: flag.order_id, before: { flag_id: flag.id, status: 'open' }, after: { status: 'settled', ...detail } });
  });
}
