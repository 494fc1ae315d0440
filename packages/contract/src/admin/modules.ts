// The admin's modules: per shop country, the payment methods (switched on, place in the list, fee
// such as cash on delivery's) and the delivery methods (switched on, place, free-delivery threshold,
// freight fee), and the pickup points. Amounts are gross cents in the country's currency, as the
// shopper pays them. The storefront checkout reads methods on every visit, pickup points through its
// 5-minute helper cache.
import { z } from 'zod';
import { defineCall } from '../call.ts';
import { countryIdSchema } from '../fields/countries.ts';
import { fieldMessages } from '../fields/messages.ts';
import { centsSchema, idSchema, okStatusSchema, queryIdSchema, queryInt } from '../primitives.ts';

export const moduleAdminMessages = {
  position_range: 'Enter a whole number from 0 to 999.',
  amount_range: 'Enter an amount from 0 to 10,000.',
  pickup_not_found: 'No such pickup point.',
} as const;

const positionSchema = z.int({ error: moduleAdminMessages.position_range }).min(0, { error: moduleAdminMessages.position_range }).max(999, { error: moduleAdminMessages.position_range });
/** At most 10,000.00 in the country's currency. */
const amountSchema = centsSchema.max(1_000_000, { error: moduleAdminMessages.amount_range });
const optionalAmountSchema = z.union([amountSchema, z.null()], { error: moduleAdminMessages.amount_range });

export const paymentMethodSettingSchema = z.strictObject({
  active: z.boolean(),
  position: positionSchema,
  /** What the shopper pays on top for this method (cash on delivery), gross. */
  fee_taxed_cents: z.union([amountSchema, z.null()], { error: moduleAdminMessages.amount_range }).transform((value) => value ?? 0),
});
export type PaymentMethodSetting = z.input<typeof paymentMethodSettingSchema>;

export const deliveryMethodSettingSchema = z.strictObject({
  active: z.boolean(),
  position: positionSchema,
  /** Parcels go free from this value of the goods (gross); null: never. */
  free_from_taxed_cents: optionalAmountSchema,
  /** The flat fee of an order with freight items (gross); null: freight is not delivered. */
  freight_fee_taxed_cents: optionalAmountSchema,
});
export type DeliveryMethodSetting = z.input<typeof deliveryMethodSettingSchema>;

const text = (max: number) => z.string().trim().min(1, { error: fieldMessages.required }).max(max, { error: fieldMessages.text_too_long });

export const pickupPointBodySchema = z.strictObject({
  country_id: countryIdSchema,
  name: text(100),
  address1: text(150),
  zipcode: text(10),
  city: text(80),
  phone: z
    .string()
    .trim()
    .max(30, { error: fieldMessages.text_too_long })
    .transform((value) => (value === '' ? null : value)),
  opening_hours: text(300),
  active: z.boolean(),
});
export type PickupPointBody = z.input<typeof pickupPointBodySchema>;

export const pickupPointSchema = z.object({
  id: idSchema,
  country_id: idSchema,
  name: z.string(),
  address1: z.string(),
  zipcode: z.string(),
  city: z.string(),
  phone: z.string().nullable(),
  opening_hours: z.string(),
  active: z.boolean(),
});
export type PickupPointRow = z.infer<typeof pickupPointSchema>;

export const paymentMethodRowSchema = z.object({
  id: idSchema,
  code: z.string(),
  kind: z.enum(['online', 'prepayment', 'cash_on_delivery']),
  title: z.string(),
  /** Offered in this country at all (a row exists); a method not offered is switched on by saving it. */
  offered: z.boolean(),
  active: z.boolean(),
  position: z.int(),
  fee_taxed_cents: centsSchema,
});
export type PaymentMethodRow = z.infer<typeof paymentMethodRowSchema>;

export const deliveryMethodRowSchema = z.object({
  id: idSchema,
  code: z.string(),
  title: z.string(),
  is_local_pickup: z.boolean(),
  offered: z.boolean(),
  active: z.boolean(),
  position: z.int(),
  free_from_taxed_cents: centsSchema.nullable(),
  freight_fee_taxed_cents: centsSchema.nullable(),
});
export type DeliveryMethodRow = z.infer<typeof deliveryMethodRowSchema>;

export const modulesOfCountrySchema = z.object({
  country_id: idSchema,
  currency_code: z.string(),
  payment: z.array(paymentMethodRowSchema),
  delivery: z.array(deliveryMethodRowSchema),
  pickup_points: z.array(pickupPointSchema),
});
export type ModulesOfCountry = z.infer<typeof modulesOfCountrySchema>;

const countryParams = z.object({ id: queryIdSchema, country: queryInt(countryIdSchema) });

export const moduleCalls = {
  ofCountry: defineCall({
    method: 'GET',
    path: '/api/admin/modules',
    auth: 'staff',
    query: z.object({ country: queryInt(countryIdSchema) }),
    response: z.object({ data: modulesOfCountrySchema }),
  }),
  setPayment: defineCall({
    method: 'PUT',
    path: '/api/admin/modules/payment/:id/countries/:country',
    auth: 'staff',
    params: countryParams,
    body: paymentMethodSettingSchema,
    response: z.object({ status_code: okStatusSchema, data: paymentMethodRowSchema }),
  }),
  setDelivery: defineCall({
    method: 'PUT',
    path: '/api/admin/modules/delivery/:id/countries/:country',
    auth: 'staff',
    params: countryParams,
    body: deliveryMethodSettingSchema,
    response: z.object({ status_code: okStatusSchema, data: deliveryMethodRowSchema }),
  }),
  createPickupPoint: defineCall({
    method: 'POST',
    path: '/api/admin/pickup-points',
    auth: 'staff',
    body: pickupPointBodySchema,
    response: z.object({ status_code: okStatusSchema, data: pickupPointSchema }),
  }),
  updatePickupPoint: defineCall({
    method: 'PUT',
    path: '/api/admin/pickup-points/:id',
    auth: 'staff',
    params: z.object({ id: queryIdSchema }),
    body: pickupPointBodySchema,
    response: z.object({ status_code: okStatusSchema, data: pickupPointSchema }),
  }),
} as const;
