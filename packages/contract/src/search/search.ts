/**
 * The search engine the browser queries directly (spec sections 3, 4, 7, 9; query shape not shown,
 * ours): GET {url}/indexes/:index/search with the connection from ConfigApi, on the products index and
 * the content index. `q` is the escaped term (`escapeSearchTerm`); the endpoint unescapes it and
 * requires more than three characters. Prices are integer cents.
 */
import { z } from 'zod';
import { fieldMessages } from '../fields/messages.ts';
import { isSearchTermLongEnough, unescapeSearchTerm } from '../fields/search.ts';
import { centsSchema, idSchema, localeSchema, queryIdSchema, queryInt } from '../primitives.ts';

/** Products per page of live results and infinite scroll (spec section 9: chunk 6). */
export const SEARCH_PAGE_SIZE = 6;
/** Content links shown in the overlay (spec section 9: up to 5). */
export const SEARCH_CONTENT_LINKS = 5;

/** The escaped term as sent: more than three characters once unescaped. */
export const searchQueryTermSchema = z
  .string({ error: fieldMessages.search_too_short })
  .trim()
  .max(200)
  .refine((value) => isSearchTermLongEnough(unescapeSearchTerm(value)), { error: fieldMessages.search_too_short });

export const searchParamsSchema = z.object({ index: z.string().min(1) });

export const productSearchQuerySchema = z.object({
  q: searchQueryTermSchema,
  /** Category id filter; absent means 'All'. */
  category: queryIdSchema.optional(),
  offset: queryInt(z.int().nonnegative()).default(0),
  limit: queryInt(z.int().min(1).max(50)).default(SEARCH_PAGE_SIZE),
  /** Language of the texts and URLs (de_DE, de_AT, ro_RO; en_* for English texts); default de_AT. */
  locale: localeSchema.optional(),
  /** Country whose prices and VAT apply; default: the country of `locale`. */
  country_id: queryIdSchema.optional(),
});

/** Search product hit (spec section 3). price gross, price_without_vat net, listen_price = list price (gross). */
export const searchProductHitSchema = z.object({
  id: idSchema,
  ref: z.string(),
  url: z.string(),
  stock: z.int().nonnegative(),
  title: z.string(),
  price: centsSchema,
  price_without_vat: centsSchema,
  listen_price: centsSchema.nullable(),
  image_url: z.string().nullable(),
  /** Titles of the product's categories. */
  categories: z.array(z.string()),
  /** Badge name -> JSON string with its colour, e.g. { "Neu": "{\"color\":\"#e30613\"}" }. */
  associated_keyword: z.record(z.string(), z.string()),
  pse_id: idSchema,
  /** Name of the fulfilment centre the item ships from, null if the default one. */
  fulfilment_center: z.string().nullable(),
});
export type SearchProductHit = z.infer<typeof searchProductHitSchema>;

export const categoryFacetSchema = z.object({ id: idSchema, title: z.string(), count: z.int().nonnegative() });

export const productSearchResponseSchema = z.object({
  hits: z.array(searchProductHitSchema),
  /** All matches, ignoring the category filter's paging; capped at 10000 (the UI shows '10000+'). */
  total: z.int().nonnegative(),
  offset: z.int().nonnegative(),
  limit: z.int().positive(),
  /** Categories of all matches (without the category filter), for the side list. */
  facets: z.object({ categories: z.array(categoryFacetSchema) }),
});
export type ProductSearchResult = z.infer<typeof productSearchResponseSchema>;

export const contentSearchQuerySchema = z.object({
  q: searchQueryTermSchema,
  offset: queryInt(z.int().nonnegative()).default(0),
  limit: queryInt(z.int().min(1).max(50)).default(SEARCH_CONTENT_LINKS),
  /** Content texts are per country locale (de_DE, de_AT, ro_RO); default de_AT. */
  locale: localeSchema.optional(),
});

export const contentSearchHitSchema = z.object({
  id: idSchema,
  title: z.string(),
  url: z.string(),
  /** Plain-text snippet around the match. */
  excerpt: z.string(),
});
export const contentSearchResponseSchema = z.object({
  hits: z.array(contentSearchHitSchema),
  total: z.int().nonnegative(),
  offset: z.int().nonnegative(),
  limit: z.int().positive(),
});

const keywordBadgeSchema = z.looseObject({ color: z.string().min(1) });

/** Read one `associated_keyword` value ('{"color":"#e30613"}'); null when it is not such JSON. */
export function parseKeywordBadge(value: string): { color: string } | null {
  try {
    const result = keywordBadgeSchema.safeParse(JSON.parse(value));
    return result.success ? { color: result.data.color } : null;
  } catch {
    return null;
  }
}
