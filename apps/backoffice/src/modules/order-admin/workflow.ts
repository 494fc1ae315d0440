// The steps staff take on an order (issue 14): ship with a tracking number, mark delivered, cancel
// before shipping (payments are booked as entries: payment-entries.ts). Each step
// - is allowed only from the states it makes sense from (workflow-rules.ts), else 409
//   order_state_conflict;
// - is one `write`: one transaction with its order event and its audit line (before/after);
// - changes the order only if it is still in the state it was read in (a conditional update: on
//   PostgreSQL a concurrent step waits for the row and then finds it changed);
// - is idempotent: the same call again (or a concurrent twin) answers the same order and changes
//   nothing.
// Shipping issues the invoice and queues the shipping mail in the same transaction.
import { carrierNameOf, trackingUrlOf, type CarrierCode } from '@shop/contract/admin';
import { countryFactsOf, type PaymentCode } from '@shop/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import type { AdminWrite, StaffMember } from '../../http/admin-call.ts';
import { AppError } from '../../http/app-error.ts';
import { businessInvoiceFiles, issueInvoice } from '../invoices/index.ts';
import { dayIn } from '../shop/index.ts';
import { cancelOrderBeforeShipping, changeOrderIf, recordOrderEvent } from '../orders/index.ts';
import { paymentsFor } from '../payments/index.ts';
import { requireAdminOrder } from './order-detail.ts';
import { insertShipment, paymentSessionOf, shipmentOf } from './order-admin-repository.ts';
import { enqueueShippingMail } from './shipping-mail.ts';
import { enqueueCancellationMail } from './order-change-mails.ts';
import { bookReceipt } from './payment-entries.ts';
import { mayShip, openCents, paidCents, shipsUnpaid } from './workflow-rules.ts';

export type StepContext = { deps: Deps; staff: StaffMember; write: AdminWrite };

export function stateConflict(message: string): AppError {
  return new AppError('order_state_conflict', { message });
}

function fieldError(path: string, message: string): AppError {
  return new AppError('validation_failed', { message, fields: [{ path, message }] });
}

const readOrder = (trx: Transaction<Database>, orderId: number) => requireAdminOrder(trx, orderId);

// --- ship ----------------------------------------------------------------------------------------

export async function ship(
  context: StepContext,
  orderId: number,
  body: { carrier: CarrierCode; tracking_number: string; tracking_url?: string | undefined; unpaid_reason?: string | undefined },
): Promise<void> {
  const now = context.deps.now();
  const trackingUrl = trackingUrlOf(body.carrier, body.tracking_number, body.tracking_url ?? null);
  const sameShipment = (shipment: { carrier: string; tracking_number: string; tracking_url: string } | undefined) =>
    shipment !== undefined && shipment.carrier === body.carrier && shipment.tracking_number === body.tracking_number && shipment.tracking_url === trackingUrl;
  await context.write(async (trx, audit) => {
    const order = await readOrder(trx, orderId);
    const existing = await shipmentOf(trx, orderId);
    if (sameShipment(existing)) return;
    if (existing) throw stateConflict(`The order was shipped already (${existing.tracking_number}).`);
    if (!mayShip(order)) throw stateConflict(`An order in status ${order.status} cannot be shipped.`);
    // A prepayment not paid in full leaves only with a reason, kept in the timeline and the audit.
    const unpaidReason = shipsUnpaid(order) ? body.unpaid_reason?.trim() || null : null;
    if (shipsUnpaid(order) && !unpaidReason) throw fieldError('unpaid_reason', 'This order is not paid in full: say why it ships now.');
    const open = unpaidReason ? openCents(order) : 0;
    if (!(await changeOrderIf(trx, orderId, { status: order.status }, { status: 'sent', shipped_at: now.toISOString() }, now.toISOString()))) {
      if (sameShipment(await shipmentOf(trx, orderId))) return;
      throw stateConflict('The order changed meanwhile. Please reload it.');
    }
    await insertShipment(trx, { order_id: orderId, carrier: body.carrier, tracking_number: body.tracking_number, tracking_url: trackingUrl, shipped_at: now.toISOString() });
    await recordOrderEvent(trx, {
      orderId,
      kind: 'shipment',
      from: order.status,
      to: 'sent',
      detail: { carrier: body.carrier, tracking_number: body.tracking_number, tracking_url: trackingUrl, ...(unpaidReason ? { unpaid_reason: unpaidReason, open_cents: open } : {}) },
      actorId: context.staff.id,
      at: now,
    });
    // The goods left today: the invoice carries that day as its delivery date.
    const invoice = await issueInvoice(trx, { orderId, at: now, deliveryDate: dayIn(countryFactsOf(order.country_id).timeZone, now) });
    await recordOrderEvent(trx, { orderId, kind: 'invoice', detail: { document: 'invoice', number: invoice.number, document_id: invoice.id }, actorId: context.staff.id, at: now });
    await enqueueShippingMail(
      trx,
      mailContext(context.deps, now),
      order,
      { carrierName: carrierNameOf(body.carrier, trackingUrl), trackingNumber: body.tracking_number, trackingUrl },
      // A business customer in Germany or Austria gets the invoice with the parcel's mail, as PDF and XRechnung.
      { number: invoice.number, files: await businessInvoiceFiles(trx, invoice) },
    );
    await audit({
      action: 'order.ship',
      entity: 'order',
      entityId: orderId,
      before: { status: order.status, shipment: null },
      after: {
        status: 'sent',
        shipment: { carrier: body.carrier, tracking_number: body.tracking_number, tracking_url: trackingUrl },
        invoice: invoice.number,
        ...(unpaidReason ? { unpaid_reason: unpaidReason, open_cents: open } : {}),
      },
    });
  });
}

export function mailContext(deps: Deps, now: Date) {
  return { now, secret: deps.config.jwtSecret, storefrontUrls: deps.config.storefrontUrls };
}

// --- delivered -----------------------------------------------------------------------------------

/**
 * Delivered; for cash on delivery with the money the carrier collected booked in the same
 * transaction (both or neither), as long as the open amount is still what the form showed.
 */
export async function markDelivered(context: StepContext, orderId: number, body: { cash_collected_cents?: number | undefined } = {}): Promise<void> {
  const now = context.deps.now();
  await context.write(async (trx, audit) => {
    const order = await readOrder(trx, orderId);
    if (order.status === 'delivered') return;
    if (order.status !== 'sent') throw stateConflict(`Only a shipped order can be delivered; this one is ${order.status}.`);
    const collected = body.cash_collected_cents;
    if (collected !== undefined) {
      if (order.payment_kind !== 'cash_on_delivery') throw fieldError('cash_collected_cents', 'Only cash on delivery is collected by the carrier.');
      if (openCents(order) !== collected) throw stateConflict('The open amount changed meanwhile. Please reload the order.');
      const receivedOn = dayIn(countryFactsOf(order.country_id).timeZone, now);
      await bookReceipt(trx, audit, context, { orderId, body: { received_on: receivedOn, amount_cents: collected }, key: `collected-on-delivery-${orderId}`, now });
    }
    if (!(await changeOrderIf(trx, orderId, { status: 'sent' }, { status: 'delivered', delivered_at: now.toISOString() }, now.toISOString()))) {
      if ((await readOrder(trx, orderId)).status === 'delivered') return;
      throw stateConflict('The order changed meanwhile. Please reload it.');
    }
    await recordOrderEvent(trx, { orderId, kind: 'status', from: 'sent', to: 'delivered', detail: { reason: 'staff' }, actorId: context.staff.id, at: now });
    await audit({ action: 'order.deliver', entity: 'order', entityId: orderId, before: { status: 'sent', delivered_at: null }, after: { status: 'delivered', delivered_at: now.toISOString() } });
  });
}

// --- cancel --------------------------------------------------------------------------------------

export async function cancel(context: StepContext, orderId: number, body: { reason?: string | undefined; notify_customer?: boolean | undefined }): Promise<void> {
  const now = context.deps.now();
  const cancelled = await context.write(async (trx, audit) => {
    const order = await readOrder(trx, orderId);
    if (order.status === 'canceled') return false;
    const reason = body.reason ? body.reason : null;
    if (!(await cancelOrderBeforeShipping(trx, orderId, order.status, { now, actorId: context.staff.id, reason }))) {
      if ((await readOrder(trx, orderId)).status === 'canceled') return false;
      throw stateConflict(order.status === 'sent' || order.status === 'delivered' ? 'A shipped order cannot be cancelled; refund it instead.' : `An order in status ${order.status} cannot be cancelled.`);
    }
    const notify = body.notify_customer !== false;
    if (notify) await enqueueCancellationMail(trx, mailContext(context.deps, now), order, paidCents(order));
    await audit({ action: 'order.cancel', entity: 'order', entityId: orderId, before: { status: order.status }, after: { status: 'canceled', reason, customer_notified: notify } });
    return true;
  });
  if (!cancelled) return;
  // An online payment page still open for it can no longer be paid.
  const session = await paymentSessionOf(context.deps.db, orderId);
  if (session?.provider_session_id && session.status !== 'captured') {
    await paymentsFor(context.deps).closeSession(session.provider as PaymentCode, session.provider_session_id);
  }
}
