// The hreflang set of a page from the back office's URLs of the item in every locale. URLs change
// rarely, so they are kept 300 s like other shop-wide data; without them a page still renders.
import { calls, type PageViewType } from '@shop/contract';
import type { Backend } from '../server/backend.server.ts';
import { shopConfig } from '../server/shop-config.server.ts';
import { createTtlCache } from '../server/ttl-cache.server.ts';
import { alternateLinks, type AlternateLink } from './hreflang.ts';
import { seoOrigins } from './seo-context.server.ts';

const cache = createTtlCache(() => shopConfig().helperCacheMs);

export async function pageAlternates(backend: Backend, view: PageViewType, viewId: number, query = ''): Promise<AlternateLink[]> {
  try {
    const answer = await cache.get(`${view}:${viewId}`, () => backend.backOffice(calls.backoffice.rewritingAlternates, { query: { view, view_id: viewId } }));
    return alternateLinks(answer.data, seoOrigins(), query);
  } catch (error) {
    console.warn(`hreflang of ${view} ${viewId} unavailable:`, error instanceof Error ? error.message : error);
    return [];
  }
}
