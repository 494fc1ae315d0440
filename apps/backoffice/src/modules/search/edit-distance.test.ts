import { describe, expect, it } from 'vitest';
import { startsWithinOneEdit, withinOneEdit } from './edit-distance.ts';

describe('one typo', () => {
  it('forgives a missing, an extra, a wrong or two swapped letters', () => {
    expect(withinOneEdit('waschbecken', 'waschbeken')).toBe(true);
    expect(withinOneEdit('waschbecken', 'waschbeckken')).toBe(true);
    expect(withinOneEdit('waschbecken', 'waschbecker')).toBe(true);
    expect(withinOneEdit('waschbecken', 'wacshbecken')).toBe(true);
    expect(withinOneEdit('baterie', 'baterii')).toBe(true);
  });

  it('does not forgive two slips', () => {
    expect(withinOneEdit('waschbecken', 'waschbekem')).toBe(false);
    expect(withinOneEdit('waschbecken', 'wschbeken')).toBe(false);
    expect(withinOneEdit('abcd', 'bcde')).toBe(false);
    expect(withinOneEdit('dusche', 'duschkopf')).toBe(false);
  });

  it('matches a word still being typed with a slip in it', () => {
    expect(startsWithinOneEdit('waschbecken', 'waschbek')).toBe(true);
    expect(startsWithinOneEdit('waschbecken', 'washbeck')).toBe(true);
    expect(startsWithinOneEdit('waschbecken', 'wazzbeck')).toBe(false);
  });
});
