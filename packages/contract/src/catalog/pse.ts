/**
 * GET /api/get_pse/:pse (shape not shown in the spec): one product sale element (a variant: colour,
 * size) with its stock and prices in cents for the requested country.
 */
import { z } from 'zod';
import { centsSchema, idSchema, queryIdSchema } from '../primitives.ts';

export const pseAttributeSchema = z.object({
  attribute_id: idSchema,
  attribute_title: z.string(),
  attribute_av_id: idSchema,
  attribute_av_title: z.string(),
});

export const productSaleElementSchema = z.object({
  id: idSchema,
  product_id: idSchema,
  ref: z.string(),
  ean: z.string().nullable(),
  url: z.string().nullable(),
  is_default: z.boolean(),
  quantity: z.int().nonnegative(),
  price: centsSchema,
  taxed_price: centsSchema,
  promo_price: centsSchema,
  taxed_promo_price: centsSchema,
  is_promo: z.boolean(),
  listen_price: centsSchema.nullable(),
  weight_grams: z.int().nonnegative().nullable(),
  images: z.array(z.string()),
  attributes: z.array(pseAttributeSchema),
  /** Ours (issue 7): how the variant is sold and one piece's content in thousandths of the unit. */
  unit: z.enum(['piece', 'm2']).optional(),
  unit_content_milli: z.int().positive().optional(),
  /** Ours (issue 7): for a reduced price, the lowest gross price of the 30 days before (PAngV section 11). */
  lowest_price_30_days: centsSchema.nullable().optional(),
});
export type ProductSaleElement = z.infer<typeof productSaleElementSchema>;

export const pseParamsSchema = z.object({ pse: queryIdSchema });
export const pseQuerySchema = z.object({ country_id: queryIdSchema.optional() });
export const pseResponseSchema = z.object({ data: productSaleElementSchema });
