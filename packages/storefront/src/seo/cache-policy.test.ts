import { describe, expect, it } from 'vitest';
import { cacheHeaders, catalogPageHeaders, enforceSharedCacheRules, pageCacheControl, PRIVATE_PAGE_CACHE, PUBLIC_PAGE_CACHE } from './cache-policy.ts';

const anonymous = { signedIn: false, hasCart: false, hasFlashMessage: false };

describe('cache policy of catalog pages', () => {
  it('lets anyone keep an anonymous page a minute, stale for five', () => {
    expect(pageCacheControl(anonymous)).toBe('public, max-age=60, stale-while-revalidate=300');
  });

  it('lets nobody keep the page of a signed-in shopper, a shopper with a cart or a flash message', () => {
    expect(pageCacheControl({ ...anonymous, signedIn: true })).toBe('private, no-store');
    expect(pageCacheControl({ ...anonymous, hasCart: true })).toBe(PRIVATE_PAGE_CACHE);
    expect(pageCacheControl({ ...anonymous, hasFlashMessage: true })).toBe(PRIVATE_PAGE_CACHE);
  });

  it('varies on the cookie and passes the loader decision on as the route headers', () => {
    const headers = catalogPageHeaders({ loaderHeaders: cacheHeaders(PUBLIC_PAGE_CACHE) });
    expect(headers.get('Cache-Control')).toBe(PUBLIC_PAGE_CACHE);
    expect(headers.get('Vary')).toBe('Cookie');
    expect([...catalogPageHeaders({ loaderHeaders: new Headers() }).keys()]).toEqual([]);
  });

  it('never sets a cookie on a public answer', () => {
    const headers = cacheHeaders(PUBLIC_PAGE_CACHE);
    headers.append('Set-Cookie', '__shop_de=new-visitor; Path=/');
    expect(enforceSharedCacheRules('GET', 200, headers)).toBe(true);
    expect(headers.get('Set-Cookie')).toBeNull();
  });

  it('makes a public answer private when it is not a successful GET', () => {
    for (const [method, status] of [
      ['POST', 200],
      ['GET', 404],
      ['GET', 500],
    ] as const) {
      const headers = cacheHeaders(PUBLIC_PAGE_CACHE);
      headers.append('Set-Cookie', '__shop_de=cart; Path=/');
      expect(enforceSharedCacheRules(method, status, headers)).toBe(false);
      expect(headers.get('Cache-Control')).toBe(PRIVATE_PAGE_CACHE);
      expect(headers.get('Set-Cookie')).not.toBeNull();
    }
  });

  it('leaves a private answer alone', () => {
    const headers = cacheHeaders(PRIVATE_PAGE_CACHE);
    headers.append('Set-Cookie', '__shop_de=x; Path=/');
    expect(enforceSharedCacheRules('GET', 200, headers)).toBe(false);
    expect(headers.get('Set-Cookie')).not.toBeNull();
  });
});
