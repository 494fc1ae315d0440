// Scores the engine on the relevance set: recall at 5 (the share of expected products found in the
// first five hits) and mean reciprocal rank (1 / the rank of the first expected product, 0 when
// none is in the first five), overall and per language.
import type { RelevanceCase } from './relevance-set.ts';
import type { SearchEngine } from './search-engine.ts';

export const RELEVANCE_DEPTH = 5;

export type CaseResult = RelevanceCase & { top: number[]; found: number; reciprocalRank: number };
export type RelevanceScore = { cases: number; recallAt5: number; meanReciprocalRank: number };

export async function evaluateRelevance(engine: Pick<SearchEngine, 'matchProducts'>, cases: readonly RelevanceCase[]): Promise<CaseResult[]> {
  const results: CaseResult[] = [];
  for (const testCase of cases) {
    const { ids } = await engine.matchProducts({ text: testCase.query, locale: testCase.locale, offset: 0, limit: RELEVANCE_DEPTH });
    const found = testCase.expected.filter((id) => ids.includes(id)).length;
    const firstRank = ids.findIndex((id) => testCase.expected.includes(id));
    results.push({ ...testCase, top: ids, found, reciprocalRank: firstRank === -1 ? 0 : 1 / (firstRank + 1) });
  }
  return results;
}

export function scoreOf(results: readonly CaseResult[]): RelevanceScore {
  const expected = results.reduce((sum, result) => sum + result.expected.length, 0);
  const found = results.reduce((sum, result) => sum + result.found, 0);
  return {
    cases: results.length,
    recallAt5: expected === 0 ? 0 : found / expected,
    meanReciprocalRank: results.length === 0 ? 0 : results.reduce((sum, result) => sum + result.reciprocalRank, 0) / results.length,
  };
}
