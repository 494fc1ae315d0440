// Builds the PageSeo of each kind of catalog page on the server: title and description in the
// shop's language, the canonical URL on this shop's public origin, the hreflang set, and the
// structured data. Whatever is missing (no hreflang, no breadcrumb) leaves the page as it is.
import { calls, parseCommaIds, type Content, type LocaleConfig, type Product } from '@shop/contract';
import type { Listing } from '../catalog/catalog.server.ts';
import country from '../country/current-country.ts';
import type { Backend } from '../server/backend.server.ts';
import { pageAlternates } from './alternates.server.ts';
import { categoryTrail, homeCrumb } from './breadcrumbs.server.ts';
import { samePathAlternates, type AlternateLink } from './hreflang.ts';
import { breadcrumbJsonLd, organizationJsonLd, productJsonLd, type Crumb } from './json-ld.ts';
import type { PageSeo } from './page-meta.ts';
import { ownUrl, pageQuery, seoOrigins } from './seo-context.server.ts';
import { seoTexts } from './seo-texts.server.ts';
import { descriptionFrom } from './text.ts';

const storeName = country.brand.storeName;

/** A page's SEO with the shop's defaults; the title gets the shop name. */
function page(parts: Pick<PageSeo, 'title' | 'description' | 'canonical' | 'alternates'> & Partial<PageSeo>): PageSeo {
  return {
    siteName: storeName,
    locale: country.locale,
    type: 'website',
    image: null,
    noindex: false,
    jsonLd: [],
    ...parts,
    title: parts.title && parts.title !== storeName ? `${parts.title} | ${storeName}` : storeName,
  };
}

/** Back-office images are absolute already; anything relative lives on this shop. */
function absoluteImage(url: string): string {
  return /^https?:\/\//.test(url) ? url : ownUrl(url);
}

async function localeConfig(backend: Backend): Promise<LocaleConfig | null> {
  try {
    return (await backend.cachedHelper(calls.helper.localeConfig, { query: { locale: country.locale } })).data;
  } catch {
    return null;
  }
}

export function homeSeo(config: LocaleConfig | null): PageSeo {
  const home = ownUrl('/');
  const social = [config?.facebook_url, config?.instagram_url, config?.youtube_url, config?.tiktok_url].filter((url): url is string => Boolean(url));
  return page({
    title: storeName,
    description: seoTexts.homeDescription(storeName),
    canonical: home,
    alternates: samePathAlternates('/', seoOrigins()),
    jsonLd: [
      organizationJsonLd({
        name: storeName,
        url: home,
        logo: config?.logo_url ? absoluteImage(config.logo_url) : ownUrl('/logo.svg'),
        phone: config?.store_phone ?? country.support.phone,
        areaServed: country.isoAlpha2,
        language: country.language,
        sameAs: social,
      }),
    ],
  });
}

export async function productSeo(backend: Backend, product: Product): Promise<PageSeo> {
  const canonical = ownUrl(product.URL);
  const [alternates, trail, config] = await Promise.all([
    pageAlternates(backend, 'product', product.ID),
    categoryTrail(backend, product.DEFAULT_CATEGORY),
    localeConfig(backend),
  ]);
  // The admin's meta title and description (issue 16) when set; otherwise from the title and texts.
  const description = product.meta_description || descriptionFrom(product.CHAPO, product.DESCRIPTION) || seoTexts.productDescription(product.TITLE, storeName);
  const images = product.images.map(absoluteImage);
  return page({
    title: product.meta_title || product.TITLE,
    description,
    canonical,
    alternates,
    type: 'product',
    image: images[0] ?? null,
    jsonLd: [
      productJsonLd({
        product,
        url: canonical,
        description,
        images,
        currency: country.currency.code,
        sellerName: storeName,
        priceOnRequest: parseCommaIds(config?.price_request_product_ids).includes(product.ID),
      }),
      breadcrumbJsonLd([...trail, { name: product.TITLE, url: canonical }]),
    ],
    breadcrumbs: [...trail, { name: product.TITLE, url: canonical }],
  });
}

export type ListingSeoTarget = { kind: 'all' } | { kind: 'category'; id: number } | { kind: 'brand'; id: number } | { kind: 'content'; content: Content };

export async function listingSeo(backend: Backend, listing: Listing, target: ListingSeoTarget): Promise<PageSeo> {
  const query = pageQuery(listing.page);
  const title = listing.title || seoTexts.allProducts();
  const place = await listingPlace(backend, target, query);
  const canonical = ownUrl(place.path) + query;
  return page({
    title: listing.page > 1 ? `${title} (${listing.page}/${listing.pages})` : title,
    description: seoTexts.listingDescription(title, listing.total, storeName),
    canonical,
    alternates: place.alternates,
    jsonLd: [breadcrumbJsonLd([...place.trail, { name: title, url: ownUrl(place.path) }])],
    breadcrumbs: [...place.trail, { name: title, url: ownUrl(place.path) }],
  });
}

/** Where a listing lives: its own path, its versions in the other shops, the trail above it. */
async function listingPlace(backend: Backend, target: ListingSeoTarget, query: string): Promise<{ path: string; alternates: AlternateLink[]; trail: Crumb[] }> {
  switch (target.kind) {
    case 'all': {
      const path = '/shop-grid-standard/all';
      return { path, alternates: samePathAlternates(path, seoOrigins(), query), trail: [homeCrumb()] };
    }
    case 'category': {
      // The same call and input the listing made: answered from the helper cache.
      const category = await backend.cachedHelper(calls.helper.category, { query: { category_id: target.id, visible: 1, locale: country.locale } });
      const [trail, alternates] = await Promise.all([categoryTrail(backend, category.data.PARENT), pageAlternates(backend, 'category', target.id, query)]);
      return { path: category.data.URL, alternates, trail };
    }
    case 'brand': {
      const [brand, alternates] = await Promise.all([
        backend.cachedHelper(calls.helper.brand, { params: { id: target.id, locale: country.locale } }),
        pageAlternates(backend, 'brand', target.id, query),
      ]);
      return { path: brand.data.url ?? `/shop-grid-standard/brand-${target.id}`, alternates, trail: [homeCrumb()] };
    }
    case 'content':
      return { path: target.content.url, alternates: await pageAlternates(backend, 'content', target.content.id, query), trail: [homeCrumb()] };
  }
}

export async function contentSeo(backend: Backend, content: Content): Promise<PageSeo> {
  return page({
    title: content.title,
    description: descriptionFrom(content.chapo, content.description),
    canonical: ownUrl(content.url),
    alternates: await pageAlternates(backend, 'content', content.id),
  });
}

/** Search results: for shoppers, not for search engines (thin, endless, duplicate pages). */
export function searchSeo(term: string): PageSeo {
  return page({ title: seoTexts.searchTitle(term), description: '', canonical: null, alternates: [], noindex: true });
}
