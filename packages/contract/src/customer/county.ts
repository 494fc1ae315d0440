/** GET /api/ExternalOrderApi/county/:countryId: the country's states (the address form's state select). */
import { z } from 'zod';
import { idSchema, queryIdSchema } from '../primitives.ts';

export const stateSchema = z.object({
  id: idSchema,
  title: z.string(),
  isocode: z.string().nullable(),
  country_id: idSchema,
});
export type State = z.infer<typeof stateSchema>;

export const countyParamsSchema = z.object({ countryId: queryIdSchema });
export const countyResponseSchema = z.object({ data: z.array(stateSchema) });
