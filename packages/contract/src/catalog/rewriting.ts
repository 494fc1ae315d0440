/**
 * Catch-all resolution (spec section 2): GET /api/rewriting?view_locale&view_url and the helper's
 * POST search_url answer which item a URL shows. `view` is the view type; for 'pse' the answer also
 * carries PRODUCT_ID, the product the variant belongs to.
 */
import { z } from 'zod';
import { idSchema, localeSchema } from '../primitives.ts';

export const viewTypes = ['product', 'pse', 'category', 'brand', 'content'] as const;
export type ViewType = (typeof viewTypes)[number];

/** The lookup input: the path without leading slash ('badmoebel/waschtische') and the view locale. */
export const rewritingQuerySchema = z.object({
  view_locale: localeSchema,
  view_url: z.string().trim().min(1).max(2000),
});
export const searchUrlBodySchema = z.strictObject(rewritingQuerySchema.shape);

const base = { view_id: idSchema, view_locale: localeSchema, view_url: z.string() };

export const rewritingResultSchema = z.discriminatedUnion('view', [
  z.object({ ...base, view: z.literal('product') }),
  z.object({ ...base, view: z.literal('pse'), PRODUCT_ID: idSchema }),
  z.object({ ...base, view: z.literal('category') }),
  z.object({ ...base, view: z.literal('brand') }),
  z.object({ ...base, view: z.literal('content') }),
]);
export type RewritingResult = z.infer<typeof rewritingResultSchema>;
