// Which step of the order workflow the order's state allows (issue 14), as a German shop runs it:
//
//   not_paid --(prepayment received in full, one or more entries)--> paid --(ship)--> sent --(delivered)--> delivered
//   not_paid --(prepayment short: ship with a reason)--> sent --(the rest arrives)--> booked as paid
//   not_paid --(cash on delivery: ship first)--> sent/delivered --(money arrives)--> booked as paid
//   not_paid / paid / processing --(cancel)--> canceled: stock and coupon go back; not once shipped
//   paid / processing / sent / delivered / canceled with money in --(refund)--> ... --(all of it)--> refunded
//
// Online payments are marked paid by their provider, never by hand. Each handler checks these rules
// on the row it read and then changes the order only if it is still in that state.
import { paymentBalance, refundableAmount } from '@shop/pricing-vat';
import type { OrderStatus, PaymentKind } from '../../db/schema.ts';
import { CANCELLABLE_BY_STAFF } from '../orders/index.ts';

export type WorkflowState = {
  status: OrderStatus;
  payment_kind: PaymentKind;
  received_on: string | null;
  paid_at: string | null;
  received_amount_cents: number | null;
  total_taxed_cents: number;
  refunded_cents: number;
};

export type Steps = { mark_paid: boolean; ship: boolean; deliver: boolean; cancel: boolean; refund: boolean };

const SHIPPABLE: readonly OrderStatus[] = ['paid', 'processing'];
const REFUNDABLE: readonly OrderStatus[] = ['paid', 'processing', 'sent', 'delivered', 'canceled'];
const BOOKABLE: readonly OrderStatus[] = ['not_paid', 'paid', 'processing', 'sent', 'delivered'];

/** What came in: the booked receipt of an offline payment, else the total once a provider captured it. */
export function paidCents(order: Pick<WorkflowState, 'received_amount_cents' | 'paid_at' | 'total_taxed_cents'>): number {
  if (order.received_amount_cents !== null) return order.received_amount_cents;
  return order.paid_at === null ? 0 : order.total_taxed_cents;
}

/** What is still to pay of an offline payment (0 once what came in covers the total). */
export function openCents(order: Pick<WorkflowState, 'received_amount_cents' | 'total_taxed_cents'>): number {
  return paymentBalance(order.total_taxed_cents, order.received_amount_cents ?? 0).openCents;
}

/**
 * A receipt may be booked while money is still open: before shipping, and after it (cash on
 * delivery arrives with the carrier's transfer; a short prepayment's rest may come later).
 */
export function mayMarkPaid(order: WorkflowState): boolean {
  if (order.payment_kind === 'online') return false;
  return BOOKABLE.includes(order.status) && openCents(order) > 0;
}

/**
 * Paid and processing orders ship; cash on delivery ships before payment; a prepayment not paid in
 * full ships only with a reason given (the ship step asks for it and the audit keeps it).
 */
export function mayShip(order: WorkflowState): boolean {
  return SHIPPABLE.includes(order.status) || (order.status === 'not_paid' && order.payment_kind !== 'online');
}

/** A prepayment shipped now would leave money open: the ship step needs a reason. */
export function shipsUnpaid(order: WorkflowState): boolean {
  return order.payment_kind === 'prepayment' && openCents(order) > 0;
}

export function mayRefund(order: WorkflowState): boolean {
  return REFUNDABLE.includes(order.status) && refundableAmount(paidCents(order), order.refunded_cents) > 0;
}

export function stepsAllowed(order: WorkflowState): Steps {
  return {
    mark_paid: mayMarkPaid(order),
    ship: mayShip(order),
    deliver: order.status === 'sent',
    cancel: CANCELLABLE_BY_STAFF.includes(order.status),
    refund: mayRefund(order),
  };
}

/** Statuses in which the goods have not left and the order is open: its delivery address may be set right. */
const BEFORE_SHIPPING: readonly OrderStatus[] = ['not_paid', 'paid', 'processing'];

export function mayChangeDeliveryAddress(order: Pick<WorkflowState, 'status'>): boolean {
  return BEFORE_SHIPPING.includes(order.status);
}
