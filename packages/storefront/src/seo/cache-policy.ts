// Who may keep a copy of a catalog page (docs/decisions/004-public-catalog-pages.md): the same page
// for every anonymous shopper, so browsers and CDNs may keep it a minute and serve it stale for five
// while they fetch a fresh one; nobody may keep a signed-in shopper's page (company customers see
// net prices) or one of a shopper with a cart.
import type { HeadersArgs } from 'react-router';

export const PUBLIC_PAGE_CACHE = 'public, max-age=60, stale-while-revalidate=300';
export const PRIVATE_PAGE_CACHE = 'private, no-store';

export type ShopperState = { signedIn: boolean; hasCart: boolean; hasFlashMessage: boolean };

export function pageCacheControl(shopper: ShopperState): string {
  return shopper.signedIn || shopper.hasCart || shopper.hasFlashMessage ? PRIVATE_PAGE_CACHE : PUBLIC_PAGE_CACHE;
}

export function cacheHeaders(cacheControl: string): Headers {
  // The cookie decides between the public and the private page: a cache must not hand the one to
  // the other, so it keys on the cookie too.
  return new Headers({ 'Cache-Control': cacheControl, Vary: 'Cookie' });
}

/** The `headers` export of catalog routes: pass on what the loader decided for this shopper. */
export function catalogPageHeaders({ loaderHeaders }: Pick<HeadersArgs, 'loaderHeaders'>): Headers {
  const headers = new Headers();
  for (const name of ['Cache-Control', 'Vary']) {
    const value = loaderHeaders.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}

export function isPublic(headers: Headers): boolean {
  return /(^|[\s,])public([\s,]|$)/i.test(headers.get('Cache-Control') ?? '');
}

/**
 * What holds for every response, whatever a loader decided: only a successful GET may be public,
 * and a public response sets no cookie (a shared cache would hand it to everyone). Returns whether
 * the response stays public.
 */
export function enforceSharedCacheRules(method: string, status: number, headers: Headers): boolean {
  if (!isPublic(headers)) return false;
  if ((method !== 'GET' && method !== 'HEAD') || status !== 200) {
    headers.set('Cache-Control', PRIVATE_PAGE_CACHE);
    return false;
  }
  headers.delete('Set-Cookie');
  return true;
}
