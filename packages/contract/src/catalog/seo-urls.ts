/**
 * Ours (issue 7, not in the spec): what the storefronts need to be found by search engines.
 *
 * - GET /api/rewriting/alternates?view&view_id: the current URL of one product, category, brand or
 *   content in every locale, for the hreflang links between the DE, AT and RO shops. An item without
 *   URLs answers an empty list.
 * - GET /api/sitemap?view_locale&offset&limit: a page of every visible product, category, brand and
 *   content URL of one locale, each with its URLs in the other locales, for sitemap.xml. Paged,
 *   because a large catalog has more URLs than one answer should carry.
 *
 * `view_url` is stored without leading slash, as the rewriting lookup answers it.
 */
import { z } from 'zod';
import { idSchema, localeSchema, queryIdSchema, queryInt } from '../primitives.ts';

/** The views that have a page of their own; a variant ('pse') shows its product's page. */
export const pageViewTypes = ['product', 'category', 'brand', 'content'] as const;
export type PageViewType = (typeof pageViewTypes)[number];

export const localeUrlSchema = z.object({ view_locale: localeSchema, view_url: z.string() });
export type LocaleUrl = z.infer<typeof localeUrlSchema>;

export const alternatesQuerySchema = z.object({ view: z.enum(pageViewTypes), view_id: queryIdSchema });
export const alternatesResponseSchema = z.object({ data: z.array(localeUrlSchema) });

/** Most URLs one sitemap page answers. */
export const SITEMAP_PAGE_MAX = 5000;

export const sitemapQuerySchema = z.object({
  view_locale: localeSchema,
  offset: queryInt(z.int().nonnegative()).default(0),
  limit: queryInt(z.int().min(1).max(SITEMAP_PAGE_MAX)).default(SITEMAP_PAGE_MAX),
});

export const sitemapEntrySchema = z.object({
  view: z.enum(pageViewTypes),
  view_id: idSchema,
  view_url: z.string(),
  /** Last change (ISO 8601) where the back office knows it: products and content. */
  lastmod: z.string().nullable(),
  /** The same item's URLs in the other locales. */
  alternates: z.array(localeUrlSchema),
});
export type SitemapEntry = z.infer<typeof sitemapEntrySchema>;

export const sitemapResponseSchema = z.object({
  items: z.array(sitemapEntrySchema),
  total: z.int().nonnegative(),
  limit: z.int().positive(),
  offset: z.int().nonnegative(),
});
