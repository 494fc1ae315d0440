// Placing an order is one transaction: it prices the cart for the delivery country and buyer,
// checks the coupon and the postage, takes the stock (never below zero), records the coupon's
// use, copies lines, prices, VAT and addresses, numbers the order, and for offline payments
// empties the cart and queues the confirmation. Anything failing rolls all of it back.
//
// Idempotency: with a key, the request is (cart, key). Its row is the transaction's first write,
// so a repeat that arrives meanwhile waits for the first and then finds its order; a repeat that
// arrives later finds it at once. Either way there is one order.
import { randomBytes } from 'node:crypto';
import { fieldMessages } from '@shop/contract';
import { chargedAmount, orderTotals } from '@shop/pricing-vat';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { AddressTable, LocalPickupPointTable, PaymentKind } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import { type Buyer, type CartRow, discountOfSummary, emptyCart, linesForTotals, lockCart, type PricedLine, summarizeCart } from '../cart/index.ts';
import { couponReasons, findCoupon, recordCouponUsage, takeCoupon } from '../coupons/index.ts';
import { type DeliveryModule, postageOfSummary } from '../delivery/index.ts';
import { enqueueOrderConfirmation } from './confirmation-mail.ts';
import { refuseBelowMinimumOrder } from './minimum-order.ts';
import { nextOrderRef } from './order-number.ts';
import { recordOrderEvent } from './order-events.ts';
import { closePendingOrdersOfCart, orderContext, type SupersededSession } from './order-outcome.ts';
import {
  findOrderOfCheckoutRequest,
  insertCheckoutRequest,
  insertOrder,
  insertOrderAddresses,
  insertOrderLines,
  insertOrderPayment,
  linkCheckoutRequest,
  setOrderRef,
} from './placement-repository.ts';
import { reserveStock } from './stock-reservation.ts';
import { pickupDeliveryFields } from './order-repository.ts';
import { isUniqueViolation } from '../../db/database-errors.ts';

export type AddressRow = Selectable<AddressTable>;

export type PlacementRequest = {
  cart: CartRow;
  caller: Caller;
  idempotencyKey: string | null;
  buyer: Buyer;
  deliveryAddress: AddressRow;
  invoiceAddress: AddressRow;
  deliveryModule: DeliveryModule;
  payment: { methodId: number; code: string; kind: PaymentKind; feeTaxedCents: number };
  couponCode: string | null;
  customerNote: string;
  /** A company's reference for this order's invoice, or null (its account's, else the order number). */
  buyerReference?: string | null;
  isCompleteDelivery: boolean;
  /** A local-pickup order's pickup point, checked open in the order's country (issue 37). */
  pickupPoint?: Selectable<LocalPickupPointTable> | null;
};

/** superseded: provider sessions of the cart's earlier waiting orders this one replaced, to close there. */
export type PlacedOrder = { orderId: number; ref: string; replayed: boolean; superseded?: SupersededSession[] };

export async function placeOrder(deps: Deps, request: PlacementRequest): Promise<PlacedOrder> {
  const replay = await findReplay(deps.db, request);
  if (replay) return replay;
  try {
    return await deps.db.transaction().execute((trx) => placeInTransaction(trx, deps, request));
  } catch (error) {
    // The same request won the race: answer its order.
    if (request.idempotencyKey !== null && isUniqueViolation(error)) {
      const winner = await findReplay(deps.db, request);
      if (winner) return winner;
    }
    throw error;
  }
}

/** The order an earlier identical request (same cart, same key) placed, if any. */
export async function findReplay(db: Db, request: PlacementRequest): Promise<PlacedOrder | null> {
  if (request.idempotencyKey === null) return null;
  const row = await findOrderOfCheckoutRequest(db, request.cart.id, request.idempotencyKey);
  return row ? { orderId: row.id, ref: row.ref, replayed: true } : null;
}

async function placeInTransaction(trx: Db, deps: Deps, request: PlacementRequest): Promise<PlacedOrder> {
  const now = deps.now();
  const at = now.toISOString();
  const { cart, buyer, deliveryAddress, deliveryModule, payment } = request;
  if (request.idempotencyKey !== null) {
    await insertCheckoutRequest(trx, { cartId: cart.id, idempotencyKey: request.idempotencyKey, at });
  }
  // One live order per cart: a second checkout of this cart (another tab, another process) waits
  // for the cart's row until this transaction ends, then sees what it did: an emptied cart (a
  // binding order), or a waiting order that it replaces here (stock and coupon back).
  await lockCart(trx, cart.id, at);
  const superseded = await closePendingOrdersOfCart(trx, cart.id, request.idempotencyKey, now);

  // Priced for where it goes: the delivery country's prices, VAT and currency.
  const summary = await summarizeCart(trx, cart, {
    now,
    publicUrl: deps.config.publicApiUrl,
    countryId: deliveryAddress.country_id,
    buyer,
    couponCode: request.couponCode,
  });
  checkLines(summary.lines, request, summary.hasFreight);
  if (summary.coupon && !summary.coupon.ok) throw new AppError('coupon_invalid', { message: summary.coupon.reason, details: summary.coupon.details });
  const discountTaxed = discountOfSummary(summary);
  const postage = await postageOfSummary(trx, summary, { module: deliveryModule, stateId: deliveryAddress.state_id });
  // Postage and fee carry the country's rate; a VAT-exempt buyer pays their net at 0 %.
  const serviceRate = buyer.excludeVat ? 0 : summary.country.vatRate;
  const feeTaxed = chargedAmount(payment.feeTaxedCents, summary.country.vatRate, buyer.excludeVat);
  const totals = orderTotals({
    basis: summary.basis,
    lines: linesForTotals(summary.lines),
    discount: discountTaxed,
    delivery: { gross: postage.taxedCents, rate: serviceRate },
    fee: payment.feeTaxedCents > 0 ? { gross: feeTaxed, rate: serviceRate } : null,
  });
  const totalTaxed = totals.total.gross;
  // The storefront keeps the order button off below the minimum; a direct call is refused the same way.
  await refuseBelowMinimumOrder(trx, summary.country.id, totals.goods.gross);

  // The reference is set last (below); until then a placeholder keeps the column unique.
  const order = await insertOrder(trx, {
    ref: `pending-${randomBytes(8).toString('hex')}`,
    customer_id: buyer.customerId,
    customer_email: buyer.email,
    cart_id: cart.id,
    guest_identifier: request.caller.kind === 'guest' ? request.caller.userIdentifier : null,
    status: 'not_paid',
    currency_code: summary.country.currencyCode,
    country_id: summary.country.id,
    locale: summary.country.locale,
    payment_method_id: payment.methodId,
    payment_code: payment.code,
    delivery_module_id: deliveryModule.id,
    local_pickup_id: request.pickupPoint?.id ?? null,
    coupon_code: summary.coupon?.ok ? summary.coupon.code : null,
    customer_note: request.customerNote,
    buyer_reference: request.buyerReference ?? null,
    is_complete_delivery: request.isCompleteDelivery ? 1 : 0,
    goods_cents: totals.goods.net,
    goods_taxed_cents: totals.goods.gross,
    discount_cents: totals.discount.net,
    discount_taxed_cents: totals.discount.gross,
    postage_cents: totals.delivery.net,
    postage_taxed_cents: totals.delivery.gross,
    payment_fee_cents: totals.fee.net,
    payment_fee_taxed_cents: totals.fee.gross,
    total_cents: totals.total.net,
    total_taxed_cents: totalTaxed,
    price_basis: summary.basis,
    created_at: at,
    updated_at: at,
    paid_at: null,
    failed_at: null,
    canceled_at: null,
  });

  // Stock in sale-element order (see stock-reservation.ts), then the coupon, then the number.
  for (const line of [...summary.lines].sort((a, b) => a.pseId - b.pseId)) {
    await reserveStock(trx, { orderId: order.id, pseId: line.pseId, quantity: line.quantity, title: line.title, at });
  }
  if (summary.coupon?.ok) {
    const coupon = await findCoupon(trx, summary.coupon.code);
    if (!coupon) throw new AppError('coupon_invalid', { message: couponReasons.usedUp, details: { reason: 'used_up' } });
    // The overall limit, or this buyer's (an order of theirs placed meanwhile): the whole order rolls back.
    const taken = await takeCoupon(trx, { id: coupon.id, maxUsesPerCustomer: coupon.max_uses_per_customer }, buyer.email);
    if (taken !== 'taken') throw new AppError('coupon_invalid', { message: couponReasons[taken], details: { reason: taken === 'usedUp' ? 'used_up' : 'used_by_buyer' } });
    await recordCouponUsage(trx, { couponId: coupon.id, orderId: order.id, email: buyer.email, now: at });
  }
  await insertOrderLines(
    trx,
    summary.lines.map((line, index) => ({
      order_id: order.id,
      position: index + 1,
      product_id: line.productId,
      pse_id: line.pseId,
      ref: line.ref,
      title: line.title,
      quantity: line.quantity,
      unit_price_cents: line.unitNet,
      unit_price_taxed_cents: line.unitGross,
      tax_rate_basis_points: Math.round(line.taxRate * 100),
      line_cents: line.lineNet,
      line_taxed_cents: line.lineGross,
      url: line.url,
      image_url: line.imageUrl,
    })),
  );
  // Collected at a pickup point: the goods go there, for the same person (and the confirmation says so).
  const delivery = addressSnapshot(order.id, 'delivery', deliveryAddress);
  await insertOrderAddresses(trx, [addressSnapshot(order.id, 'invoice', request.invoiceAddress), request.pickupPoint ? { ...delivery, ...pickupDeliveryFields(request.pickupPoint) } : delivery]);
  await insertOrderPayment(trx, {
    order_id: order.id,
    provider: payment.code,
    status: 'pending',
    provider_session_id: null,
    redirect_url: null,
    amount_cents: totalTaxed,
    currency_code: summary.country.currencyCode,
    created_at: at,
    updated_at: at,
  });

  const ref = await nextOrderRef(trx, now);
  await setOrderRef(trx, order.id, ref);
  await recordOrderEvent(trx, { orderId: order.id, kind: 'status', from: null, to: 'not_paid', detail: { reason: 'placed' }, at: now });
  if (request.idempotencyKey !== null) {
    await linkCheckoutRequest(trx, { cartId: cart.id, idempotencyKey: request.idempotencyKey }, order.id);
  }
  // Offline methods are binding now; online ones when the provider confirms the payment.
  if (payment.kind !== 'online') {
    await emptyCart(trx, cart.id, at);
    await enqueueOrderConfirmation(trx, order.id, orderContext(deps));
  }
  return { orderId: order.id, ref, replayed: false, superseded };
}

function checkLines(lines: readonly PricedLine[], request: PlacementRequest, hasFreight: boolean): void {
  const refuse = (path: string, message: string) => new AppError('validation_failed', { message, fields: [{ path, message }] });
  if (lines.length === 0) throw refuse('cart_id', 'Your cart is empty.');
  const blocked = lines.find((line) => !line.purchasable);
  if (blocked) throw refuse('cart_id', `${blocked.title} can no longer be ordered online.`);
  const pickup = request.deliveryModule.isLocalPickup;
  if (!pickup && lines.some((line) => line.undeliverable)) throw refuse('cart_id', fieldMessages.undeliverable_items);
  const phones = [request.deliveryAddress.phone, request.deliveryAddress.cellphone];
  if (!pickup && hasFreight && !phones.some((phone) => (phone ?? '').trim() !== '')) {
    throw refuse('delivery_address_id', fieldMessages.freight_phone_required);
  }
  if (hasFreight && request.payment.kind === 'cash_on_delivery') {
    throw refuse('payment_module_id', 'Cash on delivery is not available for freight items.');
  }
}

function addressSnapshot(orderId: number, kind: 'invoice' | 'delivery', address: AddressRow) {
  return {
    order_id: orderId,
    kind,
    title_id: address.title_id,
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company,
    street: address.street,
    street_number: address.street_number,
    address_extra: address.address_extra,
    zipcode: address.zipcode,
    city: address.city,
    country_id: address.country_id,
    state_id: address.state_id,
    phone: address.phone ?? address.cellphone,
  };
}
