// The three shops as search engines see them: which locale each serves, its hreflang value, and
// where it lives. Austria is the fallback shop (spec section 9: unknown locales fall back to
// Austria), so it is the x-default of every hreflang set.
export type ShopCode = 'DE' | 'AT' | 'RO';

export type ShopLocale = { code: ShopCode; locale: string; hreflang: string };

export const shopLocales: readonly ShopLocale[] = [
  { code: 'DE', locale: 'de_DE', hreflang: 'de-DE' },
  { code: 'AT', locale: 'de_AT', hreflang: 'de-AT' },
  { code: 'RO', locale: 'ro_RO', hreflang: 'ro-RO' },
];

export const X_DEFAULT_SHOP: ShopCode = 'AT';

export type ShopOrigins = Record<ShopCode, string>;

const LOCAL_ORIGINS: ShopOrigins = { DE: 'http://localhost:3001', AT: 'http://localhost:3002', RO: 'http://localhost:3003' };

/**
 * The public origin of every shop: this shop's own from its country config (SHOP_ORIGIN), the
 * others from SHOP_ORIGINS ('DE=https://...,AT=...,RO=...'), the local shops by default.
 */
export function shopOrigins(own: { code: ShopCode; origin: string }, shopOriginsSetting: string | undefined): ShopOrigins {
  const origins: ShopOrigins = { ...LOCAL_ORIGINS };
  for (const pair of (shopOriginsSetting ?? '').split(',')) {
    const [code, origin] = pair.split('=', 2).map((part) => part.trim());
    if ((code === 'DE' || code === 'AT' || code === 'RO') && origin) origins[code] = withoutTrailingSlash(origin);
  }
  origins[own.code] = withoutTrailingSlash(own.origin);
  return origins;
}

export function shopOfLocale(locale: string): ShopLocale | undefined {
  return shopLocales.find((shop) => shop.locale === locale);
}

/** An absolute URL of a path on a shop: '/bad/armaturen' or 'bad/armaturen' on https://shop.de. */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(`/${path.replace(/^\/+/, '')}`, `${withoutTrailingSlash(origin)}/`).href;
}

function withoutTrailingSlash(origin: string): string {
  return origin.replace(/\/+$/, '');
}
