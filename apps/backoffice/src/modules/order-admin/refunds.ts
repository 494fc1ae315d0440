// Refunds, full or partial (issue 14), by amount or by lines (issue 34, refund-lines.ts). At most what came in less what was refunded before
// (pricing-vat's refundableAmount), counted against the order with a conditional update, so two
// refunds racing for the same money cannot both pass: the second finds no room and is refused at
// its amount field. Every refund gets a credit note; the refund that returns everything sets the
// order's status to 'refunded', and gives the stock back when the order had not shipped yet.
//
// Online payments go back through their provider where it can refund: the amount is first held
// (a pending refund, counted against the order) in a short transaction, the provider is asked
// outside any transaction (no row stays locked while a provider answers), and then the refund is
// booked in one `write` with its credit note, event and audit line. A provider that refuses or
// cannot be reached gets the hold taken back: nothing is recorded, and the answer says so (502
// refund_failed). Prepayment and cash on delivery (and online methods without a refunding
// provider) are refunded by hand and recorded as manual, in one `write`.
//
// The admin's form sends a request key made once per form: the same key again answers the refund
// made the first time (unique per order and key).
import { type PaymentCode } from '@shop/contract';
import { decimalAmount, isFullyRefunded, refundableAmount, refundProblem } from '@shop/pricing-vat';
import type { Transaction } from 'kysely';
import { isUniqueViolation } from '../../db/database-errors.ts';
import type { Database } from '../../db/schema.ts';
import type { Audit } from '../../http/admin-call.ts';
import { AppError } from '../../http/app-error.ts';
import { issueCreditNote } from '../invoices/index.ts';
import { addRefundedIfRoom, CANCELLABLE_BY_STAFF, changeOrderIf, recordOrderEvent, releaseOrderStock, subtractRefunded } from '../orders/index.ts';
import { paymentsFor, type RefundResult } from '../payments/index.ts';
import type { AdminOrder } from './order-admin-repository.ts';
import { completeRefund, deletePendingRefund, insertRefund, methodTitlesOf, paymentSessionOf, refundOfRequest } from './order-admin-repository.ts';
import { enqueueRefundMail } from './order-change-mails.ts';
import { requireAdminOrder } from './order-detail.ts';
import { checkPricedAmount, holdRefundLines, isByLines, priceRefund, type PricedRefund, releaseRefundLines, restockRefundLines, type RefundLinesBody } from './refund-lines.ts';
import { mailContext, type StepContext, stateConflict } from './workflow.ts';
import { mayRefund, paidCents } from './workflow-rules.ts';

export type RefundBody = RefundLinesBody & { reason: string; request_key: string; notify_customer?: boolean | undefined; payer_iban?: string | undefined };

function amountError(message: string): AppError {
  return new AppError('validation_failed', { message, fields: [{ path: 'amount_cents', message }] });
}

/** Refuses a refund the order's state or the money left does not allow. */
function checkRefund(order: AdminOrder, amount: number): void {
  if (!mayRefund(order)) {
    throw stateConflict(order.status === 'refunded' ? 'This order was refunded in full already.' : `Nothing was paid for this order (status ${order.status}), so nothing can be refunded.`);
  }
  const problem = refundProblem(amount, paidCents(order), order.refunded_cents);
  if (problem === 'exceeds_refundable') {
    throw amountError(`At most ${decimalAmount(refundableAmount(paidCents(order), order.refunded_cents))} ${order.currency_code} can still be refunded.`);
  }
  if (problem !== null) throw amountError('Enter the amount to refund.');
}

/** The same form sent again: its refund stands (or is still being carried out). */
function repeated(earlier: { amount_cents: number; status: 'pending' | 'done' }, body: RefundBody): void {
  if (earlier.amount_cents !== body.amount_cents) throw stateConflict('This refund form was sent before with another amount. Please reload the order.');
  if (earlier.status === 'pending') throw stateConflict('This refund is being carried out by the payment provider. Please reload the order in a moment.');
}

export async function refund(context: StepContext, orderId: number, body: RefundBody): Promise<void> {
  const { deps } = context;
  const earlier = await refundOfRequest(deps.db, orderId, body.request_key);
  if (earlier) return repeated(earlier, body);
  const order = await requireAdminOrder(deps.db, orderId);
  checkRefund(order, body.amount_cents);
  // Prepayment and cash on delivery go back by bank transfer: the payer's IBAN is needed.
  if (order.payment_kind !== 'online' && !body.payer_iban) throw new AppError('validation_failed', { fields: [{ path: 'payer_iban', message: 'Enter the IBAN the money is sent to.' }] });
  const refunder = order.payment_kind === 'online' ? await providerRefunder(context, orderId) : null;
  try {
    if (refunder === null) await manualRefund(context, orderId, body);
    else await providerRefund(context, orderId, body, refunder);
  } catch (error) {
    if (error instanceof RepeatedForm) return repeated(error.earlier, body);
    // A twin of this very request got there first: its refund stands.
    if (!isUniqueViolation(error)) throw error;
    const twin = await refundOfRequest(deps.db, orderId, body.request_key);
    if (!twin) throw error;
    repeated(twin, body);
  }
}

/** The same form was booked by a request that came first (its twin): that refund stands. */
class RepeatedForm extends Error {
  readonly earlier: { amount_cents: number; status: 'pending' | 'done' };
  constructor(earlier: { amount_cents: number; status: 'pending' | 'done' }) {
    super('repeated refund form');
    this.earlier = earlier;
  }
}

type Refunder = (request: { amountCents: number; reference: string; currency: string }) => Promise<RefundResult>;

async function providerRefunder(context: StepContext, orderId: number): Promise<Refunder | null> {
  const session = await paymentSessionOf(context.deps.db, orderId);
  if (!session?.provider_session_id) return null;
  const refundThrough = paymentsFor(context.deps).refunder(session.provider as PaymentCode);
  if (!refundThrough) return null;
  const sessionId = session.provider_session_id;
  const paymentRef = session.provider_payment_ref;
  return (request) => refundThrough({ ...request, sessionId, paymentRef });
}

/**
 * Counts the amount against the order if it still fits, and a refund by lines' units, delivery and
 * fee (what they come to now must still be the amount); answers the order as it was before.
 */
async function holdRefund(trx: Transaction<Database>, context: StepContext, orderId: number, body: RefundBody, kind: { method: 'manual' | 'provider'; status: 'pending' | 'done'; now: Date }): Promise<{ before: AdminOrder; refundId: number; priced: PricedRefund | null }> {
  const before = await holdAmount(trx, orderId, body.amount_cents, kind.now);
  // The order row is held now: a twin of this very form that got here first is seen, and answered.
  const twin = await refundOfRequest(trx, orderId, body.request_key);
  if (twin) throw new RepeatedForm(twin);
  let priced: PricedRefund | null = null;
  if (isByLines(body)) {
    priced = await priceRefund(trx, before, body);
    checkPricedAmount(priced, body.amount_cents, before.currency_code);
  }
  const refundId = await insertRefund(trx, refundRow(context, orderId, body, kind));
  if (priced) await holdRefundLines(trx, orderId, refundId, priced);
  return { before, refundId, priced };
}

/** Counts the amount against the order if it still fits; answers the order as it is now. */
async function holdAmount(trx: Transaction<Database>, orderId: number, amount: number, at: Date): Promise<AdminOrder> {
  const order = await requireAdminOrder(trx, orderId);
  checkRefund(order, amount);
  if (!(await addRefundedIfRoom(trx, orderId, { amount, ceiling: paidCents(order), status: order.status }, at.toISOString()))) {
    // Another refund or step came first: say what holds now.
    checkRefund(await requireAdminOrder(trx, orderId), amount);
    throw stateConflict('The order changed meanwhile. Please reload it.');
  }
  return order;
}

function refundRow(context: StepContext, orderId: number, body: RefundBody, kind: { method: 'manual' | 'provider'; status: 'pending' | 'done'; now: Date }) {
  return {
    order_id: orderId,
    amount_cents: body.amount_cents,
    method: kind.method,
    status: kind.status,
    reason: body.reason,
    request_key: body.request_key,
    actor_id: context.staff.id,
    created_at: kind.now.toISOString(),
    payer_iban: kind.method === 'manual' ? (body.payer_iban ?? null) : null,
  };
}

async function manualRefund(context: StepContext, orderId: number, body: RefundBody): Promise<void> {
  const now = context.deps.now();
  await context.write(async (trx, audit) => {
    const { before, refundId } = await holdRefund(trx, context, orderId, body, { method: 'manual', status: 'done', now });
    await bookRefund(trx, audit, context, { before, refundId, body, method: 'manual', providerRefundId: null, now });
  });
}

async function providerRefund(context: StepContext, orderId: number, body: RefundBody, refunder: Refunder): Promise<void> {
  const { deps } = context;
  const now = deps.now();
  const held = await deps.db.transaction().execute((trx) => holdRefund(trx, context, orderId, body, { method: 'provider', status: 'pending', now }));
  let result: RefundResult;
  try {
    result = await refunder({ amountCents: body.amount_cents, currency: held.before.currency_code, reference: held.before.ref });
  } catch (error) {
    result = { status: 'refused', reason: error instanceof Error ? error.message : 'The provider did not answer.' };
  }
  if (result.status === 'refused') {
    await deps.db.transaction().execute(async (trx) => {
      await deletePendingRefund(trx, held.refundId);
      if (held.priced) await releaseRefundLines(trx, orderId, held.priced);
      await subtractRefunded(trx, orderId, body.amount_cents, deps.now().toISOString());
    });
    throw new AppError('refund_failed');
  }
  const providerRefundId = result.refundId;
  await context.write(async (trx, audit) => {
    await completeRefund(trx, held.refundId, providerRefundId);
    await bookRefund(trx, audit, context, { before: held.before, refundId: held.refundId, body, method: 'provider', providerRefundId, now });
  });
}

/**
 * The refund, counted against the order already, is booked: the status 'refunded' once all of it
 * went back, its credit note, the timeline and the audit line.
 */
async function bookRefund(
  trx: Transaction<Database>,
  audit: Audit,
  context: StepContext,
  input: { before: AdminOrder; refundId: number; body: RefundBody; method: 'manual' | 'provider'; providerRefundId: string | null; now: Date },
): Promise<void> {
  const { before, refundId, body, now } = input;
  const order = await requireAdminOrder(trx, before.id);
  const full = isFullyRefunded(paidCents(order), order.refunded_cents);
  let to = order.status;
  if (full && order.status !== 'refunded') {
    // Only when this refund moved it: a shipment committed meanwhile must not get its goods back in stock.
    if (!(await changeOrderIf(trx, order.id, { status: order.status }, { status: 'refunded' }, now.toISOString()))) throw stateConflict('The order changed meanwhile. Please reload it.');
    to = 'refunded';
    // Refunded in full before it shipped: the goods never left, so its stock goes back (once: each
    // reservation is given back only while it is still held, whoever gets there first).
    if (CANCELLABLE_BY_STAFF.includes(order.status)) await releaseOrderStock(trx, order.id, now.toISOString());
  } else if (full) {
    to = 'refunded';
  }
  // Returned units of a shipped order go back to stock where staff said so.
  await restockRefundLines(trx, order, refundId, now.toISOString(), context.staff.email);
  const creditNote = await issueCreditNote(trx, { refundId, at: now });
  const returned = (body.lines ?? []).filter((line) => line.quantity > 0);
  const refundDetail = {
    refund_id: refundId,
    amount_cents: body.amount_cents,
    method: input.method,
    reason: body.reason,
    provider_refund_id: input.providerRefundId,
    ...(isByLines(body) ? { lines: returned, postage: body.postage === true, payment_fee: body.payment_fee === true } : {}),
  };
  await recordOrderEvent(trx, { orderId: order.id, kind: 'refund', from: order.status, to, detail: refundDetail, actorId: context.staff.id, at: now });
  await recordOrderEvent(trx, { orderId: order.id, kind: 'invoice', detail: { document: 'credit_note', number: creditNote.number, document_id: creditNote.id }, actorId: context.staff.id, at: now });
  const notify = body.notify_customer !== false;
  if (notify) {
    const providerMethod = input.method === 'provider' ? ((await methodTitlesOf(trx, order, order.locale.slice(0, 2))).payment ?? order.payment_code) : null;
    await enqueueRefundMail(trx, mailContext(context.deps, now), order, { amountCents: body.amount_cents, providerMethod, creditNote });
  }
  await audit({
    action: 'order.refund',
    entity: 'order',
    entityId: order.id,
    before: { status: before.status, refunded_cents: before.refunded_cents },
    after: { status: to, refunded_cents: order.refunded_cents, refund: refundDetail, credit_note: creditNote.number, customer_notified: notify },
  });
}
