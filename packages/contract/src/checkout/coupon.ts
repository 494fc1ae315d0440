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
  /** Ours (issue 37): the shopper confirmed replacing a coupon that saves more (else 409 coupon_worse). */
  replace_better: z.boolean().optional(),
});

/**
 * Ours (issue 37): why a code was not taken, in `error.details.reason` of coupon_invalid,
 * coupon_not_found and coupon_worse, with the amounts or days a message names (`min_order_cents`,
 * `currency`, `day`, `current`, `current_saving_cents`, `saving_cents`).
 */
export const couponRefusalReasons = ['unknown', 'inactive', 'other_shop', 'empty_cart', 'used_up', 'used_by_buyer', 'min_order', 'not_yet_valid', 'expired', 'no_saving', 'worse_than_current'] as const;
export type CouponRefusalReason = (typeof couponRefusalReasons)[number];

/** POST /api/ExternalOrderApi/removeCoupon (ours, issue 37): the cart's coupon taken off. */
export const removeCouponBodySchema = z.strictObject({ cart_id: idSchema });
export const removeCouponResponseSchema = z.object({ status_code: okStatusSchema, data: z.object({ cart_id: idSchema, coupon_code: z.null() }) });

/** Answer not shown in the spec: the applied code and the discount it gives now (gross, cents). */
export const insertCouponResponseSchema = z.object({
  status_code: okStatusSchema,
  data: z.object({
    coupon_code: z.string(),
    cart_id: idSchema,
    discount_cents: centsSchema,
    /** Ours (issue 37): what the coupon saves with the shop's standard delivery (discount and postage). */
    saving_cents: centsSchema.optional(),
  }),
});
