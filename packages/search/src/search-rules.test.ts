import { describe, expect, it } from 'vitest';
import { allCountLabel, isSearchable, nextPage } from './search-rules.ts';

describe('live search rules', () => {
  it('starts searching at four characters, ignoring surrounding spaces', () => {
    expect(isSearchable('wan')).toBe(false);
    expect(isSearchable('  wan  ')).toBe(false);
    expect(isSearchable('wann')).toBe(true);
  });

  it('loads 5 hits first, then 6 more at a time', () => {
    expect(nextPage(0)).toEqual({ offset: 0, limit: 5 });
    expect(nextPage(5)).toEqual({ offset: 5, limit: 6 });
    expect(nextPage(11)).toEqual({ offset: 11, limit: 6 });
  });

  it("shows a '+' on the 'All' count from 10,000 hits", () => {
    expect(allCountLabel(9_999)).toBe('9999');
    expect(allCountLabel(10_000)).toBe('10000+');
  });
});
