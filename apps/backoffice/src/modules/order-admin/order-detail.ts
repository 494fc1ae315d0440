// One order as the admin's detail page shows it: lines, addresses, methods, the shopper's message,
// totals with the VAT per rate, the payment's receipt, shipment, refunds, flagged payments,
// documents, and the timeline of every status change and mail, oldest first.
import { tagsOfOrders } from './order-tags.ts';
import { countryFactsOf, type PaymentCode } from '@shop/contract';
import { carrierNameOf, type OrderAdminDetail, type OrderRow, type PaymentFlag, type TimelineEntry } from '@shop/contract/admin';
import { paidPerLine, paymentBalance, refundableAmount, vatRateFromTaxTitle } from '@shop/pricing-vat';
import type { Db } from '../../db/connect.ts';
import { notFound } from '../../http/app-error.ts';
import { postalAddressOf } from '../customer/index.ts';
import { documentsOfOrder, orderVatTotals } from '../invoices/index.ts';
import { paymentFlagsOfOrder } from '../payments/index.ts';
import { withdrawalRefundDueOn } from '../shop/index.ts';
import {
  type AdminOrder,
  findAdminOrder,
  type listOrders,
  methodTitlesOf,
  orderAddressesOf,
  orderEventsOf,
  orderLinesOf,
  orderMailsOf,
  paymentEntriesOf,
  refundLinesOf,
  refundsOf,
  withdrawalsOf,
  shipmentOf,
} from './order-admin-repository.ts';
import { mayChangeDeliveryAddress, paidCents, stepsAllowed } from './workflow-rules.ts';

type Country = OrderAdminDetail['country'];

const asCountry = (iso: string): Country => (iso === 'DE' || iso === 'RO' ? iso : 'AT');

/** A receipt that differs from the total, up or down. */
export function hasAmountMismatch(order: { received_amount_cents: number | null; total_taxed_cents: number }): boolean {
  return order.received_amount_cents !== null && order.received_amount_cents !== order.total_taxed_cents;
}

export function toOrderRow(row: Awaited<ReturnType<typeof listOrders>>['rows'][number], tags: string[]): OrderRow {
  return {
    id: row.id,
    ref: row.ref,
    created_at: row.created_at,
    customer_name: `${row.firstname} ${row.lastname}`.trim(),
    customer_email: row.customer_email,
    country: asCountry(row.iso_alpha2),
    status: row.status,
    payment_code: row.payment_code as PaymentCode,
    payment_kind: row.payment_kind,
    currency: row.currency_code,
    total_taxed_cents: row.total_taxed_cents,
    amount_mismatch: hasAmountMismatch(row),
    tags,
  };
}

export async function requireAdminOrder(db: Db, orderId: number): Promise<AdminOrder> {
  const order = await findAdminOrder(db, orderId);
  if (!order) throw notFound('order_not_found');
  return order;
}

function parseDetail(json: string | null): Record<string, unknown> | null {
  if (json === null) return null;
  const value: unknown = JSON.parse(json);
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** Whether a flag's provider refunds through its API (else the money goes back by hand). */
export type RefundsThrough = (provider: string) => boolean;

async function paymentFlagsOf(db: Db, orderId: number, refundsThrough: RefundsThrough): Promise<PaymentFlag[]> {
  const flags = await paymentFlagsOfOrder(db, orderId);
  return flags.map((flag) => ({
    id: flag.id,
    reason: flag.reason,
    provider: flag.provider,
    amount_cents: flag.amount_cents,
    currency: flag.currency_code,
    created_at: flag.created_at,
    status: flag.status,
    refund_via: flag.settled_method ?? (flag.provider_session_id !== null && refundsThrough(flag.provider) ? 'provider' : 'manual'),
    provider_refund_id: flag.provider_refund_id,
    settled_at: flag.settled_at,
    settled_by_email: flag.settled_by_email,
  }));
}

export async function loadOrderDetail(db: Db, orderId: number, refundsThrough: RefundsThrough): Promise<OrderAdminDetail> {
  const order = await requireAdminOrder(db, orderId);
  const lang = order.locale.slice(0, 2);
  const [lines, addresses, titles, shipment, refunds, flags, documents, events, mails, entries, withdrawals, refundLines, tags] = await Promise.all([
    orderLinesOf(db, orderId),
    orderAddressesOf(db, orderId),
    methodTitlesOf(db, order, lang),
    shipmentOf(db, orderId),
    refundsOf(db, orderId),
    paymentFlagsOf(db, orderId, refundsThrough),
    documentsOfOrder(db, orderId),
    orderEventsOf(db, orderId),
    orderMailsOf(db, orderId),
    paymentEntriesOf(db, orderId),
    withdrawalsOf(db, orderId),
    refundLinesOf(db, { orderId }),
    tagsOfOrders(db, [orderId]),
  ]);
  const address = (kind: 'invoice' | 'delivery') => {
    const row = addresses.find((candidate) => candidate.kind === kind);
    if (!row) throw new Error(`Order ${orderId} has no ${kind} address`);
    return postalAddressOf(row);
  };
  const facts = countryFactsOf(order.country_id);
  // The same reading of the stored amounts as the invoice's (pricing-vat invoiceTotals).
  const totals = orderVatTotals(order, lines, vatRateFromTaxTitle(facts.taxTitle) ?? 0);
  const paid = paidCents(order);
  // What each line cost after the coupon: what its units give back in a refund by lines.
  const paidOfLine = paidPerLine(
    lines.map((line) => ({ lineGross: line.line_taxed_cents, quantity: line.quantity, rate: line.tax_rate_basis_points / 100 })),
    order.discount_taxed_cents,
  );
  // An online payment is the provider's capture of the total; an offline one is what its entries add up to.
  const balance = paymentBalance(order.total_taxed_cents, order.payment_kind === 'online' ? paid : (order.received_amount_cents ?? 0));
  const reversed = new Set(entries.flatMap((entry) => (entry.reverses_id === null ? [] : [entry.reverses_id])));
  const timeline: TimelineEntry[] = [
    ...events.map((event) => ({
      type: 'event' as const,
      id: event.id,
      at: event.created_at,
      kind: event.kind,
      from_status: event.from_status,
      to_status: event.to_status,
      detail: parseDetail(event.detail_json),
      actor_email: event.actor_email,
    })),
    ...mails.map((mail) => ({
      type: 'mail' as const,
      id: mail.id,
      at: mail.created_at,
      kind: mail.kind,
      subject: mail.subject,
      to: mail.to_address,
      sent_at: mail.sent_at,
      attempts: mail.attempts,
      last_error: mail.last_error,
    })),
    ...withdrawals.map((withdrawal) => ({ type: 'withdrawal' as const, id: withdrawal.id, at: withdrawal.received_at, items: withdrawal.items })),
  ].sort((a, b) => (a.at === b.at ? (a.type === b.type ? a.id - b.id : a.type === 'event' ? -1 : 1) : a.at < b.at ? -1 : 1));

  return {
    id: order.id,
    ref: order.ref,
    created_at: order.created_at,
    status: order.status,
    country: asCountry(order.iso_alpha2),
    locale: order.locale,
    currency: order.currency_code,
    customer: {
      id: order.customer_id,
      email: order.customer_email,
      name: `${order.customer_firstname} ${order.customer_lastname}`.trim(),
      is_guest: order.is_guest === 1,
    },
    invoice_address: address('invoice'),
    delivery_address: address('delivery'),
    payment_method: { code: order.payment_code as PaymentCode, title: titles.payment ?? order.payment_code, kind: order.payment_kind },
    delivery_method: { code: titles.delivery?.code ?? '', title: titles.delivery?.title ?? titles.delivery?.code ?? '' },
    customer_note: order.customer_note,
    tags: tags.get(orderId) ?? [],
    coupon_code: order.coupon_code,
    lines: lines.map((line, index) => ({
      id: line.id,
      ref: line.ref,
      title: line.title,
      quantity: line.quantity,
      unit_price_taxed_cents: line.unit_price_taxed_cents,
      line_taxed_cents: line.line_taxed_cents,
      tax_rate: line.tax_rate_basis_points / 100,
      paid_cents: paidOfLine[index] ?? line.line_taxed_cents,
      refunded_quantity: line.refunded_quantity,
    })),
    totals: {
      goods_taxed_cents: order.goods_taxed_cents,
      discount_taxed_cents: order.discount_taxed_cents,
      postage_taxed_cents: order.postage_taxed_cents,
      payment_fee_taxed_cents: order.payment_fee_taxed_cents,
      total_taxed_cents: order.total_taxed_cents,
      total_net_cents: order.total_cents,
      vat: totals.rates.map((line) => ({ rate: line.rate, net_cents: line.net, vat_cents: line.vat, gross_cents: line.gross })),
    },
    payment: {
      paid_at: order.paid_at,
      received_amount_cents: order.received_amount_cents,
      received_on: order.received_on,
      state: balance.state,
      open_cents: balance.openCents,
      excess_cents: balance.excessCents,
      entries: entries.map((entry) => ({
        id: entry.id,
        amount_cents: entry.amount_cents,
        received_on: entry.received_on,
        reference: entry.reference,
        reverses_id: entry.reverses_id,
        kind: entry.kind,
        reversed: reversed.has(entry.id),
        note: entry.note,
        actor_email: entry.actor_email,
        created_at: entry.created_at,
      })),
      amount_mismatch: hasAmountMismatch(order),
      paid_cents: paid,
      refunded_cents: order.refunded_cents,
      refundable_cents: refundableAmount(paid, order.refunded_cents),
    },
    shipment: shipment
      ? {
          carrier: shipment.carrier as NonNullable<OrderAdminDetail['shipment']>['carrier'],
          carrier_name: carrierNameOf(shipment.carrier, shipment.tracking_url),
          tracking_number: shipment.tracking_number,
          tracking_url: shipment.tracking_url,
          shipped_at: shipment.shipped_at,
        }
      : null,
    delivered_at: order.delivered_at,
    canceled_at: order.canceled_at,
    refunds: refunds.map((refund) => ({
      id: refund.id,
      amount_cents: refund.amount_cents,
      method: refund.method,
      provider_refund_id: refund.provider_refund_id,
      reason: refund.reason,
      status: refund.status,
      actor_email: refund.actor_email,
      created_at: refund.created_at,
      lines: refundLines
        .filter((line) => line.refund_id === refund.id)
        .map((line) => ({ line_id: line.order_line_id, title: line.title, quantity: line.quantity, amount_cents: line.amount_cents, restock: line.restock === 1 })),
      postage_cents: refund.postage_cents,
      payment_fee_cents: refund.payment_fee_cents,
    })),
    payment_flags: flags,
    documents: documents.map((document) => ({
      id: document.id,
      kind: document.kind,
      number: document.number,
      issued_at: document.issued_at,
      amount_cents: document.amount_cents,
      einvoice: document.einvoice,
      corrects_number: document.corrects_number,
    })),
    timeline,
    withdrawals: withdrawals.map((withdrawal) => ({ ...withdrawal, refund_due_on: withdrawalRefundDueOn(withdrawal.received_at, facts.timeZone) })),
    actions: { ...stepsAllowed(order), correct_invoice: documents.some((document) => document.kind === 'invoice'), change_delivery_address: mayChangeDeliveryAddress(order) },
    returns: {
      service_rate: totals.serviceRate,
      postage_refunded: order.postage_refunded === 1,
      payment_fee_refunded: order.payment_fee_refunded === 1,
      restock_allowed: order.shipped_at !== null,
    },
  };
}

