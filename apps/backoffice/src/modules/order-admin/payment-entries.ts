// Payments as entries (issue 34). Staff book each prepayment or cash-on-delivery receipt as it is on
// the bank statement (amount, day, reference); the order's payment state follows from their sum
// (pricing-vat's paymentBalance): unpaid, partially paid with the open balance, paid, or overpaid
// with the amount to pay back. Only a receipt that covers the total makes a waiting prepayment order
// paid. A wrong entry is corrected by a reversing entry (negative, at most once per entry), never
// edited. What came in is kept on the order as a delta (shop_order.received_amount_cents), so two
// bookings at once both count.
//
// The same form sent again (its request key) books nothing more; without a key, the same day,
// amount and reference count as the same receipt.
import { countryFactsOf } from '@shop/contract';
import { decimalAmount, paymentBalance, type PaymentBalance } from '@shop/pricing-vat';
import type { Transaction } from 'kysely';
import { isUniqueViolation } from '../../db/database-errors.ts';
import type { Database } from '../../db/schema.ts';
import type { Audit } from '../../http/admin-call.ts';
import { AppError } from '../../http/app-error.ts';
import { dayIn } from '../shop/index.ts';
import { addReceived, changeOrderIf, recordOrderEvent, subtractExcess } from '../orders/index.ts';
import { type AdminOrder, insertPaymentEntry, paymentEntry, paymentEntryOfRequest, reversalOf } from './order-admin-repository.ts';
import { requireAdminOrder } from './order-detail.ts';
import { type StepContext, stateConflict } from './workflow.ts';
import { mayMarkPaid } from './workflow-rules.ts';

export type PaymentBody = { received_on: string; amount_cents: number; reference?: string | undefined; request_key?: string | undefined };
export type PayBackBody = { paid_on: string; amount_cents: number; reference?: string | undefined; request_key: string };

function fieldError(path: string, message: string): AppError {
  return new AppError('validation_failed', { message, fields: [{ path, message }] });
}

/** A day from the bank statement lies between the order's day and today, in the shop's country. */
function checkBankDay(order: AdminOrder, now: Date, field: { path: string; day: string; moved: 'arrived' | 'been sent' }): void {
  const timeZone = countryFactsOf(order.country_id).timeZone;
  if (field.day > dayIn(timeZone, now)) throw fieldError(field.path, `The money cannot have ${field.moved} after today.`);
  if (field.day < dayIn(timeZone, new Date(order.created_at))) throw fieldError(field.path, `The money cannot have ${field.moved} before the order was placed.`);
}

const balanceDetail = (balance: PaymentBalance) => ({
  state: balance.state,
  received_cents: balance.receivedCents,
  open_cents: balance.openCents,
  excess_cents: balance.excessCents,
});

/**
 * The order's status and paid time once what came in is `now.received`: paid when it covers the
 * total. Decided on the row as the booking's own update left it (`current`, locked until commit), so two
 * bookings or a booking and a reversal at once cannot decide from a stale read.
 */
async function settleStatus(
  trx: Transaction<Database>,
  order: AdminOrder,
  current: { status: AdminOrder['status']; paidAt: string | null },
  balance: PaymentBalance,
  at: string,
): Promise<AdminOrder['status']> {
  const covered = balance.openCents === 0;
  if (covered && current.paidAt === null) {
    const to = current.status === 'not_paid' ? 'paid' : current.status;
    if (!(await changeOrderIf(trx, order.id, { status: current.status }, { status: to, paid_at: at }, at))) throw stateConflict('The order changed meanwhile. Please reload it.');
    return to;
  }
  // A reversal took the order below its total before it shipped: it waits for its money again.
  if (!covered && current.paidAt !== null && order.payment_kind !== 'online') {
    const to = current.status === 'paid' ? 'not_paid' : current.status;
    if (!(await changeOrderIf(trx, order.id, { status: current.status }, { status: to, paid_at: null }, at))) throw stateConflict('The order changed meanwhile. Please reload it.');
    return to;
  }
  return current.status;
}

export async function recordPayment(context: StepContext, orderId: number, body: PaymentBody): Promise<void> {
  const key = body.request_key ?? `${body.received_on}:${body.amount_cents}:${body.reference ?? ''}`;
  try {
    await bookPayment(context, orderId, body, key);
  } catch (error) {
    // A twin of this very form got there first: its entry stands.
    if (isUniqueViolation(error) && (await paymentEntryOfRequest(context.deps.db, orderId, key))) return;
    throw error;
  }
}

async function bookPayment(context: StepContext, orderId: number, body: PaymentBody, key: string): Promise<void> {
  const now = context.deps.now();
  await context.write((trx, audit) => bookReceipt(trx, audit, context, { orderId, body, key, now }));
}

/** Books a receipt in the caller's transaction (the delivered step books the carrier's cash with it). */
export async function bookReceipt(trx: Transaction<Database>, audit: Audit, context: StepContext, input: { orderId: number; body: PaymentBody; key: string; now: Date }): Promise<void> {
  const { orderId, body, key, now } = input;
  const at = now.toISOString();
  const earlier = await paymentEntryOfRequest(trx, orderId, key);
  if (earlier) {
    // The same form again books nothing; the same key with another receipt is a mistake, said so.
    if (earlier.amount_cents !== body.amount_cents || earlier.received_on !== body.received_on) throw stateConflict('This payment form was sent before with another amount or day. Please reload the order.');
    return;
  }
  const order = await requireAdminOrder(trx, orderId);
  if (!mayMarkPaid(order)) {
    throw stateConflict(order.payment_kind === 'online' ? 'An online payment is marked paid by its provider.' : `A payment cannot be booked for an order in status ${order.status}.`);
  }
  checkBankDay(order, now, { path: 'received_on', day: body.received_on, moved: 'arrived' });
  const reference = body.reference?.trim() || null;
  const entryId = await insertPaymentEntry(trx, {
    order_id: orderId,
    amount_cents: body.amount_cents,
    received_on: body.received_on,
    method: order.payment_kind,
    reference,
    reverses_id: null,
    request_key: key,
    note: null,
    actor_id: context.staff.id,
    created_at: at,
  });
  const after = await addReceived(trx, orderId, body.amount_cents, body.received_on, at);
  if (after === null) throw stateConflict('The order changed meanwhile. Please reload it.');
  const received = after.received;
  const balance = paymentBalance(order.total_taxed_cents, received);
  const to = await settleStatus(trx, order, after, balance, at);
  const detail = { entry_id: entryId, amount_cents: body.amount_cents, received_on: body.received_on, reference, total_cents: order.total_taxed_cents, amount_mismatch: balance.state !== 'paid', ...balanceDetail(balance) };
  await recordOrderEvent(trx, { orderId, kind: 'payment_received', from: order.status, to, detail, actorId: context.staff.id, at: now });
  await audit({
    action: 'order.mark_paid',
    entity: 'order',
    entityId: orderId,
    before: { status: order.status, received_amount_cents: order.received_amount_cents },
    after: { status: to, received_amount_cents: received, entry: { id: entryId, amount_cents: body.amount_cents, received_on: body.received_on, reference }, ...balanceDetail(balance) },
  });
}

/** Reverses a wrong entry with a negative one; the same entry reversed again changes nothing. */
export async function reversePayment(context: StepContext, orderId: number, entryId: number, body: { reason: string }): Promise<void> {
  const now = context.deps.now();
  const at = now.toISOString();
  try {
    await context.write(async (trx, audit) => {
      const entry = await paymentEntry(trx, orderId, entryId);
      if (!entry) throw new AppError('not_found', { message: 'This payment entry does not belong to the order.' });
      if (entry.reverses_id !== null) throw stateConflict('A reversal cannot be reversed; book the payment again instead.');
      if (await reversalOf(trx, entryId)) return;
      const order = await requireAdminOrder(trx, orderId);
      const reversalId = await insertPaymentEntry(trx, {
        order_id: orderId,
        amount_cents: -entry.amount_cents,
        received_on: dayIn(countryFactsOf(order.country_id).timeZone, now),
        method: entry.method,
        reference: entry.reference,
        reverses_id: entryId,
        kind: 'reversal',
        request_key: null,
        note: body.reason,
        actor_id: context.staff.id,
        created_at: at,
      });
      const after = await addReceived(trx, orderId, -entry.amount_cents, null, at);
      if (after === null) throw stateConflict('What stays in would be less than was refunded: this entry cannot be reversed.');
      const received = after.received;
      const balance = paymentBalance(order.total_taxed_cents, received);
      const to = await settleStatus(trx, order, after, balance, at);
      const detail = { entry_id: reversalId, reverses_id: entryId, amount_cents: -entry.amount_cents, reason: body.reason, ...balanceDetail(balance) };
      await recordOrderEvent(trx, { orderId, kind: 'payment_reversed', from: order.status, to, detail, actorId: context.staff.id, at: now });
      await audit({
        action: 'order.payment_reversed',
        entity: 'order',
        entityId: orderId,
        before: { status: order.status, received_amount_cents: order.received_amount_cents },
        after: { status: to, received_amount_cents: received, reversal: { id: reversalId, reverses_id: entryId, amount_cents: -entry.amount_cents, reason: body.reason } },
      });
    });
  } catch (error) {
    // Two reversals of one entry at once: the first stands.
    if (isUniqueViolation(error) && (await reversalOf(context.deps.db, entryId))) return;
    throw error;
  }
}

/**
 * Money that came in over the total went back to the payer (an overpaid prepayment or cash on
 * delivery): a negative entry of at most the excess, booked from the bank statement like a receipt.
 * It is no refund: nothing of the order is given back, so no credit note. The order's received sum
 * falls by a conditional update that never takes it below the total, so two pay-backs at once
 * cannot send back more than came in over it; the same form again books nothing more.
 */
export async function payBackExcess(context: StepContext, orderId: number, body: PayBackBody): Promise<void> {
  const now = context.deps.now();
  const at = now.toISOString();
  try {
    await context.write(async (trx, audit) => {
      const earlier = await paymentEntryOfRequest(trx, orderId, body.request_key);
      if (earlier) {
        if (earlier.amount_cents !== -body.amount_cents || earlier.received_on !== body.paid_on) throw stateConflict('This form was sent before with another amount or day. Please reload the order.');
        return;
      }
      const order = await requireAdminOrder(trx, orderId);
      if (order.payment_kind === 'online') throw stateConflict('Money an online payment took over the total goes back through its flag on the order.');
      const before = paymentBalance(order.total_taxed_cents, order.received_amount_cents ?? 0);
      if (before.excessCents === 0) throw stateConflict('Nothing came in over the order’s total, so there is nothing to pay back.');
      if (body.amount_cents > before.excessCents) throw fieldError('amount_cents', `At most ${decimalAmount(before.excessCents)} ${order.currency_code} came in over the total.`);
      checkBankDay(order, now, { path: 'paid_on', day: body.paid_on, moved: 'been sent' });
      const reference = body.reference?.trim() || null;
      const entryId = await insertPaymentEntry(trx, {
        order_id: orderId,
        amount_cents: -body.amount_cents,
        received_on: body.paid_on,
        method: order.payment_kind,
        reference,
        reverses_id: null,
        request_key: body.request_key,
        kind: 'pay_back',
        note: null,
        actor_id: context.staff.id,
        created_at: at,
      });
      const after = await subtractExcess(trx, orderId, body.amount_cents, at);
      // Another pay-back got there first: what is left over the total is less now.
      if (after === null) throw stateConflict('The order changed meanwhile: less came in over the total than this form says. Please reload it.');
      const balance = paymentBalance(order.total_taxed_cents, after.received);
      const detail = { entry_id: entryId, amount_cents: -body.amount_cents, paid_on: body.paid_on, reference, ...balanceDetail(balance) };
      await recordOrderEvent(trx, { orderId, kind: 'payment_paid_back', from: after.status, to: after.status, detail, actorId: context.staff.id, at: now });
      await audit({
        action: 'order.payment_paid_back',
        entity: 'order',
        entityId: orderId,
        before: { received_amount_cents: order.received_amount_cents, excess_cents: before.excessCents },
        after: { received_amount_cents: after.received, entry: { id: entryId, amount_cents: -body.amount_cents, paid_on: body.paid_on, reference }, ...balanceDetail(balance) },
      });
    });
  } catch (error) {
    // The same form twice at once: the first stands.
    if (isUniqueViolation(error) && (await paymentEntryOfRequest(context.deps.db, orderId, body.request_key))) return;
    throw error;
  }
}
