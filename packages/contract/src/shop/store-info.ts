import { z } from 'zod';

/**
 * Store info (spec section 3), shown in the header (phone, hours) and on the server-error screen.
 * `store_email` is ours: the server-error screen shows a support mail.
 */
export const storeInfoSchema = z.object({
  store_name: z.string(),
  store_phone: z.string(),
  /** Support hours Monday to Thursday, as display text. */
  support_time_mo_th: z.string(),
  store_address1: z.string(),
  store_city: z.string(),
  store_zipcode: z.string(),
  store_email: z.string().nullable().optional(),
});
export type StoreInfo = z.infer<typeof storeInfoSchema>;
