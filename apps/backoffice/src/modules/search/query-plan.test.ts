import { describe, expect, it } from 'vitest';
import { PRODUCT_FTS_COLUMNS, fts5Match } from './fts5-match.ts';
import { PRODUCT_RANKING, planSearch, type MatchNode } from './query-plan.ts';
import { createTermDictionary } from './term-dictionary.ts';

function dictionary() {
  const words = createTermDictionary();
  words.add('de', 'title', ['keramik', 'waschbecken', 'aufsatzwaschbecken', 'waschtisch', 'badspiegel', 'spiegel', 'spiegelschrank', 'corsa']);
  words.add('de', 'facts', ['weiss', 'waschbecken', 'aufsatzwaschbecken']);
  words.add('de', 'body', ['fur', 'gaste', 'montage']);
  return words;
}

const tierText = (text: string, tier: number) => fts5Match(planSearch(text, 'de', dictionary(), PRODUCT_RANKING).tiers[tier] ?? null, PRODUCT_FTS_COLUMNS);

describe('query plans', () => {
  it('ask for the word itself and compounds ending in it first, words it begins next', () => {
    expect(tierText('spiegel', 0)).toBe('{title}: ("spiegel" OR "badspiegel")');
    expect(tierText('spiegel', 1)).toBe('{title}: ("spiegel" OR "badspiegel" OR "spiegelschrank")');
  });

  it('find compound parts and, failing everything else, words one typo away', () => {
    expect(tierText('becken', 0)).toBe('{title}: ("becken" OR "waschbecken" OR "aufsatzwaschbecken")');
    expect(tierText('waschbeken', 2)).toContain('"waschbecken"');
    expect(tierText('waschbecken', 2)).not.toContain('waschbeken');
  });

  it('require every word, in any order, and leave out filler and unknown words', () => {
    const both = tierText('corsa waschbecken', 0);
    expect(both).toContain('"corsa"');
    expect(both).toContain(' AND ');
    expect(tierText('waschbecken für xqzt', 0)).toBe(tierText('waschbecken', 0));
    // Alone, an unknown word is still asked for: it may have been indexed a moment ago.
    expect(tierText('xqzt', 0)).toBe('{title}: ("xqzt")');
  });

  it('look references up whole and by their parts', () => {
    // 'wb' alone is no catalog word; the number is looked up among the references' parts.
    expect(tierText('WB-000123', 0)).toBe('({codes}: ("wb000123") OR {codes title}: ("000123"))');
    expect(tierText('WB-000123', 1)).toContain('"wb000123"*');
  });

  it('never lets typed text become query syntax', () => {
    for (const text of ['"', '" OR "', 'NOT waschbecken', '{title}: x', 'wasch*', 'a:b', '(((', "'; drop table product; --", '\u0000\u202e', '🚿🛁']) {
      const plan = planSearch(text, 'de', dictionary(), PRODUCT_RANKING);
      for (const tier of plan.tiers) {
        const match = fts5Match(tier, PRODUCT_FTS_COLUMNS);
        if (match === null) continue;
        // Outside quoted terms only our own operators, column filters and brackets remain.
        const outside = match.replace(/"(?:[^"]|"")*"/g, '');
        expect(outside.replace(/\{(?:(?:title|facts|body|codes) ?)+\}:|\bOR\b|\bAND\b|\bNOT\b|[()*\s]/g, '')).toBe('');
      }
    }
  });

  it('plans nothing for text without letters or digits', () => {
    expect(planSearch('*** ""', 'de', dictionary(), PRODUCT_RANKING).tiers.every((tier: MatchNode | null) => tier === null)).toBe(true);
  });
});
