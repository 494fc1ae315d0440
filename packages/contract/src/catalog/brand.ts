import { z } from 'zod';
import { idSchema } from '../primitives.ts';

/** Brand (spec section 3: brand_id, brand_title); url, logo and description are ours, for the brand listing. */
export const brandSchema = z.object({
  brand_id: idSchema,
  brand_title: z.string(),
  url: z.string().nullable(),
  logo_url: z.string().nullable(),
  description: z.string().nullable().optional(),
});
export type Brand = z.infer<typeof brandSchema>;
