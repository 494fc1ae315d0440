// Express checkout (issue 15; spec: user_express, express data for 30 minutes). From the cart the
// payer goes to the wallet (PayPal, Amazon Pay) with the cart's total as an estimate; the wallet
// sends the browser back to the storefront's /express/{code}/return, which asks here for the payer's
// email and address; the storefront's short confirmation step then places the order with the pay
// call of the code and this express id. The order's own total (delivery method and address chosen
// at that step, fees) goes to the wallet before any money moves: PayPal captures it at once, Amazon
// Pay has the payer confirm it and returns to /amazon/return, which captures.
//
// The wallet session pays one order of one cart within 30 minutes: a different cart, an expired or
// already used session, or one the payer did not approve at the wallet, is refused.
import { randomBytes } from 'node:crypto';
import type { ExpressCode, WalletPayerData } from '@shop/contract';
import { orderTotals } from '@shop/pricing-vat';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import { discountOfSummary, linesForTotals, loadOwnedCart, presentedIdentifier, summarizeCart } from '../cart/index.ts';
import { activeDeliveryModules, postageOfSummary } from '../delivery/index.ts';
import { refuseBelowMinimumOrder } from '../orders/index.ts';
import { paymentsFor, unavailableMethod, type ExpressCheckout, type ExpressFinish } from '../payments/index.ts';
import { loadShopCountry, storefrontUrlOf } from '../shop/index.ts';
import { claimExpressFor, type ExpressRow, findExpress, findExpressOfSession, insertExpress, setExpressPayer } from './express-repository.ts';
import { paymentMethodsFor } from './payment-methods.ts';
import { storeName } from './pay-repository.ts';

/** Express data lives 30 minutes (spec section 4). */
export const EXPRESS_LIFETIME_MS = 30 * 60 * 1000;

const expired = () => new AppError('express_expired');

function walletOf(deps: Deps, code: ExpressCode): ExpressCheckout {
  const payments = paymentsFor(deps);
  const express = payments.offers(code) ? payments.provider(code).express : undefined;
  if (!express) throw unavailableMethod();
  return express;
}

export async function startExpress(deps: Deps, code: ExpressCode, cartId: number, caller: Caller, request: FastifyRequest) {
  const { db } = deps;
  const now = deps.now();
  const wallet = walletOf(deps, code);
  const cart = await loadOwnedCart(db, cartId, caller, { presented: presentedIdentifier(request), now: now.toISOString() });
  const country = await loadShopCountry(db, cart.country_id, now);
  const offered = await paymentMethodsFor(db, country.id, country.lang, { hasFreight: false, served: paymentsFor(deps).offers });
  if (!offered.some((method) => method.code === code)) throw unavailableMethod();
  const summary = await summarizeCart(db, cart, { now, publicUrl: deps.config.publicApiUrl });
  if (summary.lines.length === 0) {
    const message = 'The cart is empty.';
    throw new AppError('validation_failed', { message, fields: [{ path: 'cart_id', message }] });
  }
  // The estimate the payer sees at the wallet: the cart with the first delivery method; the order
  // placed at the confirmation step sends its exact total before anything is charged.
  const [module] = await activeDeliveryModules(db, country.id, country.lang);
  const postage = module ? await postageOfSummary(db, summary, { module, stateId: null }) : null;
  const serviceRate = summary.buyer?.excludeVat ? 0 : country.vatRate;
  const estimated = orderTotals({
    basis: summary.basis,
    lines: linesForTotals(summary.lines),
    discount: discountOfSummary(summary),
    delivery: postage ? { gross: postage.taxedCents, rate: serviceRate } : null,
    fee: null,
  });
  // Below the country's minimum order value the order would be refused after the wallet: the payer
  // is not sent there at all.
  await refuseBelowMinimumOrder(db, country.id, estimated.goods.gross);
  const estimate = estimated.total.gross;
  const storefront = storefrontUrlOf(deps.config.storefrontUrls, cart.country_id);
  const session = await wallet.start({
    amountCents: estimate,
    currency: country.currencyCode,
    description: (await storeName(db, cart.country_id))?.store_name ?? 'Shop',
    reviewUrl: `${storefront}/express/${code}/return`,
    cancelUrl: `${storefront}/express/${code}/cancel`,
    countryCode: country.isoAlpha2,
  });
  const row: ExpressRow = {
    id: randomBytes(18).toString('base64url'),
    provider: code,
    provider_session_id: session.sessionId,
    cart_id: cart.id,
    amount_cents: estimate,
    currency_code: country.currencyCode,
    payer: null,
    order_id: null,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + EXPRESS_LIFETIME_MS).toISOString(),
  };
  await insertExpress(db, row);
  return { status_code: 200 as const, data: { express_id: row.id, redirect_url: session.redirectUrl, expires_at: row.expires_at } };
}

/** Back from the wallet: the payer's data, read from the wallet (never from the browser). */
export async function expressPayer(deps: Deps, code: ExpressCode, body: { cart_id: number; provider_session_id: string }, caller: Caller, request: FastifyRequest) {
  const { db } = deps;
  const now = deps.now();
  const wallet = walletOf(deps, code);
  const cart = await loadOwnedCart(db, body.cart_id, caller, { presented: presentedIdentifier(request), now: now.toISOString() });
  const row = await findExpressOfSession(db, code, body.provider_session_id);
  if (!row || row.cart_id !== cart.id || row.order_id !== null || row.expires_at <= now.toISOString()) throw expired();
  const payer = await wallet.payer(row.provider_session_id);
  if (!payer) throw new AppError('express_not_approved');
  const data: WalletPayerData = {
    email: payer.email,
    firstname: payer.firstname,
    lastname: payer.lastname,
    street: payer.street,
    zipcode: payer.zipcode,
    city: payer.city,
    country_code: payer.countryCode,
    phone: payer.phone,
  };
  await setExpressPayer(db, row.id, JSON.stringify(data));
  return { status_code: 200 as const, data: { express_id: row.id, payer: data, expires_at: row.expires_at } };
}

/** The express checkout a pay call names: this code's, this cart's, approved, unused and in time. */
export async function usableExpress(deps: Deps, id: string, code: string, cartId: number): Promise<ExpressRow> {
  const row = await findExpress(deps.db, id);
  if (!row || row.provider !== code || row.cart_id !== cartId || row.payer === null || row.expires_at <= deps.now().toISOString()) throw expired();
  return row;
}

/**
 * Ties the wallet session to the placed order and hands the wallet the order's amount. A repeat of
 * the same order (same idempotency key) finds the session tied to it already and goes on.
 */
export async function finishExpress(
  deps: Deps,
  row: ExpressRow,
  order: { id: number; ref: string; amountCents: number; currency: string; countryId: number; description: string },
): Promise<ExpressFinish> {
  if (!(await claimExpressFor(deps.db, row.id, order.id))) throw expired();
  const storefront = storefrontUrlOf(deps.config.storefrontUrls, order.countryId);
  return walletOf(deps, row.provider as ExpressCode).finish(row.provider_session_id, {
    amountCents: order.amountCents,
    currency: order.currency,
    orderRef: order.ref,
    description: order.description,
    resultUrl: `${storefront}/${row.provider}/return`,
  });
}
