// Helper-service checkout calls: the delivery cost of a cart (with the default method) and the
// pickup point of an order. The storefront ignores a failed delivery cost, so every bad input
// (unknown or foreign cart, unknown country, malformed query) answers the legacy 'Invalid data'.
import { calls, errorBody, errorKinds, type PaymentCode } from '@shop/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import type { CallRegistrar } from '../../http/register-call.ts';
import { loadOwnedCart, presentedIdentifier, summarizeCart } from '../cart/index.ts';
import { loadAccessibleOrder } from '../orders/index.ts';
import { loadShopCountry } from '../shop/index.ts';
import { activeDeliveryModules, postageOfSummary } from '../delivery/index.ts';
import { paymentsFor } from '../payments/index.ts';
import { defaultDeliveryModule } from './default-delivery.ts';
import { paymentMethodsFor } from './payment-methods.ts';
import { findPickupPoint } from './checkout-repository.ts';

export function registerCheckoutHelperRoutes(register: CallRegistrar, deps: Deps): void {
  const { db } = deps;

  register(
    calls.helper.deliveryCost,
    async ({ query, caller, request }) => {
      const now = deps.now();
      const cart = await loadOwnedCart(db, query.cart_id, caller, { presented: presentedIdentifier(request), now: now.toISOString() });
      const country = await loadShopCountry(db, query.country_id, now);
      const module = await defaultDeliveryModule(db, country);
      const summary = await summarizeCart(db, cart, { now, publicUrl: deps.config.publicApiUrl, countryId: country.id });
      const postage = await postageOfSummary(db, summary, { module, stateId: null });
      return { data: { postage_amount: postage.cents, postage_amount_taxed: postage.taxedCents, delivery_module_id: module.id } };
    },
    { errorHandler: invalidDataOnBadInput },
  );

  // The footer's marks: what the shop offers, as the checkout would offer it to a parcel cart.
  register(calls.helper.shopMethods, async ({ query }) => {
    const country = await loadShopCountry(db, query.country_id, deps.now());
    const [payments, deliveries] = await Promise.all([
      paymentMethodsFor(db, country.id, country.lang, { hasFreight: false, served: paymentsFor(deps).offers }),
      activeDeliveryModules(db, country.id, country.lang),
    ]);
    return {
      data: {
        payment: payments.map((method) => method.code as PaymentCode),
        delivery: deliveries.map((module) => ({ code: module.code, is_local_pickup: module.isLocalPickup })),
      },
    };
  });

  register(calls.helper.orderLocalPickup, async ({ query, caller }) => {
    const order = await loadAccessibleOrder(db, query.search_order_id, caller);
    if (order.local_pickup_id === null) return { data: null };
    const point = await findPickupPoint(db, order.local_pickup_id);
    return {
      data: {
        order_id: order.id,
        local_pickup: {
          id: point.id,
          title: point.name,
          address1: point.address1,
          zipcode: point.zipcode,
          city: point.city,
          country_id: point.country_id,
          phone: point.phone,
          opening_hours: point.opening_hours,
        },
      },
    };
  });
}

// Client errors become 'Invalid data'; anything else goes on to the app's error handler.
function invalidDataOnBadInput(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const clientError =
    error instanceof ZodError ||
    (error instanceof AppError ? error.code !== 'unauthorized' && errorKinds[error.code].status < 500 : error.statusCode !== undefined && error.statusCode < 500);
  if (!clientError) throw error;
  return reply.code(400).send(errorBody('invalid_data'));
}
