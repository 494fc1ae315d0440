/**
 * GET /api/ExternalOrderApi/features/product/:productId/:langCode (shape not shown in the spec):
 * the product's features (technical data table), each with its values in the requested language.
 */
import { z } from 'zod';
import { idSchema, langCodeSchema, queryIdSchema } from '../primitives.ts';

export const productFeatureSchema = z.object({
  feature_id: idSchema,
  title: z.string(),
  position: z.int(),
  values: z.array(z.object({ id: idSchema.nullable(), title: z.string() })),
});
export type ProductFeature = z.infer<typeof productFeatureSchema>;

export const productFeaturesParamsSchema = z.object({ productId: queryIdSchema, langCode: langCodeSchema });
export const productFeaturesResponseSchema = z.object({ data: z.array(productFeatureSchema) });
