/** POST /api/ExternalOrderApi/insertCoupon (spec section 7). Failure: error code 'coupon_invalid' ('Error fetching coupon'). */
import { z } from 'zod';
import { requiredText } from '../fields/text.ts';
import { centsSchema, idSchema, okStatusSchema } from '../primitives.ts';

export const couponCodeSchema = requiredText(50);

export const insertCouponBodySchema = z.strictObject({
  coupon_code: couponCodeSchema,
  cart_id: idSchema,
  /** Null for a guest who has no customer record yet. */
  customer_id: idSchema.nullable(),
});

/** Answer not shown in the spec: the applied code and the discount it gives now (gross, cents). */
export const insertCouponResponseSchema = z.object({
  status_code: okStatusSchema,
  data: z.object({
    coupon_code: z.string(),
    cart_id: idSchema,
    discount_cents: centsSchema,
  }),
});
