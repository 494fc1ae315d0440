// Every URL of this shop that search engines should know, from the back office's sitemap pages:
// home, content pages, categories, brands and products, each with its hreflang alternates. Read
// at most once an hour; a catalog of 100,000 products takes about 20 back-office answers.
import { calls, SITEMAP_PAGE_MAX, type SitemapEntry } from '@shop/contract';
import country from '../country/current-country.ts';
import type { Backend } from '../server/backend.server.ts';
import { createTtlCache } from '../server/ttl-cache.server.ts';
import { alternateLinks, samePathAlternates } from './hreflang.ts';
import { ownUrl, seoOrigins } from './seo-context.server.ts';
import type { SitemapUrl } from './sitemap-xml.ts';

export const SITEMAP_CACHE_SECONDS = 3600;

const cache = createTtlCache(SITEMAP_CACHE_SECONDS * 1000);

export function sitemapUrls(backend: Backend): Promise<SitemapUrl[]> {
  return cache.get('sitemap', async () => {
    const entries = await allEntries(backend);
    const origins = seoOrigins();
    return [
      { loc: ownUrl('/'), alternates: samePathAlternates('/', origins) },
      ...entries.map((entry) => ({
        loc: ownUrl(entry.view_url),
        lastmod: entry.lastmod,
        alternates: alternateLinks([{ view_locale: country.locale, view_url: entry.view_url }, ...entry.alternates], origins),
      })),
    ];
  });
}

async function allEntries(backend: Backend): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [];
  for (let offset = 0; ; offset += SITEMAP_PAGE_MAX) {
    const page = await backend.backOffice(calls.backoffice.sitemap, { query: { view_locale: country.locale, offset, limit: SITEMAP_PAGE_MAX } });
    entries.push(...page.items);
    if (page.items.length < SITEMAP_PAGE_MAX || entries.length >= page.total) return entries;
  }
}
