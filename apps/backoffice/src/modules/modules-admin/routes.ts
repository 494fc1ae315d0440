// The admin's module calls: the payment and delivery methods of one shop country with their
// settings there, and the pickup points; each change in one audited transaction. The checkout
// reads methods and fees on every visit; pickup points reach the storefront through its 5-minute
// helper cache (packages/storefront, HELPER_CACHE_MS).
import { adminCalls, moduleAdminMessages, type DeliveryMethodRow, type PaymentMethodRow, type PickupPointRow } from '@shop/contract/admin';
import { countryFactsOf } from '@shop/contract/country-facts';
import { isUniqueViolation } from '../../db/database-errors.ts';
import type { Deps } from '../../deps.ts';
import { AppError, foundOr404, notFound } from '../../http/app-error.ts';
import type { AdminRegistrar } from '../../http/admin-call.ts';
import { loadShopCountry } from '../shop/index.ts';
import { savePaymentMethodCountry } from '../checkout/index.ts';
import { insertPickupPoint, saveDeliveryMethodCountry, updatePickupPoint } from '../delivery/index.ts';
import { deliveryMethodsOfCountry, findPickupPoint, methodExists, paymentMethodsOfCountry, pickupPointsOfCountry } from './modules-admin-repository.ts';

type PaymentRow = Awaited<ReturnType<typeof paymentMethodsOfCountry>>[number];
type DeliveryRow = Awaited<ReturnType<typeof deliveryMethodsOfCountry>>[number];
type PickupRow = NonNullable<Awaited<ReturnType<typeof findPickupPoint>>>;

/** A method's state in the country: its own switch and the country's (off when not offered there). */
const paymentRowOf = (row: PaymentRow): PaymentMethodRow => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  title: row.title ?? row.code,
  offered: row.country_id !== null,
  active: row.method_active === 1 && row.active === 1,
  position: row.position ?? row.method_position,
  fee_taxed_cents: row.fee_taxed_cents ?? 0,
});

const deliveryRowOf = (row: DeliveryRow): DeliveryMethodRow => ({
  id: row.id,
  code: row.code,
  title: row.title ?? row.code,
  is_local_pickup: row.is_local_pickup === 1,
  offered: row.country_id !== null,
  active: row.method_active === 1 && row.active === 1,
  position: row.position ?? row.method_position,
  free_from_taxed_cents: row.free_from_taxed_cents,
  freight_fee_taxed_cents: row.freight_fee_taxed_cents,
});

const pickupRowOf = (row: PickupRow): PickupPointRow => ({ ...row, active: row.active === 1 });

/** The method titles in the shop's language. */
const langOf = (countryId: number) => countryFactsOf(countryId).language;

export function registerModulesAdminRoutes(register: AdminRegistrar, deps: Deps): void {
  const { ofCountry, setPayment, setDelivery, createPickupPoint, updatePickupPoint: updatePickup } = adminCalls.modules;

  register(ofCountry, async ({ query }) => {
    const countryId = query.country;
    const [country, payment, delivery, pickups] = await Promise.all([
      loadShopCountry(deps.db, countryId, deps.now()),
      paymentMethodsOfCountry(deps.db, countryId, langOf(countryId)),
      deliveryMethodsOfCountry(deps.db, countryId, langOf(countryId)),
      pickupPointsOfCountry(deps.db, countryId),
    ]);
    return {
      data: {
        country_id: countryId,
        currency_code: country.currencyCode,
        payment: payment.map(paymentRowOf),
        delivery: delivery.map(deliveryRowOf),
        pickup_points: pickups.map(pickupRowOf),
      },
    };
  });

  register(setPayment, async ({ params, body, write }) =>
    write(async (trx, audit) => {
      if (!(await methodExists(trx, 'payment_method', params.id))) throw notFound('not_found', 'Payment method not found');
      const find = async () => foundOr404((await paymentMethodsOfCountry(trx, params.country, langOf(params.country))).find((row) => row.id === params.id), 'Method not found');
      const before = paymentRowOf(await find());
      await savePaymentMethodCountry(trx, params.id, params.country, body);
      const after = paymentRowOf(await find());
      await audit({ action: 'payment_method.country', entity: 'payment_method', entityId: `${params.id}/${params.country}`, before, after });
      return { status_code: 200 as const, data: after };
    }),
  );

  register(setDelivery, async ({ params, body, write }) =>
    write(async (trx, audit) => {
      if (!(await methodExists(trx, 'delivery_module', params.id))) throw notFound('not_found', 'Delivery method not found');
      const find = async () => foundOr404((await deliveryMethodsOfCountry(trx, params.country, langOf(params.country))).find((row) => row.id === params.id), 'Method not found');
      const before = deliveryRowOf(await find());
      await saveDeliveryMethodCountry(trx, params.id, params.country, body);
      const after = deliveryRowOf(await find());
      await audit({ action: 'delivery_method.country', entity: 'delivery_module', entityId: `${params.id}/${params.country}`, before, after });
      return { status_code: 200 as const, data: after };
    }),
  );

  register(createPickupPoint, async ({ body, write }) => {
    // Two admins adding at once may pick the same next id: the primary key refuses one, who tries again.
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await write(async (trx, audit) => {
          const id = await insertPickupPoint(trx, body);
          const after = pickupRowOf(foundOr404(await findPickupPoint(trx, id), 'Pickup point not found'));
          await audit({ action: 'pickup_point.create', entity: 'local_pickup_point', entityId: id, after });
          return { status_code: 200 as const, data: after };
        });
      } catch (error) {
        if (attempt >= 3 || !isUniqueViolation(error)) throw error;
      }
    }
  });

  register(updatePickup, async ({ params, body, write }) =>
    write(async (trx, audit) => {
      const current = await findPickupPoint(trx, params.id);
      if (!current) throw new AppError('not_found', { message: moduleAdminMessages.pickup_not_found });
      await updatePickupPoint(trx, params.id, body);
      const after = pickupRowOf(foundOr404(await findPickupPoint(trx, params.id), 'Pickup point not found'));
      await audit({ action: 'pickup_point.update', entity: 'local_pickup_point', entityId: params.id, before: pickupRowOf(current), after });
      return { status_code: 200 as const, data: after };
    }),
  );
}
