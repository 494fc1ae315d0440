// The search store on SQLite FTS5 (the embedded default).
//
// Ranking without sorting: an FTS5 index hands out its matches in rowid order, so the rowid is made
// to BE the rank within a tier. From the top bit down it holds the language (3 bits, so a language
// is a rowid range), out of stock (1), 4095 minus popularity (12), the side-list category (20) and
// the product id (26). The first page of a query is then the first rows of a MATCH, without
// looking at the thousands of other matches, and category counts are read off the rowids without
// touching any table. A product's rowid changes when its stock or sales move it; the indexer
// rewrites it then anyway. Rowids exceed 2^53, so they stay inside SQL: only masked parts of them
// ever come back to JavaScript.
import { sql } from 'kysely';
import { CONTENT_FTS_COLUMNS, PRODUCT_FTS_COLUMNS, fts5InCategory, fts5Match, fts5Without, categoryTerm } from './fts5-match.ts';
import {
  MAX_COUNTED,
  type CategoryCount,
  type ContentMatchRequest,
  type ContentMatches,
  type ProductDocument,
  type ProductMatchRequest,
  type ProductMatches,
  type ProductSummary,
  type SearchDb,
  type SearchStore,
} from './search-store.ts';

const LANGUAGE_SHIFT = 59n;
const OUT_OF_STOCK_SHIFT = 58n;
const RANK_SHIFT = 46n;
const CATEGORY_SHIFT = 26n;
const CATEGORY_MASK = (1 << 20) - 1;
const PRODUCT_MASK = (1 << 26) - 1;
const MAX_LANGUAGES = 7;
const WRITE_BATCH = 200;

/** Product ids the rowid has room for; larger ones are not indexed on SQLite. */
export function fitsRowid(document: ProductDocument): boolean {
  return Number.isSafeInteger(document.productId) && document.productId > 0 && document.productId <= PRODUCT_MASK;
}

export function productRowid(slot: number, document: ProductDocument): bigint {
  const category = document.facetCategoryId <= CATEGORY_MASK ? document.facetCategoryId : 0;
  return (
    (BigInt(slot) << LANGUAGE_SHIFT) |
    (BigInt(document.inStock ? 0 : 1) << OUT_OF_STOCK_SHIFT) |
    (BigInt(4095 - document.popularity) << RANK_SHIFT) |
    (BigInt(category) << CATEGORY_SHIFT) |
    BigInt(document.productId)
  );
}

export function createSqliteSearchStore(db: SearchDb): SearchStore {
  let slots: Map<string, number> | null = null;
  const loadSlots = async () => {
    const rows = await sql<{ lang: string; slot: number }>`select lang, slot from search_language`.execute(db);
    slots = new Map(rows.rows.map((row) => [row.lang, row.slot]));
    return slots;
  };
  const slotOf = async (lang: string): Promise<number | undefined> => (slots ?? (await loadSlots())).get(lang) ?? (await loadSlots()).get(lang);

  return {
    dialect: 'sqlite',

    // FTS5 tables keep no planner statistics of their own; their queries do not depend on them.
    async refreshStatistics() {},

    async writeProducts(productIds, documents) {
      for (const lang of new Set(documents.map((document) => document.lang))) {
        if ((await slotOf(lang)) === undefined) {
          await sql`insert into search_language (lang, slot) select ${lang}, coalesce(max(slot), 0) + 1 from search_language where true on conflict (lang) do nothing`.execute(db);
          const slot = (await loadSlots()).get(lang);
          if (slot === undefined || slot > MAX_LANGUAGES) throw new RangeError(`the search index holds at most ${MAX_LANGUAGES} languages`);
        }
      }
      const known = slots ?? (await loadSlots());
      await db.transaction().execute(async (trx) => {
        for (const ids of batches(productIds, 500)) {
          const list = sql.join(ids);
          await sql`delete from search_product_fts where rowid in (select fts_rowid from search_product_doc where product_id in (${list}))`.execute(trx);
          await sql`delete from search_product_doc where product_id in (${list})`.execute(trx);
        }
        for (const batch of batches(documents.filter(fitsRowid), WRITE_BATCH)) {
          const rows = batch.map((document) => ({ document, rowid: productRowid(known.get(document.lang) as number, document) }));
          await sql`insert into search_product_fts (rowid, title, facts, body, codes, meta) values ${sql.join(
            rows.map(
              ({ document, rowid }) =>
                sql`(${rowid}, ${document.title.join(' ')}, ${document.facts.join(' ')}, ${document.body.join(' ')}, ${document.codes.join(' ')}, ${document.categoryIds.map(categoryTerm).join(' ')})`,
            ),
          )}`.execute(trx);
          await sql`insert into search_product_doc (product_id, lang, fts_rowid) values ${sql.join(
            rows.map(({ document, rowid }) => sql`(${document.productId}, ${document.lang}, ${rowid})`),
          )}`.execute(trx);
        }
      });
    },

    async writeContents(contentIds, documents) {
      await db.transaction().execute(async (trx) => {
        for (const ids of batches(contentIds, 500)) {
          const list = sql.join(ids);
          await sql`delete from search_content_fts where rowid in (select doc_id from search_content_doc where content_id in (${list}))`.execute(trx);
          await sql`delete from search_content_doc where content_id in (${list})`.execute(trx);
        }
        for (const document of documents) {
          const inserted = await sql<{ doc_id: number }>`insert into search_content_doc (content_id, locale, position, title, text)
            values (${document.contentId}, ${document.locale}, ${document.position}, ${document.title}, ${document.text}) returning doc_id`.execute(trx);
          const docId = inserted.rows[0]?.doc_id;
          await sql`insert into search_content_fts (rowid, title, body) values (${docId}, ${document.titleTerms.join(' ')}, ${document.bodyTerms.join(' ')})`.execute(trx);
        }
      });
    },

    async matchProducts(request: ProductMatchRequest): Promise<ProductMatches> {
      const none: ProductMatches = { ids: [], total: 0, facets: [] };
      const slot = await slotOf(request.lang);
      const tiers = request.plan.tiers.map((tier) => fts5Match(tier, PRODUCT_FTS_COLUMNS));
      const everything = tiers.at(-1) ?? null;
      if (slot === undefined || everything === null) return none;
      const low = BigInt(slot) << LANGUAGE_SHIFT;
      const high = ((BigInt(slot) + 1n) << LANGUAGE_SHIFT) - 1n;

      const count = async (match: string) => {
        const result = await sql<{ matches: number }>`select count(*) as matches from (select 1 from search_product_fts
          where search_product_fts match ${match} and rowid between ${low} and ${high} limit ${MAX_COUNTED})`.execute(db);
        return result.rows[0]?.matches ?? 0;
      };
      const filtered = tiers.map((tier) => fts5InCategory(tier, request.categoryId));
      const summarize = async (): Promise<ProductSummary> => {
        // The matches' categories as one string, tallied here: GROUP BY would sort every match first,
        // which costs more than reading them (measured: 2 ms against 3-7 ms for 10,000 matches).
        const listed = await sql<{ categories: string | null }>`
          select group_concat(c) as categories from (select (rowid >> ${Number(CATEGORY_SHIFT)}) & ${CATEGORY_MASK} as c
          from search_product_fts where search_product_fts match ${everything} and rowid between ${low} and ${high} limit ${MAX_COUNTED})`.execute(db);
        const tally = new Map<number, number>();
        let matched = 0;
        for (const category of (listed.rows[0]?.categories ?? '').split(',')) {
          if (category === '') continue;
          matched += 1;
          const id = Number(category);
          tally.set(id, (tally.get(id) ?? 0) + 1);
        }
        const facets: CategoryCount[] = [...tally]
          .filter(([categoryId]) => categoryId > 0)
          .map(([categoryId, matches]) => ({ categoryId, count: matches }));
        const filteredEverything = filtered.at(-1) ?? null;
        const total =
          request.categoryId === undefined ? matched : filteredEverything === null ? 0 : await count(filteredEverything);
        return { total, facets };
      };
      const { total, facets } = request.summary ?? (await summarize());

      // Walk the tiers in order; within one, rows come in rank order by construction.
      const ids: number[] = [];
      if (total === 0) return { ids, total, facets };
      let skip = request.offset;
      let previous: string | null = null;
      for (const match of filtered) {
        if (ids.length >= request.limit || match === null || match === previous) continue;
        const tierOnly = fts5Without(match, previous);
        previous = match;
        if (skip > 0) {
          const inTier = await count(tierOnly);
          if (skip >= inTier) {
            skip -= inTier;
            continue;
          }
        }
        const page = await sql<{ product_id: number }>`select rowid & ${PRODUCT_MASK} as product_id from search_product_fts
          where search_product_fts match ${tierOnly} and rowid between ${low} and ${high}
          order by rowid limit ${request.limit - ids.length} offset ${skip}`.execute(db);
        ids.push(...page.rows.map((row) => row.product_id));
        skip = 0;
      }
      return { ids, total, facets };
    },

    async matchContents(request: ContentMatchRequest): Promise<ContentMatches> {
      const hits: ContentMatches['hits'] = [];
      let previous: string | null = null;
      for (const match of request.plan.tiers.map((tier) => fts5Match(tier, CONTENT_FTS_COLUMNS))) {
        if (match === null || match === previous) continue;
        const rows = await sql<{ content_id: number; title: string; text: string }>`select d.content_id, d.title, d.text
          from search_content_fts join search_content_doc d on d.doc_id = search_content_fts.rowid
          where search_content_fts match ${fts5Without(match, previous)} and d.locale = ${request.locale}
          order by d.position, d.content_id`.execute(db);
        previous = match;
        hits.push(...rows.rows.map((row) => ({ contentId: row.content_id, title: row.title, text: row.text })));
      }
      return { hits: hits.slice(request.offset, request.offset + request.limit), total: hits.length };
    },
  };
}

function batches<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}
