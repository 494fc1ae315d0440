import { describe, expect, it } from 'vitest';
import { calls } from '../calls.ts';
import { errorKinds, httpStatusOf } from '../errors.ts';
import { alternatesQuerySchema, SITEMAP_PAGE_MAX, sitemapQuerySchema, sitemapResponseSchema } from './seo-urls.ts';

describe('URLs for search engines', () => {
  it('asks for the alternates of a page view by id', () => {
    expect(calls.backoffice.rewritingAlternates.path).toBe('/api/rewriting/alternates');
    expect(alternatesQuerySchema.parse({ view: 'product', view_id: '12' })).toEqual({ view: 'product', view_id: 12 });
    // A variant has no page of its own: its product's page is the one search engines see.
    expect(alternatesQuerySchema.safeParse({ view: 'pse', view_id: 3 }).success).toBe(false);
  });

  it('pages the sitemap of a locale, at most 5000 URLs an answer', () => {
    expect(sitemapQuerySchema.parse({ view_locale: 'de_DE' })).toEqual({ view_locale: 'de_DE', offset: 0, limit: SITEMAP_PAGE_MAX });
    expect(sitemapQuerySchema.safeParse({ view_locale: 'de_DE', limit: '5001' }).success).toBe(false);
    expect(sitemapQuerySchema.safeParse({ view_locale: 'german' }).success).toBe(false);
    const page = {
      items: [{ view: 'product', view_id: 12, view_url: 'badewanne', lastmod: null, alternates: [{ view_locale: 'ro_RO', view_url: 'cada' }] }],
      total: 1,
      limit: 5000,
      offset: 0,
    };
    expect(sitemapResponseSchema.parse(page)).toEqual(page);
  });

  it('answers a product that is no longer sold with 410 Gone', () => {
    expect(httpStatusOf('product_gone')).toBe(410);
    expect(errorKinds.product_not_found.status).toBe(404);
  });
});
