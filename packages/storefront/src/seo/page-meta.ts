// What a page tells search engines and link previews, and the one function that turns it into
// React Router meta descriptors. Loaders build a PageSeo on the server (absolute URLs need the
// shop's public origin, which only the server knows); the routes' meta exports render it.
import type { MetaDescriptor } from 'react-router';
import type { AlternateLink } from './hreflang.ts';
import type { Crumb, JsonLd } from './json-ld.ts';

export type PageSeo = {
  /** The document title, shop name included. */
  title: string;
  description: string;
  /** Absolute URL; null for pages that should not be indexed. */
  canonical: string | null;
  alternates: AlternateLink[];
  siteName: string;
  /** The shop's locale as Open Graph spells it: de_DE, de_AT, ro_RO. */
  locale: string;
  type: 'website' | 'product';
  /** Absolute URL of the picture a link preview shows (products). */
  image: string | null;
  noindex: boolean;
  jsonLd: JsonLd[];
  /** The trail shown on screen above catalog pages (the same one the BreadcrumbList holds). */
  breadcrumbs?: Crumb[];
};

export function pageMeta(seo: PageSeo | undefined): MetaDescriptor[] {
  if (!seo) return [];
  const meta: MetaDescriptor[] = [{ title: seo.title }];
  if (seo.description) meta.push({ name: 'description', content: seo.description });
  if (seo.noindex) meta.push({ name: 'robots', content: 'noindex, follow' });
  if (seo.canonical) meta.push({ tagName: 'link', rel: 'canonical', href: seo.canonical });
  for (const alternate of seo.alternates) meta.push({ tagName: 'link', rel: 'alternate', hrefLang: alternate.hreflang, href: alternate.href });
  meta.push(
    { property: 'og:type', content: seo.type },
    { property: 'og:site_name', content: seo.siteName },
    { property: 'og:locale', content: seo.locale },
    { property: 'og:title', content: seo.title },
  );
  if (seo.description) meta.push({ property: 'og:description', content: seo.description });
  if (seo.canonical) meta.push({ property: 'og:url', content: seo.canonical });
  if (seo.image) meta.push({ property: 'og:image', content: seo.image });
  meta.push({ name: 'twitter:card', content: seo.image ? 'summary_large_image' : 'summary' }, { name: 'twitter:title', content: seo.title });
  if (seo.description) meta.push({ name: 'twitter:description', content: seo.description });
  if (seo.image) meta.push({ name: 'twitter:image', content: seo.image });
  for (const data of seo.jsonLd) meta.push({ 'script:ld+json': data });
  return meta;
}
