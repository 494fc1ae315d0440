// Orders as the contract answers them (`orderDetailSchema`, `orderSummarySchema`): all from the
// order's own copies, nothing recomputed from today's catalog.
import { postalAddressOf } from '../customer/index.ts';
import { countryFactsOf, type OrderDetail, type OrderLine, type OrderSummary } from '@shop/contract';
import { carrierNameOf } from '@shop/contract/admin';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { OrderLineTable, ShopOrderTable } from '../../db/schema.ts';
import { documentsOfOrder, orderVatTotals, toOrderDocument } from '../invoices/index.ts';
import { loadShopCountry, withdrawalRefundDueOn } from '../shop/index.ts';
import { deliveryMethodWithTitle, orderAddresses, orderLines, orderSummaryRows, paymentMethodWithTitle, shipmentOfOrder, withdrawalsOfOrder } from './order-view-repository.ts';
import { paymentRetryWaitSeconds } from './setting-repository.ts';

type OrderRow = Selectable<ShopOrderTable>;

/** The customer may still cancel while the order awaits payment (nothing has been shipped). */
/** The shopper may cancel an order still awaiting its payment, unless money was booked for it (staff decide then). */
export function isCancellable(order: Pick<OrderRow, 'status' | 'received_amount_cents'>): boolean {
  return order.status === 'not_paid' && (order.received_amount_cents ?? 0) === 0;
}

export function toOrderLine(line: Selectable<OrderLineTable>): OrderLine {
  return {
    id: line.id,
    product_id: line.product_id,
    product_sale_elements_id: line.pse_id,
    ref: line.ref,
    title: line.title,
    quantity: line.quantity,
    unit_price_cents: line.unit_price_cents,
    unit_price_taxed_cents: line.unit_price_taxed_cents,
    tax_rate: line.tax_rate_basis_points / 100,
    line_total_cents: line.line_cents,
    line_total_taxed_cents: line.line_taxed_cents,
    url: line.url,
    image_url: line.image_url,
  };
}

export async function orderSummaries(db: Db, customerId: number, limit: number): Promise<OrderSummary[]> {
  const rows = await orderSummaryRows(db, customerId, limit);
  return rows.map((row) => ({
    id: row.id,
    ref: row.ref,
    created_at: row.created_at,
    status: row.status,
    currency: row.currency_code,
    total_taxed_cents: row.total_taxed_cents,
    item_count: Number(row.item_count ?? 0),
  }));
}

export async function orderDetail(db: Db, order: OrderRow): Promise<OrderDetail> {
  const lang = order.locale.slice(0, 2);
  const [lines, addresses, payment, delivery, documents, shipment, country, withdrawals] = await Promise.all([
    orderLines(db, order.id),
    orderAddresses(db, order.id),
    paymentMethodWithTitle(db, order.payment_method_id, lang),
    deliveryMethodWithTitle(db, order.delivery_module_id, lang),
    documentsOfOrder(db, order.id),
    shipmentOfOrder(db, order.id),
    // Postage and fee carried the rate in force when the order was placed.
    loadShopCountry(db, order.country_id, new Date(order.created_at)),
    withdrawalsOfOrder(db, order.id),
  ]);
  const retryWait = order.status === 'payment_error' ? await paymentRetryWaitSeconds(db) : 0;
  const totals = orderVatTotals(order, lines, country.vatRate);
  const address = (kind: 'invoice' | 'delivery') => {
    const row = addresses.find((candidate) => candidate.kind === kind);
    if (!row) throw new Error(`Order ${order.id} has no ${kind} address`);
    return postalAddressOf(row);
  };
  return {
    id: order.id,
    ref: order.ref,
    created_at: order.created_at,
    status: order.status,
    currency: order.currency_code,
    total_taxed_cents: order.total_taxed_cents,
    item_count: lines.reduce((total, line) => total + line.quantity, 0),
    customer_id: order.customer_id,
    invoice_ref: null,
    payment_method: { id: payment.id, code: order.payment_code as OrderDetail['payment_method']['code'], title: payment.title ?? order.payment_code },
    delivery_method: { id: delivery.id, code: delivery.code, title: delivery.title ?? delivery.code },
    invoice_address: address('invoice'),
    delivery_address: address('delivery'),
    lines: lines.map(toOrderLine),
    total_cents: order.total_cents,
    discount_taxed_cents: order.discount_taxed_cents,
    postage_amount: order.postage_cents,
    postage_amount_taxed: order.postage_taxed_cents,
    payment_fee_cents: order.payment_fee_cents,
    payment_fee_taxed_cents: order.payment_fee_taxed_cents,
    coupon_code: order.coupon_code,
    price_basis: order.price_basis,
    discount_cents: order.discount_cents,
    vat_lines: totals.rates.map(({ rate, net, vat, gross }) => ({ rate, net, vat, gross })),
    customer_note: order.customer_note,
    is_complete_delivery: order.is_complete_delivery === 1,
    local_pickup_id: order.local_pickup_id,
    tracking_url: shipment?.tracking_url ?? null,
    shipment: shipment
      ? { carrier_name: carrierNameOf(shipment.carrier, shipment.tracking_url), tracking_number: shipment.tracking_number, tracking_url: shipment.tracking_url, shipped_at: shipment.shipped_at }
      : null,
    cancellable: isCancellable(order),
    documents: documents.map(toOrderDocument),
    withdrawals: withdrawals.map((withdrawal) => ({ received_at: withdrawal.received_at, refund_due_on: withdrawalRefundDueOn(withdrawal.received_at, countryFactsOf(order.country_id).timeZone) })),
    // Filled in by the routes from the checkout module (the bank details of an awaited transfer).
    bank_transfer: null,
    online_payment_after: order.status === 'payment_error' && order.failed_at ? new Date(new Date(order.failed_at).getTime() + retryWait * 1000).toISOString() : null,
  };
}
