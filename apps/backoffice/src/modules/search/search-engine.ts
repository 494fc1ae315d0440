// The search engine: plans what a shopper typed (query-plan.ts), lets the database's store find and
// order the matches, and answers the hits of one page with the categories of all matches.
import type { ProductSearchResult, contentSearchResponseSchema } from '@shop/contract';
import type { z } from 'zod';
import type { DatabaseHandle } from '../../db/connect.ts';
import { createTtlMemo } from '../../http/ttl-memo.ts';
import type { CategoryTreeCache } from '../catalog/index.ts';
import { countryIdOfLocale, loadShopCountry, type ShopCountry } from '../shop/index.ts';
import { excerptOf } from './excerpt.ts';
import { listContentUrls } from './hit-repository.ts';
import { createSearchIndexer, type SearchIndexer } from './indexer.ts';
import { createPostgresSearchStore } from './postgres-store.ts';
import { CONTENT_RANKING, PRODUCT_RANKING, planSearch } from './query-plan.ts';
import { productHits } from './search-hits.ts';
import type { ProductMatches, ProductSummary, SearchStore, SearchTables } from './search-store.ts';
import { createSqliteSearchStore } from './sqlite-store.ts';
import { createTermDictionary, type TermDictionary } from './term-dictionary.ts';

export const DEFAULT_SEARCH_LOCALE = 'de_AT';
const SUMMARY_TTL_MS = 1_000;
const SUMMARY_ENTRIES = 1_000;

export type ProductSearchRequest = {
  text: string;
  locale?: string | undefined;
  countryId?: number | undefined;
  categoryId?: number | undefined;
  offset: number;
  limit: number;
};
export type ContentSearchRequest = { text: string; locale?: string | undefined; offset: number; limit: number };
export type ContentSearchResult = z.infer<typeof contentSearchResponseSchema>;

export type SearchEngine = {
  store: SearchStore;
  dictionary: TermDictionary;
  indexer: SearchIndexer;
  /** Matches only: ids of the page, total and category counts (benchmarks compare this part). */
  matchProducts(request: ProductSearchRequest): Promise<ProductMatches>;
  searchProducts(request: ProductSearchRequest): Promise<ProductSearchResult>;
  searchContent(request: ContentSearchRequest): Promise<ContentSearchResult>;
};

export function createSearchEngine(options: {
  database: DatabaseHandle;
  publicUrl: string;
  categories: CategoryTreeCache;
  now?: () => Date;
  onError?: (error: unknown) => void;
  /** Whether this process indexes on its timer (see the indexer's option). */
  mayIndex?: () => Promise<boolean>;
  /** How long totals and category counts of a query are reused; 0: never (benchmarks of cold queries). */
  summaryTtlMs?: number;
}): SearchEngine {
  const { database, publicUrl, categories } = options;
  const db = database.db;
  const searchDb = db.withTables<SearchTables>();
  const store = database.dialect === 'postgres' ? createPostgresSearchStore(searchDb) : createSqliteSearchStore(searchDb);
  const dictionary = createTermDictionary();
  // What a query matches as a whole (total, category counts) is kept for a moment: the pages a
  // shopper scrolls through, and the same popular query from many shoppers, then only cost their
  // page. It is dropped whenever this process changes the index; changes by another process show in
  // counts after at most SUMMARY_TTL_MS (the hits themselves are always current).
  const summaries = new Map<string, { at: number; summary: ProductSummary }>();
  const summaryTtlMs = options.summaryTtlMs ?? SUMMARY_TTL_MS;
  const indexer = createSearchIndexer({
    db,
    store,
    dictionary,
    onChange: () => summaries.clear(),
    ...(options.onError ? { onError: options.onError } : {}),
    ...(options.mayIndex ? { mayIndex: options.mayIndex } : {}),
  });
  const now = options.now ?? (() => new Date());
  // Countries and their VAT change rarely; a search should not pay a query for them each time.
  const countries = createTtlMemo<ShopCountry>(60_000, 50);
  const localeCountries = createTtlMemo<number>(60_000, 50);

  const countryFor = async (locale: string, countryId: number | undefined): Promise<ShopCountry> => {
    const id = countryId ?? (await localeCountries.get(locale, () => countryIdOfLocale(db, locale)));
    const country = await countries.get(String(id), () => loadShopCountry(db, id, now()));
    // Texts in the language asked for (English texts exist for every product), prices of the country.
    return { ...country, lang: locale.slice(0, 2) };
  };

  const matchProducts = async (request: ProductSearchRequest): Promise<ProductMatches> => {
    const lang = (request.locale ?? DEFAULT_SEARCH_LOCALE).slice(0, 2);
    const plan = planSearch(request.text, lang, dictionary, PRODUCT_RANKING);
    const key = `${lang}|${request.categoryId ?? ''}|${JSON.stringify(plan.tiers)}`;
    const known = summaries.get(key);
    const fresh = known && Date.now() - known.at < summaryTtlMs ? known.summary : undefined;
    const matches = await store.matchProducts({ lang, plan, categoryId: request.categoryId, offset: request.offset, limit: request.limit, summary: fresh });
    if (!fresh && summaryTtlMs > 0) {
      if (summaries.size >= SUMMARY_ENTRIES) summaries.delete(summaries.keys().next().value as string);
      summaries.set(key, { at: Date.now(), summary: { total: matches.total, facets: matches.facets } });
    }
    return matches;
  };

  return {
    store,
    dictionary,
    indexer,
    matchProducts,

    async searchProducts(request) {
      const locale = request.locale ?? DEFAULT_SEARCH_LOCALE;
      const [country, tree, matches] = await Promise.all([
        countryFor(locale, request.countryId),
        categories.get(locale),
        matchProducts({ ...request, locale }),
      ]);
      const hits = await productHits({ db, country, publicUrl, tree }, matches.ids);
      const facets = matches.facets
        .map((facet) => ({ id: facet.categoryId, title: tree.byId.get(facet.categoryId)?.title ?? '', count: facet.count }))
        .filter((facet) => facet.title.length > 0)
        .sort((a, b) => b.count - a.count || a.title.localeCompare(b.title));
      return { hits, total: matches.total, offset: request.offset, limit: request.limit, facets: { categories: facets } };
    },

    async searchContent(request) {
      const locale = request.locale ?? DEFAULT_SEARCH_LOCALE;
      const plan = planSearch(request.text, locale.slice(0, 2), dictionary, CONTENT_RANKING);
      const matches = await store.matchContents({ locale, plan, offset: request.offset, limit: request.limit });
      const urls =
        matches.hits.length === 0
          ? []
          : await listContentUrls(db, matches.hits.map((hit) => hit.contentId), locale);
      const urlOf = new Map(urls.map((row) => [row.view_id, `/${row.url}`]));
      return {
        hits: matches.hits.map((hit) => ({
          id: hit.contentId,
          title: hit.title,
          url: urlOf.get(hit.contentId) ?? `/content/${hit.contentId}`,
          excerpt: excerptOf(hit.text, plan.words, plan.expansions),
        })),
        total: matches.total,
        offset: request.offset,
        limit: request.limit,
      };
    },
  };
}
