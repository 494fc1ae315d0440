// Account, password, newsletter and withdrawal pages carry personal data: no cache may keep them.
import type { HeadersArgs } from 'react-router';
import { PRIVATE_PAGE_CACHE } from '../seo/cache-policy.ts';

/** The `headers` export of these routes: what the frame set (its cookie), never cacheable. */
export function privatePageHeaders({ parentHeaders }: Partial<Pick<HeadersArgs, 'parentHeaders'>> = {}): Headers {
  const headers = new Headers(parentHeaders);
  headers.set('Cache-Control', PRIVATE_PAGE_CACHE);
  return headers;
}

export const noindexMeta = { name: 'robots', content: 'noindex' } as const;
