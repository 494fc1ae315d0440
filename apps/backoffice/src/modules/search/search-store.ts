// The one search interface; `sqlite-store.ts` and `postgres-store.ts` implement it (STYLE.md,
// point 9). Everything above it (query planning, indexing, hits, HTTP) is the same code for both.
import type { Generated, Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SearchPlan } from './query-plan.ts';
import type { Vocabulary } from './term-dictionary.ts';

/** What the index holds for one product in one language. Terms are already normalized. */
export type ProductDocument = {
  productId: number;
  lang: string;
  title: string[];
  facts: string[];
  body: string[];
  codes: string[];
  /** Every category the product is linked to (with their ancestors): the category filter. */
  categoryIds: number[];
  /** The category counted in the side list. */
  facetCategoryId: number;
  inStock: boolean;
  /** Best sellers first among equals: a log scale of units sold, 0-4095. */
  popularity: number;
};

/** One content page in one locale. */
export type ContentDocument = {
  contentId: number;
  locale: string;
  lang: string;
  position: number;
  /** As shown to the shopper. */
  title: string;
  /** Plain text, for excerpts. */
  text: string;
  titleTerms: string[];
  bodyTerms: string[];
};

export type CategoryCount = { categoryId: number; count: number };
/** What a query matches as a whole, the same for every page of it. */
export type ProductSummary = {
  /** Matches with the category filter, at most MAX_COUNTED. */
  total: number;
  /** Matches per category without the category filter. */
  facets: CategoryCount[];
};
export type ProductMatches = ProductSummary & {
  /** Product ids of the page, best first. */
  ids: number[];
};
export type ProductMatchRequest = {
  lang: string;
  plan: SearchPlan;
  categoryId?: number | undefined;
  offset: number;
  limit: number;
  /** Known from an earlier page of the same query: the store then only finds the page. */
  summary?: ProductSummary | undefined;
};

export type ContentMatchRequest = { locale: string; plan: SearchPlan; offset: number; limit: number };
export type ContentMatches = { hits: { contentId: number; title: string; text: string }[]; total: number };

export interface SearchStore {
  readonly dialect: 'sqlite' | 'postgres';
  /** Replaces everything indexed for these products with `documents` (none: the products are gone or hidden). */
  writeProducts(productIds: readonly number[], documents: readonly ProductDocument[]): Promise<void>;
  writeContents(contentIds: readonly number[], documents: readonly ContentDocument[]): Promise<void>;
  matchProducts(request: ProductMatchRequest): Promise<ProductMatches>;
  matchContents(request: ContentMatchRequest): Promise<ContentMatches>;
  /**
   * After a bulk write (a seed, an import, a first index): the planner's statistics of the index
   * tables brought up to date at once, instead of when autovacuum next looks (until then PostgreSQL
   * plans searches on an empty table's numbers, 5–20 times slower).
   */
  refreshStatistics(): Promise<void>;
}

/**
 * Counting stops here: the side list's 'All' shows '10000+' from it on (spec section 9), and no
 * shopper scrolls that far. Category counts of a larger result are then taken from 10,000 of its
 * matches (SQLite: the first in rank order; PostgreSQL: the first it reads), not from all of them.
 */
export const MAX_COUNTED = 10_000;

/** Tables this module adds (migration 2026-11-21-02-search), as Kysely sees them. */
export type SearchTables = {
  search_dirty: { id: Generated<number>; kind: 'product' | 'content'; item_id: number };
  search_term: { id: Generated<number>; lang: string; vocabulary: Vocabulary; term: string };
};

export type SearchDb = Kysely<Database & SearchTables>;

/** Units sold on a log scale, so a best seller's next sale does not reorder the index. */
export function popularityOf(salesCount: number): number {
  return Math.min(4095, Math.floor(Math.log2(1 + Math.max(0, salesCount)) * 200));
}
