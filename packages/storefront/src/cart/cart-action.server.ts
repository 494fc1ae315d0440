// The /cart action: every change to the cart posts here (product page, cart dropdown, cart page),
// with or without JavaScript. Answers what happened and the new badge count; the session cookie
// carries the cart id.
import { ApiError } from '@shop/api-client';
import { applyLineChange, type LineChange } from '@shop/cart-core';
import { data } from 'react-router';
import { backendOfSession } from '../server/request-backend.server.ts';
import { commitSession, getSession, signedInCustomer } from '../session/session.server.ts';
import { addToCart, applyCoupon, changeFulfilmentCenter, deleteLine, emptyCart, removeCoupon, updateItem, updateLine } from './cart.server.ts';
import type { CartActionResult, CartIntent, CouponError, CouponRefusal } from './cart-result.ts';

const intents: readonly CartIntent[] = ['add', 'update', 'increase', 'remove-one', 'delete', 'clear', 'coupon', 'coupon-remove', 'fulfilment', 'item'];

function positiveInt(value: FormDataEntryValue | null): number | null {
  const number = Number(value);
  return typeof value === 'string' && value.trim() !== '' && Number.isSafeInteger(number) && number > 0 ? number : null;
}

export async function cartAction(request: Request) {
  const form = await request.formData();
  const intentValue = String(form.get('intent'));
  const intent = intents.find((known) => known === intentValue);
  if (!intent) throw data({ reason: 'unknown-intent' }, { status: 400 });
  const session = await getSession(request);
  const backend = backendOfSession(session, request);
  const line = positiveInt(form.get('line'));
  const step = positiveInt(form.get('step')) ?? 1;
  const current = positiveInt(form.get('current'));
  let ok = true;
  let couponError: CouponError | undefined;
  let couponApplied: CartActionResult['couponApplied'];
  let couponRefusal: CouponRefusal | undefined;
  let couponRemoved = false;
  try {
    switch (intent) {
      case 'add': {
        const product = positiveInt(form.get('product'));
        const pse = positiveInt(form.get('pse'));
        const quantity = positiveInt(form.get('quantity'));
        if (product === null || pse === null || quantity === null) ok = false;
        else await addToCart(backend, session, { productId: product, saleElementId: pse, quantity });
        break;
      }
      case 'update':
      case 'increase':
      case 'remove-one': {
        // The same line rules as the back office (cart-core); the back office rounds and checks stock.
        const quantity = Number(form.get('quantity'));
        const change: LineChange | null =
          line === null
            ? null
            : intent === 'update'
              ? { kind: 'update', quantity, step }
              : current === null
                ? null
                : { kind: intent, current, step };
        const outcome = change === null ? null : applyLineChange(change);
        if (line === null || outcome === null || outcome.kind === 'invalid') ok = false;
        else if (outcome.kind === 'delete') await deleteLine(backend, session, line);
        else await updateLine(backend, session, line, outcome.quantity);
        break;
      }
      case 'delete':
        if (line === null) ok = false;
        else await deleteLine(backend, session, line);
        break;
      case 'clear':
        await emptyCart(backend, session);
        break;
      case 'fulfilment': {
        const centre = positiveInt(form.get('centre'));
        const pse = positiveInt(form.get('pse'));
        if (line === null || centre === null || pse === null || current === null) ok = false;
        else ok = await changeFulfilmentCenter(backend, session, { line, pse, quantity: current, centre });
        break;
      }
      case 'item': {
        // "Update item": another variant of the line's product, the line's quantity kept.
        const pse = positiveInt(form.get('pse'));
        if (line === null || pse === null || current === null) ok = false;
        else await updateItem(backend, session, { line, pse, quantity: current });
        break;
      }
      case 'coupon': {
        const code = String(form.get('coupon') ?? '').trim();
        const customer = signedInCustomer(session);
        const before = session.get('coupon') ?? null;
        // The shopper confirmed replacing a coupon that saves more.
        const applied = code === '' ? null : await applyCoupon(backend, session, code, customer?.id ?? null, form.get('replace') === '1');
        if (applied === null) {
          ok = false;
          couponError = code === '' ? 'unknown_code' : 'failed';
        } else if (applied.coupon_code) {
          // One coupon per order: a new code takes the place of the one before.
          couponApplied = { code: applied.coupon_code, replaced: before && before.toUpperCase() !== applied.coupon_code ? before.toUpperCase() : null };
        }
        break;
      }
      case 'coupon-remove':
        await removeCoupon(backend, session);
        couponRemoved = true;
        break;
    }
  } catch (error) {
    if (intent === 'coupon') {
      // A mistyped code or one that does not apply is the shopper's to fix; anything else failed.
      ok = false;
      const code = error instanceof ApiError ? error.code : '';
      couponError = code === 'coupon_not_found' ? 'unknown_code' : code === 'coupon_invalid' || code === 'coupon_worse' ? 'not_applicable' : code === 'rate_limited' ? 'too_many' : 'failed';
      if (error instanceof ApiError) couponRefusal = refusalOf(error, String(form.get('coupon') ?? '').trim().toUpperCase());
    } else {
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
      ok = false;
    }
  }
  const result: CartActionResult = {
    intent,
    ok,
    count: session.get('cartCount') ?? 0,
    ...(couponError ? { couponError } : {}),
    ...(couponApplied ? { couponApplied } : {}),
    ...(couponRefusal ? { couponRefusal } : {}),
    ...(couponRemoved ? { couponRemoved } : {}),
  };
  return data(result, { status: ok ? 200 : 400, headers: { 'set-cookie': await commitSession(session), 'cache-control': 'private, no-store' } });
}

/** The back office's reason for a refused coupon, with what the message names (issue 37). */
export function refusalOf(error: ApiError, code: string): CouponRefusal {
  const details = error.body?.error.details ?? {};
  const text = (key: string) => (typeof details[key] === 'string' ? details[key] : undefined);
  const number = (key: string) => (typeof details[key] === 'number' ? details[key] : undefined);
  return {
    reason: text('reason') ?? null,
    code,
    minOrderCents: number('min_order_cents'),
    day: text('day'),
    current: text('current'),
    currentSavingCents: number('current_saving_cents'),
    savingCents: number('saving_cents'),
  };
}
