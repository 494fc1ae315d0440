// The pay calls (spec section 7: POST /{code}/pay for every payment code), the wallet variants
// (PayPal accept and cancel, the Amazon wallet's own checkout session) and what they answer:
// where the payer's browser goes next.
//
// Offline methods (prepayment, cash on delivery) place a binding order at once and answer the
// order-placed page. Online methods place the order awaiting payment and answer the provider's
// page (for the card checkout provider its session id, 'sessionId___' + id); the provider's
// notification then marks it paid, or closes it as a payment error and leaves the cart as it was.
//
// The payload's flags (isCompany, guest, country_id, locale, the fixed session_id and
// postage_tax_rule_title) are not trusted for money: VAT follows the customer record and the
// delivery address's country, the caller's token decides who is buying.
import { calls, IDEMPOTENCY_KEY_HEADER, SESSION_ID_PREFIX, type CouponRefusalReason, type ParsedBody, type PaymentCode, type PayResponse } from '@shop/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import type { CallRegistrar } from '../../http/register-call.ts';
import { loadOwnedCart, presentedIdentifier } from '../cart/index.ts';
import {
  claimPaymentSession,
  closeOrder,
  findReplay,
  mayAccessOrder,
  paymentPageOf,
  type PlacementRequest,
  placeOrder,
  setNoteOfUnpaidOrder,
  storePaymentSession,
  supersedePendingOrders,
} from '../orders/index.ts';
import { applyCapture, findPaymentOfSession, outcomePath, paymentsFor, returnUrls } from '../payments/index.ts';
import { loadShopCountry } from '../shop/index.ts';
import { deliveryModuleFor } from '../delivery/index.ts';
import { normalizeCouponCode, REFUSALS_ANSWERED_AS_UNKNOWN } from '../coupons/index.ts';
import { createRateLimiter, rateRules, shopperIp } from '../customer/index.ts';
import { findOpenPickupPoint } from './checkout-repository.ts';
import { buyerAddresses, buyerForCheckout, checkRetryWait } from './pay-request.ts';
import { orderOutcomeLinks, orderStatus, orderToPay, storeName } from './pay-repository.ts';
import { paymentMethodFor } from './payment-methods.ts';
import { expressPayer, finishExpress, startExpress, usableExpress } from './express.ts';
import type { ExpressRow } from './express-repository.ts';

type PayBody = ParsedBody<typeof calls.backoffice.paypalPay>;

export function registerPayRoutes(register: CallRegistrar, deps: Deps): void {
  register(calls.backoffice.paypalPay, ({ body, caller, request, reply }) => pay(deps, 'paypal', body, caller, request, reply));
  register(calls.backoffice.globalpaymentsPay, ({ body, caller, request, reply }) => pay(deps, 'globalpayments', body, caller, request, reply));
  register(calls.backoffice.sofortPay, ({ body, caller, request, reply }) => pay(deps, 'sofort', body, caller, request, reply));
  register(calls.backoffice.stripePay, ({ body, caller, request, reply }) => pay(deps, 'stripe', body, caller, request, reply));
  register(calls.backoffice.rambursPay, ({ body, caller, request, reply }) => pay(deps, 'ramburs', body, caller, request, reply));
  register(calls.backoffice.vorkassePay, ({ body, caller, request, reply }) => pay(deps, 'vorkasse', body, caller, request, reply));
  register(calls.backoffice.klarnaPay, ({ body, caller, request, reply }) => pay(deps, 'klarna', body, caller, request, reply));
  register(calls.backoffice.amazonPay, async ({ body, caller, request, reply }) =>
    'amazon_session_id' in body ? completeWallet(deps, 'amazon', body.amazon_session_id, caller, { cartId: body.cart_id, note: body.customer_note }) : pay(deps, 'amazon', body, caller, request, reply),
  );

  register(calls.backoffice.expressStart, ({ params, body, caller, request }) => startExpress(deps, params.code, body.cart_id, caller, request));
  register(calls.backoffice.expressPayer, ({ params, body, caller, request }) => expressPayer(deps, params.code, body, caller, request));

  register(calls.backoffice.paypalAccept, async ({ body, caller }) => completeWallet(deps, 'paypal', body.paypal_data.orderID, caller, {}));

  register(calls.backoffice.paypalCancel, async ({ body, caller }) => {
    const payment = await walletPayment(deps, 'paypal', body.paypal_order_id, caller);
    if (payment.status === 'not_paid') {
      await paymentsFor(deps).closeSession('paypal', body.paypal_order_id);
      await deps.db.transaction().execute((trx) => closeOrder(trx, payment.order_id, 'canceled', deps.now(), 'shopper'));
    }
    const order = await orderStatus(deps.db, payment.order_id);
    return { status_code: 200 as const, data: { order_id: order.id, status: order.status } };
  });
}

async function pay(deps: Deps, code: PaymentCode, body: PayBody, caller: Caller, request: FastifyRequest, reply: FastifyReply): Promise<PayResponse> {
  const { db } = deps;
  const now = deps.now();
  const idempotencyKey = idempotencyKeyOf(request);
  const cart = await loadOwnedCart(db, body.cart_id, caller, { presented: presentedIdentifier(request), now: now.toISOString() });
  const buyer = await buyerForCheckout(db, caller, body.customer_id);
  if (buyer.email.toLowerCase() !== body.email.toLowerCase()) {
    throw new AppError('validation_failed', { fields: [{ path: 'email', message: 'This email does not belong to the customer.' }] });
  }
  const addresses = await buyerAddresses(db, buyer, { delivery: body.delivery_address_id, invoice: body.invoice_address_id });
  const country = await loadShopCountry(db, addresses.delivery.country_id, now);
  const deliveryModule = await deliveryModuleFor(db, body.delivery_module_id, country.id, country.lang);
  const method = await paymentMethodFor(db, code, body.payment_module_id, country.id, country.lang, { served: paymentsFor(deps).offers });
  // A local-pickup order names its point: placed with it, so the confirmation names it too.
  const pickupPoint = await pickupPointFor(db, body.local_pickup_id, deliveryModule, country.id);
  // An express checkout pays with the session the payer approved at the wallet from the cart.
  const express = body.express_id !== undefined ? await usableExpress(deps, body.express_id, code, cart.id) : null;
  const placement: PlacementRequest = {
    cart,
    caller,
    idempotencyKey,
    buyer,
    deliveryAddress: addresses.delivery,
    invoiceAddress: addresses.invoice,
    deliveryModule,
    payment: { methodId: method.id, code, kind: method.kind, feeTaxedCents: method.feeTaxedCents },
    couponCode: body.appliedCoupon,
    customerNote: body.message,
    buyerReference: body.buyer_reference?.trim() || null,
    isCompleteDelivery: body.isCompleteDelivery,
    pickupPoint,
  };
  let placed = await findReplay(db, placement);
  // A wallet approval pays one order: only a repeat of that order's own call may name it again.
  if (express && express.order_id !== null && express.order_id !== placed?.orderId) throw new AppError('express_expired');
  if (!placed) {
    await checkRetryWait(db, { cartId: cart.id, customerId: buyer.customerId, kind: method.kind, now });
    for (const closed of await supersedePendingOrders(db, cart.id, idempotencyKey, now)) {
      await paymentsFor(deps).closeSession(closed.provider as PaymentCode, closed.sessionId);
    }
    placed = await placeWithCouponGuard(deps, placement, { request, reply, caller });
    // Orders this one replaced while it held the cart (a checkout racing it): their pages close.
    for (const closed of placed.superseded ?? []) await paymentsFor(deps).closeSession(closed.provider as PaymentCode, closed.sessionId);
  }
  return express ? expressAnswer(deps, placed.orderId, express, caller) : payAnswer(deps, placed.orderId);
}

/**
 * The order of an express checkout: its amount goes to the wallet session the payer approved;
 * PayPal is captured at once (answering the order-placed page, or payment_failed with the cart
 * kept), Amazon Pay answers its page where the payer confirms the amount.
 */
async function expressAnswer(deps: Deps, orderId: number, express: ExpressRow, caller: Caller): Promise<PayResponse> {
  const { db } = deps;
  const order = await orderToPay(db, orderId);
  const code = order.payment_code as 'paypal' | 'amazon';
  if (order.redirect_url === null) {
    const store = await storeName(db, order.country_id);
    let next;
    try {
      next = await finishExpress(deps, express, {
        id: order.id,
        ref: order.ref,
        amountCents: order.total_taxed_cents,
        currency: order.currency_code,
        countryId: order.country_id,
        description: `${store?.store_name ?? 'Shop'} ${order.ref}`,
      });
    } catch (error) {
      // The wallet did not take the amount: the order cannot be paid, its stock goes back.
      await db.transaction().execute((trx) => closeOrder(trx, order.id, 'canceled', deps.now(), 'provider'));
      throw error instanceof AppError ? error : new AppError('upstream_unavailable', { message: error instanceof Error ? error.message : undefined });
    }
    const redirect = next.next === 'redirect' ? next.url : `${express.provider}:${express.provider_session_id}`;
    await storePaymentSession(db, order.id, { sessionId: express.provider_session_id, redirectUrl: redirect, now: deps.now() });
    if (next.next === 'redirect') return { status_code: 200, data: { order_id: order.id, order_ref: order.ref, redirect_url: next.url } };
  } else if (order.redirect_url.startsWith('http')) {
    return { status_code: 200, data: { order_id: order.id, order_ref: order.ref, redirect_url: order.redirect_url } };
  }
  return completeWallet(deps, code, express.provider_session_id, caller, {});
}

/** Where the payer goes for an order: its provider page (made once, then kept), or the order-placed page. */
async function payAnswer(deps: Deps, orderId: number): Promise<PayResponse> {
  const { db } = deps;
  const order = await orderToPay(db, orderId);
  const links = { id: order.id, ref: order.ref, country_id: order.country_id, guest: order.is_guest === 1 };
  const answer = (redirect: string): PayResponse => ({ status_code: 200, data: { order_id: order.id, order_ref: order.ref, redirect_url: redirect } });
  if (order.kind !== 'online') return answer(await outcomePath(deps, links, 'placed'));
  if (order.redirect_url !== null) return answer(order.redirect_url);
  // Replaced meanwhile by a checkout of the same cart that came after it: no payment page for it.
  if (order.status !== 'not_paid') throw new AppError('order_state_conflict', { message: 'This checkout was replaced by a newer one for the same cart.' });

  // One provider session per order: the first request makes it; repeats arriving meanwhile (the
  // same Idempotency-Key sent again, on any process) wait for its page rather than open their own.
  const now = deps.now();
  if (!(await claimPaymentSession(db, order.id, now, new Date(now.getTime() - SESSION_CLAIM_STALE_MS)))) {
    return answer(await awaitPaymentPage(deps, order.id));
  }

  const code = order.payment_code as PaymentCode;
  const provider = paymentsFor(deps).provider(code);
  const store = await storeName(db, order.country_id);
  let session;
  try {
    session = await provider.createSession({
      orderId: order.id,
      orderRef: order.ref,
      amountCents: order.total_taxed_cents,
      taxCents: order.total_taxed_cents - order.total_cents,
      currency: order.currency_code,
      country: order.iso_alpha2,
      locale: order.locale,
      description: `${store?.store_name ?? 'Shop'} ${order.ref}`,
      ...(await returnUrls(deps, links)),
    });
  } catch (error) {
    // Without a payment page the order cannot be paid: give its stock back.
    await db.transaction().execute((trx) => closeOrder(trx, order.id, 'canceled', deps.now(), 'provider'));
    throw new AppError('upstream_unavailable', { message: error instanceof Error ? error.message : undefined });
  }
  const redirect = code === 'stripe' ? `${SESSION_ID_PREFIX}${session.sessionId}` : session.redirectUrl;
  const kept = await storePaymentSession(db, order.id, { sessionId: session.sessionId, redirectUrl: redirect, now: deps.now() });
  if (kept.stored) return answer(redirect);
  // A repeat of the request made its session first: keep that one.
  await provider.cancelSession(session.sessionId);
  return answer(kept.redirectUrl ?? redirect);
}

/** A claim to make a payment page older than this was left by a process that died: another may take it. */
const SESSION_CLAIM_STALE_MS = 60_000;
/** How long a repeated pay request waits for the page the first one is making. */
const SESSION_WAIT_MS = 20_000;

/** The page another request of the same order is making, once it is stored. */
async function awaitPaymentPage(deps: Deps, orderId: number): Promise<string> {
  const deadline = Date.now() + SESSION_WAIT_MS;
  for (;;) {
    const page = await paymentPageOf(deps.db, orderId);
    if (page.redirectUrl !== null) return page.redirectUrl;
    // The first request's provider failed and closed the order: this one fails the same way.
    if (!page.waiting) throw new AppError('upstream_unavailable');
    if (Date.now() > deadline) throw new AppError('service_unavailable');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The wallet's own approval (PayPal accept, Amazon wallet): capture at the provider, then answer
 * like pay. The shopper's browser makes this call, so it proves nothing by itself: the order is
 * paid only if the provider captures a payment the payer approved there, for the order's amount.
 */
async function completeWallet(
  deps: Deps,
  code: 'paypal' | 'amazon',
  sessionId: string,
  caller: Caller,
  options: { cartId?: number; note?: string },
): Promise<PayResponse> {
  const payments = paymentsFor(deps);
  if (!payments.offers(code)) throw notFound('order_not_found');
  const payment = await walletPayment(deps, code, sessionId, caller);
  if (options.cartId !== undefined && payment.cart_id !== options.cartId) throw notFound('order_not_found');
  if (options.note !== undefined && options.note !== '') {
    await setNoteOfUnpaidOrder(deps.db, payment.order_id, options.note);
  }
  let pending = false;
  if (payment.status === 'not_paid') {
    const result = await payments.provider(code).capture(sessionId);
    pending = result.status === 'pending';
    await applyCapture(deps, payment.order_id, result, code);
  }
  const order = await orderOutcomeLinks(deps.db, payment.order_id);
  // A payment the provider holds for review is placed, not failed: the order is paid when it clears.
  if (!pending && order.status !== 'paid' && order.status !== 'processing' && order.status !== 'sent') throw new AppError('payment_failed');
  const links = { id: order.id, ref: order.ref, country_id: order.country_id, guest: order.is_guest === 1 };
  return { status_code: 200, data: { order_id: order.id, order_ref: order.ref, redirect_url: await outcomePath(deps, links, 'placed') } };
}

/** The caller's order behind a wallet session; 'Order not found' for anyone else's. */
async function walletPayment(deps: Deps, code: PaymentCode, sessionId: string, caller: Caller) {
  const row = await findPaymentOfSession(deps.db, code, sessionId);
  if (!row || !mayAccessOrder(row, caller)) throw notFound('order_not_found');
  return row;
}

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/;

function idempotencyKeyOf(request: FastifyRequest): string | null {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value)) {
    const message = 'Expected 8 to 200 letters, digits or -_.: as the idempotency key.';
    throw new AppError('validation_failed', { message, fields: [{ path: IDEMPOTENCY_KEY_HEADER, message }] });
  }
  return value;
}

/** The open pickup point the order is collected at, in its country; none for other deliveries. */
async function pickupPointFor(db: Deps['db'], pointId: number | undefined, module: { isLocalPickup: boolean }, countryId: number) {
  if (pointId === undefined) return null;
  const refuse = (message: string) => new AppError('validation_failed', { message, fields: [{ path: 'local_pickup_id', message }] });
  if (!module.isLocalPickup) throw refuse('A pickup point goes with the local pickup delivery only.');
  const point = await findOpenPickupPoint(db, pointId, countryId);
  if (!point) throw refuse('Please choose a pickup point.');
  return point;
}

/**
 * A coupon named in the pay call that is not the one the cart holds is a guess like one in the
 * cart's coupon field (issue 38): it counts against the same limits, and is given back when the
 * order is placed or fails for another reason than the coupon.
 */
async function placeWithCouponGuard(deps: Deps, placement: PlacementRequest, http: { request: FastifyRequest; reply: FastifyReply; caller: Caller }) {
  const asked = placement.couponCode ? normalizeCouponCode(placement.couponCode) : null;
  const stored = placement.cart.coupon_code ? normalizeCouponCode(placement.cart.coupon_code) : null;
  if (asked === null || asked === stored) return placeOrder(deps, placement);
  const limiter = createRateLimiter(deps.db, () => deps.now(), deps.leases);
  const ticket = await limiter.take(http.reply, [
    [rateRules.couponFailuresPerCart, String(placement.cart.id)],
    [rateRules.couponFailuresPerIp, shopperIp(http.request, http.caller)],
  ]);
  try {
    const placed = await placeOrder(deps, placement);
    await limiter.giveBack(ticket);
    return placed;
  } catch (error) {
    if (!(error instanceof AppError && (error.code === 'coupon_invalid' || error.code === 'coupon_not_found'))) await limiter.giveBack(ticket);
    // A code that is not the cart's own is a typed guess: it gets the insertCoupon call's answers.
    const reason = error instanceof AppError ? error.details?.reason : undefined;
    if (error instanceof AppError && error.code === 'coupon_invalid' && typeof reason === 'string' && REFUSALS_ANSWERED_AS_UNKNOWN.has(reason as CouponRefusalReason)) {
      throw new AppError('coupon_not_found', { details: { reason: 'unknown' } });
    }
    throw error;
  }
}
