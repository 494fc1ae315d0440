/** Delivery methods and postage (spec sections 3, 4, 7). Amounts are integer cents. */
import { z } from 'zod';
import { centsSchema, idSchema, localeSchema, queryIdSchema } from '../primitives.ts';
import { paymentCodeSchema } from './payment.ts';

/** Delivery method id used when none is stored (spec section 4). */
export const DEFAULT_DELIVERY_MODULE_ID = 77;

/** POST /api/customdelivery/postage. */
export const postageBodySchema = z.strictObject({
  country_id: idSchema,
  /** Null for countries without states. */
  state_id: idSchema.nullable(),
  cart_id: idSchema,
  locale: localeSchema,
  delivery_module_id: idSchema,
});

/** Delivery cost: legacy names, values in cents (net and gross). 0 shows as 'Free'. */
export const postageSchema = z.object({
  postage_amount: centsSchema,
  postage_amount_taxed: centsSchema,
});
export type Postage = z.infer<typeof postageSchema>;

/** Delivery method (spec: id, position; the rest is ours). */
export const deliveryMethodSchema = z.object({
  id: idSchema,
  code: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  position: z.int(),
  /** The shopper collects the order at a pickup point; checkout then needs a pickup point. */
  is_local_pickup: z.boolean(),
});
export type DeliveryMethod = z.infer<typeof deliveryMethodSchema>;

/** Payment method (spec: id, code; the rest is ours). */
export const paymentMethodSchema = z.object({
  id: idSchema,
  code: paymentCodeSchema,
  title: z.string(),
  description: z.string().nullable(),
  position: z.int(),
  image_url: z.string().nullable(),
  /** What choosing this method adds to the order (cash-on-delivery fee), as the buyer pays it. */
  fee_cents: centsSchema.default(0),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** GET /api/ExternalOrderApi/getActivePaymentMethods/:cart and /getActiveDelivery/:cart. */
export const cartParamsSchema = z.object({ cart: queryIdSchema });
export const activePaymentMethodsResponseSchema = z.object({ data: z.array(paymentMethodSchema) });
export const activeDeliveryResponseSchema = z.object({ data: z.array(deliveryMethodSchema) });
