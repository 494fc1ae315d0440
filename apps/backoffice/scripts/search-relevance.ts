// `node scripts/search-relevance.ts [postgres-url]`: scores the search engine on the relevance set
// (src/modules/search/relevance-set.ts) over a freshly seeded demo catalog: SQLite in a temp
// folder, or a new schema of the given PostgreSQL database (dropped afterwards). Prints every
// query with its first five hits, then recall at 5 and mean reciprocal rank, overall and per
// language. Exits with 1 when an expected product is missing.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { connectDatabase } from '../src/db/connect.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { createCategoryTreeCache } from '../src/modules/catalog/index.ts';
import { createSearchEngine, evaluateRelevance, relevanceSet, scoreOf } from '../src/modules/search/index.ts';
import { seedDemoShop } from '../src/seed/index.ts';

const postgresUrl = process.argv[2];
const dataDir = mkdtempSync(path.join(tmpdir(), 'search-relevance-'));
const schema = postgresUrl ? `search_relevance_${randomBytes(4).toString('hex')}` : null;
const admin = postgresUrl ? connectDatabase({ databaseUrl: postgresUrl, dataDir }) : null;
let databaseUrl: string | undefined;
if (postgresUrl && schema && admin) {
  await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  const url = new URL(postgresUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  databaseUrl = url.toString();
}
const database = connectDatabase({ databaseUrl, dataDir });
let failed: boolean;
try {
  await migrateToLatest(database);
  await seedDemoShop(database.db);
  const engine = createSearchEngine({ database, publicUrl: 'http://localhost:4000', categories: createCategoryTreeCache(database.db) });
  await engine.indexer.catchUp();
  const results = await evaluateRelevance(engine, relevanceSet);
  console.info(`Relevance set on ${database.dialect} (${relevanceSet.length} queries, demo catalog)\n`);
  for (const result of results) {
    const mark = result.found === result.expected.length ? 'ok  ' : 'MISS';
    console.info(`${mark} ${result.locale} ${JSON.stringify(result.query).padEnd(36)} ${result.kind.padEnd(9)} expected ${result.expected.join(',').padEnd(8)} top ${result.top.join(',')}`);
  }
  console.info('\n| queries | recall@5 | MRR |');
  console.info('|---|---|---|');
  for (const [label, subset] of [
    ['all', results],
    ['de', results.filter((r) => r.locale.startsWith('de'))],
    ['ro', results.filter((r) => r.locale.startsWith('ro'))],
    ['en', results.filter((r) => r.locale.startsWith('en'))],
  ] as const) {
    const score = scoreOf(subset);
    console.info(`| ${label} (${score.cases}) | ${score.recallAt5.toFixed(3)} | ${score.meanReciprocalRank.toFixed(3)} |`);
  }
  failed = results.some((result) => result.found < result.expected.length);
} finally {
  await database.db.destroy();
  if (admin && schema) {
    await sql`drop schema ${sql.id(schema)} cascade`.execute(admin.db);
    await admin.db.destroy();
  }
  rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
