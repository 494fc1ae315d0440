// /robots.txt: crawl the catalog, not the shopper's own pages, and find the sitemap. Search results
// are an endless space of thin pages: not crawled (and they say noindex should a crawler land there).
import { ownUrl } from '../seo/seo-context.server.ts';

export function loader() {
  const body = [
    'User-agent: *',
    'Disallow: /account',
    'Disallow: /cart',
    'Disallow: /checkout',
    'Disallow: /login-register',
    'Disallow: /logout',
    'Disallow: /forgot-password',
    'Disallow: /order-placed',
    'Disallow: /order-failed',
    'Disallow: /guest/',
    'Disallow: /newsletter-unsubscribe',
    'Disallow: /search',
    '',
    `Sitemap: ${ownUrl('/sitemap.xml')}`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
