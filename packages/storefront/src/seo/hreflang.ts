// hreflang links between the DE, AT and RO versions of one page. Every version lists all versions,
// itself included, plus x-default (the Austrian one), as search engines expect of a set.
import type { LocaleUrl } from '@shop/contract';
import { absoluteUrl, shopLocales, X_DEFAULT_SHOP, type ShopOrigins } from './shop-locales.ts';

export type AlternateLink = { hreflang: string; href: string };

/** From the back office's URLs of one item per locale; a locale without a shop is left out. */
export function alternateLinks(urls: readonly LocaleUrl[], origins: ShopOrigins, query = ''): AlternateLink[] {
  const links = shopLocales.flatMap((shop) => {
    const url = urls.find((candidate) => candidate.view_locale === shop.locale);
    return url ? [{ code: shop.code, hreflang: shop.hreflang, href: absoluteUrl(origins[shop.code], url.view_url) + query }] : [];
  });
  const fallback = links.find((link) => link.code === X_DEFAULT_SHOP);
  return [
    ...links.map(({ hreflang, href }) => ({ hreflang, href })),
    ...(fallback ? [{ hreflang: 'x-default', href: fallback.href }] : []),
  ];
}

/** A route that has the same path in every shop (home, the full listing). */
export function samePathAlternates(path: string, origins: ShopOrigins, query = ''): AlternateLink[] {
  return alternateLinks(
    shopLocales.map((shop) => ({ view_locale: shop.locale, view_url: path })),
    origins,
    query,
  );
}
