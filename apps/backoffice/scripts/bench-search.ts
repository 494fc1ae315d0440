// `node scripts/bench-search.ts [products...]` (default: 600 100000): server-side latency (p50, p95,
// p99) and queries per second of live-search queries, on the demo catalog and on a generated one,
// next to the same queries answered by MiniSearch and FlexSearch over the same documents in the
// same run. Set BENCH_DATABASE_URL=postgres://... to measure PostgreSQL as well (a new schema,
// dropped afterwards unless BENCH_KEEP_SCHEMA=1, for EXPLAIN ANALYZE of the slowest queries it
// names; BENCH_DATABASES=postgres for PostgreSQL only; BENCH_SCHEMA=<kept schema> measures a schema
// kept by an earlier run again, without seeding and indexing); SQLite runs in a temp folder.
// MiniSearch and FlexSearch run in the SQLite pass. Prints figures only.
//
// "Server-side" is the engine call the endpoint's handler makes (no HTTP): `full` plans the query,
// finds and ranks the matches, counts categories and loads the page's hits with live prices;
// `match` stops before the hits, which is what MiniSearch and FlexSearch (ids, scores and category
// counts from their own results) are compared with; `next 6 while scrolling` is the request for the
// second page right after the first, which reuses the first's counts. Queries run one after
// another, so queries per second is 1000 / mean latency on one connection.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import FlexSearch, { type Document as FlexDocument } from 'flexsearch';
import { sql } from 'kysely';
import MiniSearch from 'minisearch';
import { connectDatabase, type DatabaseHandle } from '../src/db/connect.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { createCategoryTreeCache } from '../src/modules/catalog/index.ts';
import { createSearchEngine, foldText, htmlToText, relevanceSet, type SearchEngine, termsOf } from '../src/modules/search/index.ts';
import { isSeeded, seedDemoShop } from '../src/seed/index.ts';

const sizes = process.argv.slice(2).map(Number).filter((n) => n > 0);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const postgresUrl = process.env.BENCH_DATABASE_URL;
/** Which databases to measure: BENCH_DATABASES=sqlite,postgres (default: SQLite, and PostgreSQL when its URL is set). */
const databases = (process.env.BENCH_DATABASES ?? (postgresUrl ? 'sqlite,postgres' : 'sqlite'))
  .split(',')
  .filter((name): name is 'sqlite' | 'postgres' => name === 'sqlite' || (name === 'postgres' && postgresUrl !== undefined));

type Query = { text: string; locale: string };
type Row = { name: string; samples: number[] };

/** What a shopper's browser sends while typing each relevance-set query: after 4, 6 and 9 characters and when done. */
function liveSearchQueries(): Query[] {
  const queries: Query[] = [];
  for (const { query, locale, kind } of relevanceSet) {
    const lengths = kind === 'reference' ? [query.length] : [4, 6, 9, query.length];
    for (const length of new Set(lengths.filter((n) => n <= query.length))) queries.push({ text: query.slice(0, length), locale });
  }
  return queries;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function report(products: number, database: string, rows: Row[]) {
  for (const row of rows) {
    const sorted = [...row.samples].sort((a, b) => a - b);
    const mean = sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
    console.info(
      `| ${products.toLocaleString('en')} | ${database} | ${row.name} | ${percentile(sorted, 50).toFixed(2)} | ${percentile(sorted, 95).toFixed(2)} | ${percentile(sorted, 99).toFixed(2)} | ${Math.round(1000 / mean)} |`,
    );
  }
}

/** Times `run` for every query, `rounds` times after a warm-up; `before` runs untimed ahead of each. */
async function measure(queries: readonly Query[], run: (query: Query) => unknown, timed?: (query: Query) => unknown): Promise<number[]> {
  const [prepare, measured] = timed ? [run, timed] : [null, run];
  for (const query of queries) {
    await prepare?.(query);
    await measured(query); // warm up
  }
  const samples: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const query of queries) {
      await prepare?.(query);
      const started = performance.now();
      await measured(query);
      samples.push(performance.now() - started);
    }
  }
  return samples;
}

async function openDatabase(kind: 'sqlite' | 'postgres') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-search-'));
  if (kind === 'sqlite') {
    const database = connectDatabase({ dataDir });
    return { database, close: async () => (await database.db.destroy(), rmSync(dataDir, { recursive: true, force: true })) };
  }
  const kept = process.env.BENCH_SCHEMA;
  const schema = kept ?? `bench_search_${randomBytes(4).toString('hex')}`;
  const admin = connectDatabase({ databaseUrl: postgresUrl, dataDir });
  if (!kept) await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  const url = new URL(postgresUrl as string);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const database = connectDatabase({ databaseUrl: url.toString(), dataDir });
  return {
    database,
    close: async () => {
      await database.db.destroy();
      if (process.env.BENCH_KEEP_SCHEMA === '1' || kept) console.info(`PostgreSQL schema kept: ${schema} (drop schema ${schema} cascade; when done)`);
      else await sql`drop schema ${sql.id(schema)} cascade`.execute(admin.db);
      await admin.db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type PlainDocument = { id: number; lang: string; category: number; title: string; names: string; body: string; codes: string };

/** The texts our index is built from, as plain text, for the libraries to index their own way. */
async function plainDocuments(database: DatabaseHandle): Promise<PlainDocument[]> {
  const db = database.db;
  const [texts, products, variants, categories, brands, colors, links] = await Promise.all([
    db.selectFrom('product_i18n').select(['product_id', 'lang', 'title', 'chapo', 'description']).execute(),
    db.selectFrom('product').select(['id', 'ref', 'brand_id', 'default_category_id']).where('visible', '=', 1).execute(),
    db.selectFrom('product_sale_element').select(['product_id', 'ref', 'ean', 'color_av_id']).execute(),
    db.selectFrom('category_i18n').select(['category_id', 'lang', 'title']).execute(),
    db.selectFrom('brand_i18n').select(['brand_id', 'lang', 'title']).execute(),
    db.selectFrom('attribute_av_i18n').select(['attribute_av_id', 'lang', 'title']).execute(),
    db.selectFrom('product_category').select(['product_id', 'category_id']).execute(),
  ]);
  const productOf = new Map(products.map((row) => [row.id, row]));
  const name = new Map<string, string>();
  for (const row of categories) name.set(`c${row.category_id}:${row.lang}`, row.title);
  for (const row of brands) name.set(`b${row.brand_id}:${row.lang}`, row.title);
  for (const row of colors) name.set(`a${row.attribute_av_id}:${row.lang}`, row.title);
  const variantsOf = new Map<number, typeof variants>();
  for (const row of variants) variantsOf.set(row.product_id, [...(variantsOf.get(row.product_id) ?? []), row]);
  const linksOf = new Map<number, number[]>();
  for (const row of links) linksOf.set(row.product_id, [...(linksOf.get(row.product_id) ?? []), row.category_id]);
  return texts.flatMap((text) => {
    const product = productOf.get(text.product_id);
    if (!product) return [];
    const own = variantsOf.get(product.id) ?? [];
    const names = [
      name.get(`b${product.brand_id}:${text.lang}`) ?? '',
      ...(linksOf.get(product.id) ?? []).map((id) => name.get(`c${id}:${text.lang}`) ?? ''),
      ...[...new Set(own.map((variant) => variant.color_av_id))].map((id) => name.get(`a${id}:${text.lang}`) ?? ''),
    ];
    return [
      {
        id: product.id,
        lang: text.lang,
        category: product.default_category_id,
        title: text.title,
        names: names.join(' '),
        body: htmlToText(`${text.chapo} ${text.description}`),
        codes: [product.ref, ...own.flatMap((variant) => [variant.ref, variant.ean])].join(' '),
      },
    ];
  });
}

const FIELDS = ['title', 'names', 'body', 'codes'] as const;
const LANGS = ['de', 'ro', 'en'] as const;

function countCategories(categories: Iterable<number>): Map<number, number> {
  const counts = new Map<number, number>();
  for (const category of categories) counts.set(category, (counts.get(category) ?? 0) + 1);
  return counts;
}

function buildMiniSearch(documents: readonly PlainDocument[]) {
  const indexes = new Map<string, MiniSearch<PlainDocument>>();
  for (const lang of LANGS) {
    const index = new MiniSearch<PlainDocument>({
      fields: [...FIELDS],
      storeFields: ['category'],
      tokenize: (text) => termsOf(text),
      processTerm: (term) => foldText(term),
      searchOptions: {
        prefix: true,
        fuzzy: (term) => (term.length >= 5 ? 1 : false),
        boost: { title: 4, codes: 4, names: 2 },
        combineWith: 'AND',
      },
    });
    index.addAll(documents.filter((document) => document.lang === lang));
    indexes.set(lang, index);
  }
  return (query: Query) => {
    const results = indexes.get(query.locale.slice(0, 2))?.search(query.text) ?? [];
    const facets = countCategories(results.map((result) => result.category as number));
    return { ids: results.slice(0, 5).map((result) => result.id as number), total: results.length, facets };
  };
}

function buildFlexSearch(documents: readonly PlainDocument[]) {
  const indexes = new Map<string, { index: FlexDocument<PlainDocument>; category: Map<number, number> }>();
  for (const lang of LANGS) {
    const index = new FlexSearch.Document<PlainDocument>({
      document: { id: 'id', index: [...FIELDS] },
      tokenize: 'forward',
      encoder: { normalize: (text: string) => foldText(text) },
    });
    const category = new Map<number, number>();
    for (const document of documents) {
      if (document.lang !== lang) continue;
      index.add(document);
      category.set(document.id, document.category);
    }
    indexes.set(lang, { index, category });
  }
  return (query: Query) => {
    const found = indexes.get(query.locale.slice(0, 2));
    if (!found) return { ids: [], total: 0, facets: new Map() };
    const results = found.index.search(query.text, { limit: 10_000, merge: true }) as { id: number }[];
    const facets = countCategories(results.map((result) => found.category.get(result.id) ?? 0));
    return { ids: results.slice(0, 5).map((result) => result.id), total: results.length, facets };
  };
}

function heapMb(): number {
  return process.memoryUsage().heapUsed / 1e6;
}

const queries = liveSearchQueries();
console.info(`${queries.length} live-search queries (the relevance set typed out: after 4, 6, 9 characters and whole), ${rounds} rounds after a warm-up.`);
for (const products of sizes.length > 0 ? sizes : [600, 100_000]) {
  for (const kind of databases) {
    const { database, close } = await openDatabase(kind);
    try {
      await migrateToLatest(database);
      let started = performance.now();
      if (!(await isSeeded(database.db))) await seedDemoShop(database.db, { products });
      const seedMs = performance.now() - started;
      const categories = createCategoryTreeCache(database.db);
      // Cold: every query counts its matches afresh (no reuse of an earlier query's counts).
      const engine: SearchEngine = createSearchEngine({ database, publicUrl: 'http://localhost:4000', categories, summaryTtlMs: 0 });
      started = performance.now();
      await engine.indexer.catchUp();
      const indexMs = performance.now() - started;
      const scrolling: SearchEngine = createSearchEngine({ database, publicUrl: 'http://localhost:4000', categories });
      await scrolling.indexer.runOnce();
      console.info(`\n${products.toLocaleString('en')} products on ${kind}: seeded in ${(seedMs / 1000).toFixed(1)} s, indexed in ${(indexMs / 1000).toFixed(1)} s`);
      const rows: Row[] = [
        { name: 'ours, full (hits + facets)', samples: await measure(queries, (q) => engine.searchProducts({ text: q.text, locale: q.locale, offset: 0, limit: 5 })) },
        { name: 'ours, match (ids + facets)', samples: await measure(queries, (q) => engine.matchProducts({ text: q.text, locale: q.locale, offset: 0, limit: 5 })) },
        {
          name: 'ours, next 6 while scrolling (full)',
          samples: await measure(
            queries,
            (q) => scrolling.searchProducts({ text: q.text, locale: q.locale, offset: 0, limit: 5 }),
            (q) => scrolling.searchProducts({ text: q.text, locale: q.locale, offset: 5, limit: 6 }),
          ),
        },
        { name: 'ours, content links', samples: await measure(queries, (q) => engine.searchContent({ text: q.text, locale: q.locale, offset: 0, limit: 5 })) },
      ];
      if (kind === 'sqlite') {
        const documents = await plainDocuments(database);
        for (const [name, build] of [
          ['MiniSearch 7.2 (prefix, 1 typo from 5 letters, AND)', buildMiniSearch],
          ['FlexSearch 0.8 (forward tokenizer)', buildFlexSearch],
        ] as const) {
          const before = heapMb();
          started = performance.now();
          const search = build(documents);
          const buildMs = performance.now() - started;
          console.info(`${name}: built in ${(buildMs / 1000).toFixed(1)} s, about ${Math.round(heapMb() - before)} MB of heap`);
          rows.push({ name, samples: await measure(queries, (q) => search(q)) });
        }
      }
      console.info('| products | database | engine | p50 ms | p95 ms | p99 ms | queries/s |');
      console.info('|---|---|---|---|---|---|---|');
      report(products, kind, rows);
      const full = rows[0]?.samples ?? [];
      const slowest = queries
        .map((query, index) => ({ query, ms: Math.max(...Array.from({ length: rounds }, (_, round) => full[round * queries.length + index] ?? 0)) }))
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 5);
      console.info(`Slowest full searches: ${slowest.map(({ query, ms }) => `"${query.text}" (${query.locale}) ${ms.toFixed(1)} ms`).join(', ')}`);
    } finally {
      await close();
    }
  }
}
