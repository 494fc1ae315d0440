import { defineCall } from '../call.ts';
import * as s from './search.ts';

/** Search endpoint calls (base: `url` from ConfigApi; `index` from its `indexes`). */
export const searchCalls = {
  products: defineCall({
    method: 'GET',
    path: '/indexes/:index/search',
    auth: 'public',
    params: s.searchParamsSchema,
    query: s.productSearchQuerySchema,
    response: s.productSearchResponseSchema,
  }),
  content: defineCall({
    method: 'GET',
    path: '/indexes/:index/search',
    auth: 'public',
    params: s.searchParamsSchema,
    query: s.contentSearchQuerySchema,
    response: s.contentSearchResponseSchema,
  }),
} as const;
