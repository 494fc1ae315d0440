/** Fulfilment centres (spec: cart item selectedFulfilmentCenter; helper calls, answers ours). */
import { z } from 'zod';
import { idSchema, queryIdSchema } from '../primitives.ts';

export const fulfilmentCenterSchema = z.object({
  id: idSchema,
  name: z.string(),
  city: z.string().nullable(),
  /** Stock of the searched sale element in this centre. */
  stock: z.int().nonnegative(),
});
export type FulfilmentCenter = z.infer<typeof fulfilmentCenterSchema>;

/** GET fulfilment_center?search_pse: the centres that hold a sale element. */
export const fulfilmentCenterQuerySchema = z.object({ search_pse: queryIdSchema });
export const fulfilmentCenterResponseSchema = z.object({ data: z.array(fulfilmentCenterSchema) });

/** GET fulfilment_center_stock/:id (sale element id): its stock per centre. */
export const fulfilmentCenterStockParamsSchema = z.object({ id: queryIdSchema });
export const fulfilmentCenterStockResponseSchema = z.object({
  data: z.array(z.object({ fulfilment_center_id: idSchema, pse_id: idSchema, quantity: z.int().nonnegative() })),
});
