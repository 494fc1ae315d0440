// This shop's place among the three, as the server knows it: public origins from the environment.
import country from '../country/current-country.ts';
import { shopConfig } from '../server/shop-config.server.ts';
import { absoluteUrl, shopOrigins, type ShopOrigins } from './shop-locales.ts';

let origins: ShopOrigins | undefined;

export function seoOrigins(): ShopOrigins {
  origins ??= shopOrigins({ code: country.isoAlpha2, origin: country.origin }, shopConfig().shopOrigins);
  return origins;
}

/** An absolute URL on this shop. */
export function ownUrl(path: string): string {
  return absoluteUrl(seoOrigins()[country.isoAlpha2], path);
}

/** ?page=N of a listing beyond its first page: part of the page's identity. */
export function pageQuery(page: number): string {
  return page > 1 ? `?page=${page}` : '';
}
