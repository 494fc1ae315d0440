// Orders as the contract answers them (`orderDetailSchema`, `orderSummarySchema`): all from the
// order's own copies, nothing recomputed from today's catalog.
import { postalAddressOf } from '../customer/index.ts';
import type { OrderDetail, OrderLine, OrderSummary } from '@shop/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { OrderLineTable, ShopOrderTable } from '../../db/schema.ts';

type OrderRow = Selectable<ShopOrderTable>;

/** The customer may still cancel while the order awaits payment (nothing has been shipped). */
export function isCancellable(order: Pick<OrderRow, 'status'>): boolean {
  return order.status === 'not_paid';
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
    url: line.url,
    image_url: line.image_url,
  };
}

export async function orderLines(db: Db, orderId: number): Promise<Selectable<OrderLineTable>[]> {
  return db.selectFrom('order_line').selectAll().where('order_id', '=', orderId).orderBy('position').execute();
}

export async function orderSummaries(db: Db, customerId: number, limit: number): Promise<OrderSummary[]> {
  const rows = await db
    .selectFrom('shop_order as o')
    .select((eb) => [
      'o.id',
      'o.ref',
      'o.created_at',
      'o.status',
      'o.currency_code',
      'o.total_taxed_cents',
      eb.selectFrom('order_line').select((inner) => inner.fn.sum<number>('quantity').as('n')).whereRef('order_line.order_id', '=', 'o.id').as('item_count'),
    ])
    .where('o.customer_id', '=', customerId)
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(limit)
    .execute();
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
  const [lines, addresses, payment, delivery] = await Promise.all([
    orderLines(db, order.id),
    db.selectFrom('order_address').selectAll().where('order_id', '=', order.id).execute(),
    db
      .selectFrom('payment_method as m')
      .leftJoin('payment_method_i18n as t', (join) => join.onRef('t.payment_method_id', '=', 'm.id').on('t.lang', '=', lang))
      .select(['m.id', 't.title'])
      .where('m.id', '=', order.payment_method_id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('delivery_module as d')
      .leftJoin('delivery_module_i18n as t', (join) => join.onRef('t.delivery_module_id', '=', 'd.id').on('t.lang', '=', lang))
      .select(['d.id', 'd.code', 't.title'])
      .where('d.id', '=', order.delivery_module_id)
      .executeTakeFirstOrThrow(),
  ]);
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
    customer_note: order.customer_note,
    is_complete_delivery: order.is_complete_delivery === 1,
    local_pickup_id: order.local_pickup_id,
    tracking_url: null,
    cancellable: isCancellable(order),
  };
}
