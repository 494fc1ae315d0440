// Back-office checkout calls (spec section 7): active delivery and payment methods of a cart,
// postage, coupons, local pickup for an order, and the prepayment QR code. The pay calls are in
// pay-routes.ts.
import { calls } from '@shop/contract';
import { chargedAmount, couponChoice } from '@shop/pricing-vat';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import type { CallRegistrar } from '../../http/register-call.ts';
import { cartHasFreight, loadBuyer, loadOwnedCart, presentedIdentifier, summarizeCart, touchCart } from '../cart/index.ts';
import { loadAccessibleOrder, setOrderPickupPoint } from '../orders/index.ts';
import { paymentsFor } from '../payments/index.ts';
import { loadShopCountry } from '../shop/index.ts';
import { normalizeCouponCode, REFUSALS_ANSWERED_AS_UNKNOWN } from '../coupons/index.ts';
import { createRateLimiter, rateRules, shopperIp } from '../customer/index.ts';
import { activeDeliveryModules, deliveryModuleFor, postageOfSummary } from '../delivery/index.ts';
import { bankTransferOf } from './bank-transfer.ts';
import { savingOfCoupon } from './coupon-saving.ts';
import { findOpenPickupPoint, isLocalPickupModule, stateInCountry } from './checkout-repository.ts';
import { paymentMethodsFor } from './payment-methods.ts';
import { registerPayRoutes } from './pay-routes.ts';
import { buyerForCheckout } from './pay-request.ts';

export function registerCheckoutRoutes(register: CallRegistrar, deps: Deps): void {
  const limiter = createRateLimiter(deps.db, () => deps.now(), deps.leases);
  const { db } = deps;

  register(calls.backoffice.activeDelivery, async ({ params, caller, request }) => {
    const cart = await loadOwnedCart(db, params.cart, caller, { presented: presentedIdentifier(request), now: deps.now().toISOString() });
    const country = await loadShopCountry(db, cart.country_id, deps.now());
    const modules = await activeDeliveryModules(db, country.id, country.lang);
    return {
      data: modules.map((module) => ({
        id: module.id,
        code: module.code,
        title: module.title,
        description: module.description,
        position: module.position,
        is_local_pickup: module.isLocalPickup,
      })),
    };
  });

  register(calls.backoffice.activePaymentMethods, async ({ params, caller, request }) => {
    const cart = await loadOwnedCart(db, params.cart, caller, { presented: presentedIdentifier(request), now: deps.now().toISOString() });
    const country = await loadShopCountry(db, cart.country_id, deps.now());
    const [methods, buyer] = await Promise.all([
      cartHasFreight(db, cart.id).then((hasFreight) => paymentMethodsFor(db, country.id, country.lang, { hasFreight, served: paymentsFor(deps).offers })),
      loadBuyer(db, cart.customer_id),
    ]);
    // The fee as the order will charge it, so the checkout shows it before the order is placed.
    const vatExempt = buyer?.excludeVat ?? false;
    return { data: methods.map(({ kind: _kind, feeTaxedCents, ...method }) => ({ ...method, fee_cents: chargedAmount(feeTaxedCents, country.vatRate, vatExempt) })) };
  });

  register(calls.backoffice.customDeliveryPostage, async ({ body, caller, request }) => {
    const now = deps.now();
    const cart = await loadOwnedCart(db, body.cart_id, caller, { presented: presentedIdentifier(request), now: now.toISOString() });
    const country = await loadShopCountry(db, body.country_id, now);
    if (body.state_id !== null) await checkState(deps, body.state_id, country.id);
    // The country the shopper delivers to prices the cart from now on.
    if (cart.country_id !== country.id) await touchCart(db, cart.id, { country_id: country.id }, now.toISOString());
    const module = await deliveryModuleFor(db, body.delivery_module_id, country.id, country.lang);
    const summary = await summarizeCart(db, { ...cart, country_id: country.id }, { now, publicUrl: deps.config.publicApiUrl });
    const postage = await postageOfSummary(db, summary, { module, stateId: body.state_id });
    return { postage_amount: postage.cents, postage_amount_taxed: postage.taxedCents };
  });

  register(calls.backoffice.insertCoupon, async ({ body, caller, request, reply }) => {
    const now = deps.now();
    const cart = await loadOwnedCart(db, body.cart_id, caller, { presented: presentedIdentifier(request), now: now.toISOString() });
    // Counted before the code is looked at, given back when it exists and applies: only guesses count.
    const ticket = await limiter.take(reply, [
      [rateRules.couponFailuresPerCart, String(cart.id)],
      [rateRules.couponFailuresPerIp, shopperIp(request, caller)],
    ]);
    const buyer = body.customer_id !== null ? await buyerForCheckout(db, caller, body.customer_id) : await loadBuyer(db, cart.customer_id);
    const summarize = (couponCode: string) => summarizeCart(db, cart, { now, publicUrl: deps.config.publicApiUrl, buyer, couponCode });
    const summary = await summarize(body.coupon_code);
    if (!summary.coupon?.ok) {
      const refusal = summary.coupon?.ok === false ? summary.coupon : null;
      if (!refusal || REFUSALS_ANSWERED_AS_UNKNOWN.has(refusal.details.reason)) throw new AppError('coupon_not_found', { details: { reason: 'unknown' } });
      throw new AppError('coupon_invalid', { message: refusal.reason, details: refusal.details });
    }
    await limiter.giveBack(ticket);
    // A coupon never silently makes the order dearer (issue 37): one that saves nothing is refused,
    // one that saves less than the cart's coupon is taken only when the shopper confirmed.
    const code = normalizeCouponCode(body.coupon_code);
    const current = cart.coupon_code && normalizeCouponCode(cart.coupon_code) !== code ? await summarize(cart.coupon_code) : null;
    const [saving, currentSaving] = await Promise.all([savingOfCoupon(db, summary), current ? savingOfCoupon(db, current) : null]);
    const choice = couponChoice({ savingCents: saving ?? 0, currentSavingCents: currentSaving, replaceConfirmed: body.replace_better === true });
    if (choice === 'no_saving') throw new AppError('coupon_invalid', { message: 'This coupon brings no saving on this cart.', details: { reason: 'no_saving' } });
    if (choice === 'keep_current' && current?.coupon?.ok) {
      throw new AppError('coupon_worse', { details: { reason: 'worse_than_current', current: current.coupon.code, current_saving_cents: currentSaving ?? 0, saving_cents: saving ?? 0 } });
    }
    await touchCart(db, cart.id, { coupon_code: code }, now.toISOString());
    return { status_code: 200 as const, data: { coupon_code: summary.coupon.code, cart_id: cart.id, discount_cents: summary.coupon.discountCents, saving_cents: Math.max(0, saving ?? 0) } };
  });

  register(calls.backoffice.removeCoupon, async ({ body, caller, request }) => {
    const now = deps.now();
    const cart = await loadOwnedCart(db, body.cart_id, caller, { presented: presentedIdentifier(request), now: now.toISOString() });
    await touchCart(db, cart.id, { coupon_code: null }, now.toISOString());
    return { status_code: 200 as const, data: { cart_id: cart.id, coupon_code: null } };
  });

  register(calls.backoffice.localPickupOrder, async ({ body, caller }) => {
    const { order, point } = await pickupChange(deps, body.order_id, body.local_pickup_id, caller);
    await setOrderPickupPoint(db, order.id, point, { now: deps.now(), moveDeliveryAddress: false });
    return { status_code: 200 as const, message: 'Order Local Pickup Updated' as const };
  });

  register(calls.backoffice.localPickupAddressOrder, async ({ body, caller }) => {
    const { order, point } = await pickupChange(deps, body.order_id, body.local_pickup_id, caller);
    await setOrderPickupPoint(db, order.id, point, { now: deps.now(), moveDeliveryAddress: true });
    return { status_code: 200 as const, message: 'Order Local Pickup Address Updated' as const };
  });

  register(calls.backoffice.qrCode, async ({ body, caller }) => {
    const order = await loadAccessibleOrder(db, body.order_id, caller);
    const refuse = (message: string) => new AppError('validation_failed', { message, fields: [{ path: 'order_id', message }] });
    if (order.payment_code !== 'vorkasse' || order.status !== 'not_paid') throw refuse('This order does not wait for a bank transfer.');
    const transfer = await bankTransferOf(db, order);
    // The EPC QR code is a SEPA credit transfer: euro only.
    if (!transfer) throw refuse('A transfer QR code is only available for payments in euro.');
    return { status_code: 200 as const, data: { order_id: order.id, ...transfer } };
  });

  registerPayRoutes(register, deps);
}

async function checkState(deps: Deps, stateId: number, countryId: number): Promise<void> {
  const state = await stateInCountry(deps.db, stateId, countryId);
  if (!state) {
    const message = 'Please choose a state of the selected country.';
    throw new AppError('validation_failed', { message, fields: [{ path: 'state_id', message }] });
  }
}

/** An order of the caller that is collected at a pickup point, and an open point in its country. */
async function pickupChange(deps: Deps, orderId: number, pointId: number, caller: Parameters<typeof loadAccessibleOrder>[2]) {
  const order = await loadAccessibleOrder(deps.db, orderId, caller);
  const refuse = (path: string, message: string) => new AppError('validation_failed', { message, fields: [{ path, message }] });
  if (!(await isLocalPickupModule(deps.db, order.delivery_module_id))) throw refuse('order_id', 'This order is not collected at a pickup point.');
  if (!['not_paid', 'paid', 'processing'].includes(order.status)) throw refuse('order_id', 'This order can no longer be changed.');
  const point = await findOpenPickupPoint(deps.db, pointId, order.country_id);
  if (!point) throw refuse('local_pickup_id', 'Please choose a pickup point.');
  return { order, point };
}
