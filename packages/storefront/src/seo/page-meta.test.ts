import { describe, expect, it } from 'vitest';
import { pageMeta, type PageSeo } from './page-meta.ts';

const seo: PageSeo = {
  title: 'Badewanne | Bad & Heim',
  description: 'Eine Badewanne.',
  canonical: 'https://shop.de/badewanne',
  alternates: [
    { hreflang: 'de-DE', href: 'https://shop.de/badewanne' },
    { hreflang: 'x-default', href: 'https://shop.at/badewanne' },
  ],
  siteName: 'Bad & Heim',
  locale: 'de_DE',
  type: 'product',
  image: 'https://api.shop.de/images/products/1/1.svg',
  noindex: false,
  jsonLd: [{ '@type': 'Product', name: 'Badewanne' }],
};

describe('page meta', () => {
  it('has title, description, canonical, hreflang, Open Graph, Twitter card and JSON-LD', () => {
    const meta = pageMeta(seo);
    expect(meta).toContainEqual({ title: seo.title });
    expect(meta).toContainEqual({ name: 'description', content: seo.description });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: seo.canonical });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: 'https://shop.at/badewanne' });
    for (const property of ['og:title', 'og:description', 'og:url', 'og:image', 'og:type', 'og:site_name', 'og:locale']) {
      expect(meta.some((m) => 'property' in m && m.property === property), property).toBe(true);
    }
    expect(meta).toContainEqual({ property: 'og:type', content: 'product' });
    expect(meta).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    expect(meta).toContainEqual({ 'script:ld+json': { '@type': 'Product', name: 'Badewanne' } });
    expect(meta.some((m) => 'name' in m && m.name === 'robots')).toBe(false);
  });

  it('asks search engines not to index a page without canonical, and shows no picture it has not', () => {
    const meta = pageMeta({ ...seo, canonical: null, alternates: [], noindex: true, image: null, type: 'website' });
    expect(meta).toContainEqual({ name: 'robots', content: 'noindex, follow' });
    expect(meta.some((m) => 'rel' in m)).toBe(false);
    expect(meta.some((m) => 'property' in m && (m.property === 'og:url' || m.property === 'og:image'))).toBe(false);
    expect(meta).toContainEqual({ name: 'twitter:card', content: 'summary' });
  });

  it('says nothing for a page that did not load', () => {
    expect(pageMeta(undefined)).toEqual([]);
  });
});
