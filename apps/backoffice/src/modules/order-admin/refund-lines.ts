// Refunds by lines (issue 34): the units returned per order line, the delivery and the payment fee.
// What they come to is pricing-vat's lineRefund, the same the admin's form shows before anything is
// booked; a form whose amount no longer matches (another refund came first) is refused at its
// amount. The units are counted against their line, and delivery and fee against the order, by
// conditional updates in the refund's own transaction: two refunds cannot return the same unit. The
// units of a shipped order can go back to stock (a 'return' in the stock ledger), once the refund
// is booked; an order not shipped yet still holds its goods (a full refund gives them back).
import { countryFactsOf } from '@shop/contract';
import { goodsRefundLeft, lineRefund, paidPerLine, returnsEverything, vatRateFromTaxTitle } from '@shop/pricing-vat';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { orderVatTotals } from '../invoices/index.ts';
import { addRefundedUnitsIfLeft, markServiceRefundedIfNot, returnOrderStock, subtractRefundedUnits } from '../orders/index.ts';
import { type AdminOrder, type DbOrTrx, insertRefundLines, orderLinesOf, refundLinesOf, setRefundServices } from './order-admin-repository.ts';
import { stateConflict } from './workflow.ts';
import { paidCents } from './workflow-rules.ts';

export type RefundLinesBody = {
  amount_cents: number;
  lines?: { line_id: number; quantity: number; restock: boolean }[] | undefined;
  postage?: boolean | undefined;
  payment_fee?: boolean | undefined;
};

export type PricedLine = { lineId: number; pseId: number | null; units: number; amount: number; restock: boolean };
/** Delivery and fee: whether they go back, and what of them (a capped refund shares its amount over its parts). */
export type PricedRefund = { lines: PricedLine[]; postage: { asked: boolean; cents: number }; fee: { asked: boolean; cents: number }; amount: number };

/** Whether the body asks for a refund by lines (else it is one by amount). */
export function isByLines(body: RefundLinesBody): boolean {
  return (body.lines ?? []).some((line) => line.quantity > 0) || body.postage === true || body.payment_fee === true;
}

const fieldError = (path: string, message: string) => new AppError('validation_failed', { message, fields: [{ path, message }] });

/** What the requested units, delivery and fee come to now; refuses what the order does not allow. */
export async function priceRefund(db: DbOrTrx, order: AdminOrder, body: RefundLinesBody): Promise<PricedRefund> {
  const lines = await orderLinesOf(db, order.id);
  // Delivery and fee go back at the rate they were charged (the invoice's reading of the order).
  const serviceRate = orderVatTotals(order, lines, vatRateFromTaxTitle(countryFactsOf(order.country_id).taxTitle) ?? 0).serviceRate;
  const paid = paidPerLine(
    lines.map((line) => ({ lineGross: line.line_taxed_cents, quantity: line.quantity, rate: line.tax_rate_basis_points / 100 })),
    order.discount_taxed_cents,
  );
  const asked = new Map<number, { quantity: number; restock: boolean; index: number }>();
  (body.lines ?? []).forEach((line, index) => {
    if (line.quantity > 0) asked.set(line.line_id, { quantity: line.quantity, restock: line.restock, index });
  });
  for (const [lineId, request] of asked) {
    const line = lines.find((candidate) => candidate.id === lineId);
    if (!line) throw fieldError(`lines.${String(request.index)}.line_id`, 'This line is not part of the order.');
    const left = line.quantity - line.refunded_quantity;
    if (request.quantity > left) throw fieldError(`lines.${String(request.index)}.quantity`, left === 0 ? 'All units of this line were refunded already.' : `At most ${String(left)} can still be refunded.`);
    if (request.restock && order.shipped_at === null) throw fieldError(`lines.${String(request.index)}.restock`, 'The goods were not shipped: they are still in stock for this order.');
  }
  if (body.postage && order.postage_taxed_cents === 0) throw fieldError('postage', 'No delivery costs were charged for this order.');
  if (body.postage && order.postage_refunded === 1) throw fieldError('postage', 'The delivery was refunded already.');
  if (body.payment_fee && order.payment_fee_taxed_cents === 0) throw fieldError('payment_fee', 'No payment fee was charged for this order.');
  if (body.payment_fee && order.payment_fee_refunded === 1) throw fieldError('payment_fee', 'The payment fee was refunded already.');

  const parts = lines.flatMap((line, index) => {
    const request = asked.get(line.id);
    return request ? [{ line, paid: paid[index] ?? 0, request }] : [];
  });
  const postage = body.postage ? order.postage_taxed_cents : 0;
  const fee = body.payment_fee ? order.payment_fee_taxed_cents : 0;
  const everything = returnsEverything(
    lines.map((line) => ({ quantity: line.quantity, refunded: line.refunded_quantity, units: asked.get(line.id)?.quantity ?? 0 })),
    [
      { charged: order.postage_taxed_cents, refunded: order.postage_refunded === 1, asked: body.postage === true },
      { charged: order.payment_fee_taxed_cents, refunded: order.payment_fee_refunded === 1, asked: body.payment_fee === true },
    ],
  );
  const priced = lineRefund({
    parts: parts.map(({ line, paid: linePaid, request }) => ({ paid: linePaid, quantity: line.quantity, before: line.refunded_quantity, units: request.quantity, rate: line.tax_rate_basis_points / 100 })),
    delivery: postage > 0 ? { gross: postage, rate: serviceRate } : null,
    fee: fee > 0 ? { gross: fee, rate: serviceRate } : null,
    left: goodsRefundLeft(paidCents(order), order.refunded_cents, order.total_taxed_cents),
    returnsEverything: everything,
  });
  return {
    // A line whose variant no longer exists cannot go back to stock: it says so by restock 0.
    lines: parts.map(({ line, request }, index) => ({ lineId: line.id, pseId: line.pse_id, units: request.quantity, amount: priced.lines[index] ?? 0, restock: request.restock && line.pse_id !== null })),
    postage: { asked: postage > 0, cents: priced.delivery },
    fee: { asked: fee > 0, cents: priced.fee },
    amount: priced.amount,
  };
}

/** The form's amount must be what its lines come to now (another refund may have come first). */
export function checkPricedAmount(priced: PricedRefund, amount: number, currency: string): void {
  if (priced.amount === amount) return;
  throw fieldError('amount_cents', `These lines now come to ${(priced.amount / 100).toFixed(2)} ${currency}: please check the refund and confirm again.`);
}

/** Counts the units, delivery and fee against the order and keeps them with the refund, or refuses. */
export async function holdRefundLines(trx: Transaction<Database>, orderId: number, refundId: number, priced: PricedRefund): Promise<void> {
  for (const line of priced.lines) {
    if (!(await addRefundedUnitsIfLeft(trx, orderId, line.lineId, line.units))) throw stateConflict('Another refund returned these units meanwhile. Please reload the order.');
  }
  if (priced.postage.asked && !(await markServiceRefundedIfNot(trx, orderId, 'postage_refunded', true))) throw stateConflict('Another refund returned the delivery meanwhile. Please reload the order.');
  if (priced.fee.asked && !(await markServiceRefundedIfNot(trx, orderId, 'payment_fee_refunded', true))) throw stateConflict('Another refund returned the payment fee meanwhile. Please reload the order.');
  await insertRefundLines(
    trx,
    priced.lines.map((line) => ({ refund_id: refundId, order_line_id: line.lineId, quantity: line.units, amount_cents: line.amount, restock: line.restock ? 1 : 0 })),
  );
  if (priced.postage.cents > 0 || priced.fee.cents > 0) await setRefundServices(trx, refundId, { postage_cents: priced.postage.cents, payment_fee_cents: priced.fee.cents });
}

/** A refund the provider refused: its units, delivery and fee count as not refunded again. */
export async function releaseRefundLines(trx: Transaction<Database>, orderId: number, priced: PricedRefund): Promise<void> {
  for (const line of priced.lines) await subtractRefundedUnits(trx, orderId, line.lineId, line.units);
  if (priced.postage.asked) await markServiceRefundedIfNot(trx, orderId, 'postage_refunded', false);
  if (priced.fee.asked) await markServiceRefundedIfNot(trx, orderId, 'payment_fee_refunded', false);
}

/** Returned units of a shipped order back into stock, once the refund is booked. */
export async function restockRefundLines(trx: Transaction<Database>, order: AdminOrder, refundId: number, at: string, actor: string | null): Promise<void> {
  if (order.shipped_at === null) return;
  for (const line of await refundLinesOf(trx, { refundId })) {
    if (line.restock !== 1 || line.pse_id === null) continue;
    await returnOrderStock(trx, { orderId: order.id, pseId: line.pse_id, units: line.quantity, at, actor });
  }
}
