// The search module (issue 5): indexes products and content, keeps them following the catalog and
// serves the search endpoint under {api}/search. See README.md beside this file for the design.
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { JOB_LEASE_MS } from '../../jobs/job-leases.ts';
import { registerSearchRoutes } from './routes.ts';
import { createSearchEngine, type SearchEngine } from './search-engine.ts';

const engines = new WeakMap<FastifyInstance, SearchEngine>();
const START_INDEXING_MS = 15_000;

/** Builds the engine, brings the index up to date, starts following the catalog and serves the endpoint. */
export async function registerSearch(api: FastifyInstance, deps: Deps): Promise<SearchEngine> {
  const engine = createSearchEngine({
    database: deps.database,
    publicUrl: deps.config.publicApiUrl,
    categories: deps.categories,
    now: deps.now,
    onError: (error) => api.log.error({ err: error }, 'search indexing failed'),
    mayIndex: () => deps.leases.holds('search-indexer', JOB_LEASE_MS),
  });
  // What the catalog holds is searchable before the first request is answered; a very large
  // backlog (a freshly seeded or imported catalog of 100,000 products) goes on in the background.
  if (!(await engine.indexer.catchUp({ maxMs: START_INDEXING_MS }))) {
    api.log.warn('search index still being built; results stay incomplete until it is done');
  }
  engine.indexer.start();
  api.addHook('onClose', async () => engine.indexer.stop());
  registerSearchRoutes(api, engine, { searchKey: deps.config.searchKey, validateResponses: process.env.NODE_ENV !== 'production' });
  engines.set(api, engine);
  return engine;
}

/** The engine serving an app, for tests and scripts. */
export function searchEngineOf(api: FastifyInstance): SearchEngine {
  const engine = engines.get(api);
  if (!engine) throw new Error('The search module is not registered on this app');
  return engine;
}

export { htmlToText } from './html-text.ts';
export { relevanceSet } from './relevance-set.ts';
export { evaluateRelevance, scoreOf } from './relevance.ts';
export { createSearchEngine, type SearchEngine } from './search-engine.ts';
export { foldText, termsOf } from './text-normalization.ts';
