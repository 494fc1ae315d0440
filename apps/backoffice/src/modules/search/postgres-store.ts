// The search store on PostgreSQL: one row per product and language with a tsvector per field
// (`title`, `facts`, `codes`) and `every` with all of them, each under a GIN index, and the title's
// terms as text under a pg_trgm index for parts of compound words.
//
// Every condition carries the language in its lexemes or pattern (postgres-match.ts).
// A search runs like on SQLite: matches are counted per category (at most MAX_COUNTED of them),
// then the page is taken tier by tier, each tier in rank order (in stock, popularity, category, id:
// the SQLite store's rowid order), so the same query gives the same answer on both databases.
import { sql, type RawBuilder } from 'kysely';
import { CONTENT_COLUMNS, PRODUCT_COLUMNS, lexemeOf, postgresMatch, titleTextOf } from './postgres-match.ts';
import {
  MAX_COUNTED,
  type ContentMatchRequest,
  type ContentMatches,
  type ProductMatchRequest,
  type ProductMatches,
  type ProductSummary,
  type SearchDb,
  type SearchStore,
} from './search-store.ts';
import { unique } from './text-normalization.ts';

const WRITE_BATCH = 200;

/**
 * When a page is read in rank order first (see matchIn): a query with `fromMatches` matches or more,
 * looking at the first `rows` ranked rows of the language. Tests set them to reach both ways.
 */
export type RankWalk = { fromMatches: number; rows: number };
const RANK_WALK: RankWalk = { fromMatches: 1_000, rows: 2_000 };

/** The rank order (the SQLite store's rowid order), as migration 2026-11-29-10 indexes it. */
const RANK_ORDER = sql`out_of_stock, popularity desc, facet_category_id, product_id`;

export function createPostgresSearchStore(db: SearchDb, walk: RankWalk = RANK_WALK): SearchStore {
  const lexemes = (lang: string, terms: readonly string[]) => unique(terms.filter((term) => term.length > 0).map((term) => lexemeOf(lang, term)));

  return {
    dialect: 'postgres',

    async refreshStatistics() {
      // Vacuum too: a bulk indexing leaves the rows it replaced, which every search visits until
      // autovacuum comes round (if the server runs it at all).
      await sql`vacuum (analyze) search_product, search_content`.execute(db);
    },

    async writeProducts(productIds, documents) {
      await db.transaction().execute(async (trx) => {
        if (productIds.length > 0) await sql`delete from search_product where product_id = any(${[...productIds]}::int[])`.execute(trx);
        // One language's rows side by side on disk: a search reads only its language's pages.
        const ordered = [...documents].sort((a, b) => (a.lang < b.lang ? -1 : a.lang > b.lang ? 1 : a.productId - b.productId));
        for (let start = 0; start < ordered.length; start += WRITE_BATCH) {
          const rows = ordered.slice(start, start + WRITE_BATCH).map(
            (document) => sql`(${document.productId}, ${document.lang}, ${document.inStock ? 0 : 1}, ${document.popularity},
              ${document.facetCategoryId}, ${document.categoryIds}::int[], ${titleTextOf(document.lang, document.title)},
              array_to_tsvector(${lexemes(document.lang, document.title)}::text[]),
              array_to_tsvector(${lexemes(document.lang, document.facts)}::text[]),
              array_to_tsvector(${lexemes(document.lang, document.codes)}::text[]),
              array_to_tsvector(${lexemes(document.lang, [...document.title, ...document.facts, ...document.codes, ...document.body])}::text[]))`,
          );
          await sql`insert into search_product (product_id, lang, out_of_stock, popularity, facet_category_id, category_ids, title_text, title, facts, codes, every)
            values ${sql.join(rows)}
            on conflict (product_id, lang) do nothing`.execute(trx);
        }
      });
    },

    async writeContents(contentIds, documents) {
      await db.transaction().execute(async (trx) => {
        if (contentIds.length > 0) await sql`delete from search_content where content_id = any(${[...contentIds]}::int[])`.execute(trx);
        for (const document of documents) {
          await sql`insert into search_content (content_id, locale, position, title, text, title_text, title_terms, every)
            values (${document.contentId}, ${document.locale}, ${document.position}, ${document.title}, ${document.text},
              ${titleTextOf(document.lang, document.titleTerms)}, array_to_tsvector(${lexemes(document.lang, document.titleTerms)}::text[]),
              array_to_tsvector(${lexemes(document.lang, [...document.titleTerms, ...document.bodyTerms])}::text[]))
            on conflict (content_id, locale) do nothing`.execute(trx);
        }
      });
    },

    async matchProducts(request: ProductMatchRequest): Promise<ProductMatches> {
      const tiers = request.plan.tiers.map((tier) => postgresMatch(tier, PRODUCT_COLUMNS, request.lang));
      const everything = tiers.at(-1) ?? null;
      if (everything === null) return { ids: [], total: 0, facets: [] };
      // Every condition here has an index (GIN or trigram). Under `limit`, PostgreSQL's guess of a
      // broad prefix's matches (often several times too high) made it read the whole table row by
      // row instead (a German "dusc": 980 ms instead of 120): not for these queries.
      return db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        return matchIn(trx, request, tiers, everything, walk);
      });
    },

    async matchContents(request: ContentMatchRequest): Promise<ContentMatches> {
      const lang = request.locale.slice(0, 2);
      const conditions = request.plan.tiers.map((tier) => postgresMatch(tier, CONTENT_COLUMNS, lang));
      const everything = conditions.at(-1) ?? null;
      if (everything === null) return { hits: [], total: 0 };
      const branches = conditions
        .slice(0, -1)
        .map((condition, index) => (condition === null ? null : sql`when ${condition} then ${sql.lit(index)}`))
        .filter((branch) => branch !== null);
      const last = sql.lit(conditions.length - 1);
      const tier = branches.length === 0 ? sql`${last}` : sql`case ${sql.join(branches, sql` `)} else ${last} end`;
      const result = await sql<{ content_id: number; title: string; text: string }>`
        select content_id, title, text from search_content
        where locale = ${request.locale} and ${everything}
        order by ${tier}, position, content_id`.execute(db);
      const hits = result.rows.map((row) => ({ contentId: row.content_id, title: row.title, text: row.text }));
      return { hits: hits.slice(request.offset, request.offset + request.limit), total: hits.length };
    },
  };
}

async function matchIn(
  db: SearchDb,
  request: ProductMatchRequest,
  tiers: (RawBuilder<boolean> | null)[],
  everything: RawBuilder<boolean>,
  walk: RankWalk,
): Promise<ProductMatches> {
  const inCategory = request.categoryId === undefined ? sql<boolean>`true` : sql<boolean>`category_ids @> array[${request.categoryId}]::int[]`;
  const count = async (condition: RawBuilder<boolean>) => {
    const result = await sql<{ matches: number }>`select count(*)::int as matches from (select 1 from search_product
      where ${inCategory} and ${condition} limit ${MAX_COUNTED}) counted`.execute(db);
    return result.rows[0]?.matches ?? 0;
  };
  const summarize = async (): Promise<ProductSummary> => {
    const counted = await sql<{ category_id: number; matches: number }>`
      select facet_category_id as category_id, count(*)::int as matches
      from (select facet_category_id from search_product where ${everything} limit ${MAX_COUNTED}) matched
      group by facet_category_id`.execute(db);
    const facets = counted.rows.filter((row) => row.category_id > 0).map((row) => ({ categoryId: row.category_id, count: row.matches }));
    const total =
      request.categoryId === undefined ? Math.min(MAX_COUNTED, counted.rows.reduce((sum, row) => sum + row.matches, 0)) : await count(everything);
    return { total, facets };
  };
  const { total, facets } = request.summary ?? (await summarize());
  const ids: number[] = [];
  if (total === 0) return { ids, total, facets };

  let skip = request.offset;
  let previous: RawBuilder<boolean> | null = null;
  for (const [index, condition] of tiers.entries()) {
    const same = index > 0 && JSON.stringify(request.plan.tiers[index]) === JSON.stringify(request.plan.tiers[index - 1]);
    if (ids.length >= request.limit || condition === null || same) continue;
    const tierOnly: RawBuilder<boolean> = previous === null ? condition : sql<boolean>`${condition} and not ${previous}`;
    previous = condition;
    const need = request.limit - ids.length;
    // A broad query: the page off the rank index first (firstRankedMatches).
    if (request.categoryId === undefined && total >= walk.fromMatches) {
      const walked = await firstRankedMatches(db, request.lang, tierOnly, walk.rows, skip + need);
      if (walked.length === skip + need) {
        ids.push(...walked.slice(skip));
        skip = 0;
        continue;
      }
    }
    if (skip > 0) {
      const inTier = await count(tierOnly);
      if (skip >= inTier) {
        skip -= inTier;
        continue;
      }
    }
    const page = await sql<{ product_id: number }>`select product_id from search_product
      where ${inCategory} and ${tierOnly}
      order by ${RANK_ORDER}
      limit ${need} offset ${skip}`.execute(db);
    ids.push(...page.rows.map((row) => row.product_id));
    skip = 0;
  }
  return { ids, total, facets };
}

/**
 * A broad tier's page: the first `wanted` rows of the language in rank order that meet `condition`,
 * read off the rank index among its first `looked` rows, stopping once enough are found (a query
 * typed 4-6 letters in had 18,000 matches found and sorted for 5, 20 ms). Fewer than `wanted` back:
 * the tier is narrow or ranked low, and the caller sorts its matches instead. Not for a category
 * filter: the walk would pass over every row outside it.
 */
async function firstRankedMatches(db: SearchDb, lang: string, condition: RawBuilder<boolean>, looked: number, wanted: number): Promise<number[]> {
  const result = await sql<{ product_id: number }>`select product_id from (
      select product_id, out_of_stock, popularity, facet_category_id, ${condition} as hit from search_product
      where lang = ${lang} order by ${RANK_ORDER} limit ${looked}) ranked
    where hit order by ${RANK_ORDER} limit ${wanted}`.execute(db);
  return result.rows.map((row) => row.product_id);
}
