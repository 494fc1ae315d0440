/**
 * GET /api/ConfigApi: where the browser queries the search engine directly (spec section 7;
 * ARCHITECTURE: a back-office module). `url` is the search endpoint's base URL, `indexes` the index
 * names, `public_search_key` a read-only key sent as bearer token (may be empty when the endpoint is open).
 */
import { z } from 'zod';

export const searchConnectionSchema = z.object({
  url: z.url(),
  indexes: z.object({ products: z.string().min(1), content: z.string().min(1) }),
  public_search_key: z.string(),
});
export type SearchConnection = z.infer<typeof searchConnectionSchema>;
