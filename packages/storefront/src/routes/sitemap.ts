// /sitemap.xml (issue 7): every URL of this shop with its versions in the other shops. Past 50,000
// URLs it becomes an index of parts, /sitemap.xml?part=1, 2, ...
import type { LoaderFunctionArgs } from 'react-router';
import { backendFor } from '../server/backend.server.ts';
import { ownUrl } from '../seo/seo-context.server.ts';
import { SITEMAP_CACHE_SECONDS, sitemapUrls } from '../seo/sitemap.server.ts';
import { SITEMAP_URL_LIMIT, sitemapIndexXml, sitemapXml } from '../seo/sitemap-xml.ts';

// Some twenty back-office calls at 100,000 products: more than a page's budget, and no shopper waits.
const SITEMAP_BUDGET_MS = 120_000;

export async function loader({ url }: LoaderFunctionArgs) {
  // The same for everyone: asked as the shop, not as the shopper.
  const urls = await sitemapUrls(backendFor({ userIdentifier: 'sitemap', budgetMs: SITEMAP_BUDGET_MS }));
  const parts = Math.ceil(urls.length / SITEMAP_URL_LIMIT);
  const part = Number(url.searchParams.get('part') ?? '0');
  let body: string;
  if (parts <= 1) body = sitemapXml(urls);
  else if (Number.isInteger(part) && part >= 1 && part <= parts) body = sitemapXml(urls.slice((part - 1) * SITEMAP_URL_LIMIT, part * SITEMAP_URL_LIMIT));
  else body = sitemapIndexXml(Array.from({ length: parts }, (_, index) => `${ownUrl('/sitemap.xml')}?part=${index + 1}`));
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': `public, max-age=${SITEMAP_CACHE_SECONDS}` },
  });
}
