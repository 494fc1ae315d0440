import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackOffice, databaseKinds, type TestBackOffice } from '../../testing/test-backoffice.ts';
import { searchEngineOf } from './index.ts';
import { evaluateRelevance, scoreOf } from './relevance.ts';
import { relevanceSet } from './relevance-set.ts';

describe.each(databaseKinds)('search relevance on %s', (kind) => {
  let shop: TestBackOffice;

  beforeAll(async () => {
    shop = await startTestBackOffice(kind);
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('has at least 60 queries in German, Romanian and English', () => {
    expect(relevanceSet.length).toBeGreaterThanOrEqual(60);
    for (const lang of ['de', 'ro', 'en']) expect(relevanceSet.filter((c) => c.locale.startsWith(lang)).length).toBeGreaterThanOrEqual(20);
  });

  it('returns the products each query must return in its top 5', async () => {
    const results = await evaluateRelevance(searchEngineOf(shop.backOffice.api), relevanceSet);
    const misses = results.filter((result) => result.found < result.expected.length).map((r) => `${r.locale} "${r.query}": expected ${r.expected}, got ${r.top}`);
    expect(misses).toEqual([]);
    expect(scoreOf(results).recallAt5).toBe(1);
  });
});
