/**
 * Local pickup (spec sections 3, 5, 7). Payloads are not shown in the spec; ours:
 * - POST /api/localpickup/order records the pickup point an order is collected from.
 * - POST /api/localPickupAddress/order makes the pickup point's address the order's delivery address.
 * Both answer with the spec's message.
 */
import { z } from 'zod';
import { idSchema, okStatusSchema, queryIdSchema } from '../primitives.ts';
import { paymentCodeSchema } from './payment.ts';

export const pickupPointSchema = z.object({
  id: idSchema,
  title: z.string(),
  address1: z.string(),
  zipcode: z.string(),
  city: z.string(),
  country_id: idSchema,
  phone: z.string().nullable(),
  /** Opening hours as display text. */
  opening_hours: z.string().nullable(),
});
export type PickupPoint = z.infer<typeof pickupPointSchema>;

export const localPickupOrderBodySchema = z.strictObject({ order_id: idSchema, local_pickup_id: idSchema });
export const localPickupOrderResponseSchema = z.object({
  status_code: okStatusSchema,
  message: z.literal('Order Local Pickup Updated'),
});

export const localPickupAddressOrderBodySchema = z.strictObject({ order_id: idSchema, local_pickup_id: idSchema });
export const localPickupAddressOrderResponseSchema = z.object({
  status_code: okStatusSchema,
  message: z.literal('Order Local Pickup Address Updated'),
});

/** Helper GET local_pickup: the active pickup points. */
export const pickupPointsResponseSchema = z.object({ data: z.array(pickupPointSchema) });

/** Helper GET order_local_pickup?search_order_id: the pickup point of an order, null if none. */
export const orderLocalPickupQuerySchema = z.object({ search_order_id: queryIdSchema });
export const orderLocalPickupResponseSchema = z.object({
  data: z.object({ order_id: idSchema, local_pickup: pickupPointSchema }).nullable(),
});

/**
 * GET /api/shop_methods?country_id= (ours, issue 37): the payment and delivery methods a shop offers,
 * for the footer's marks (the methods actually offered there, not a fixed list).
 */
export const shopMethodsQuerySchema = z.object({ country_id: queryIdSchema });
export const shopMethodsResponseSchema = z.object({
  data: z.object({
    payment: z.array(paymentCodeSchema),
    delivery: z.array(z.object({ code: z.string(), is_local_pickup: z.boolean() })),
  }),
});
