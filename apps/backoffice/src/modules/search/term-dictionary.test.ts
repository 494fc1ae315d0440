import { describe, expect, it } from 'vitest';
import { createTermDictionary } from './term-dictionary.ts';

describe('term dictionary', () => {
  const words = createTermDictionary();
  words.add('de', 'title', ['waschbecken', 'waschtisch', 'aufsatzwaschbecken', 'handwaschbecken', 'badspiegel', 'wc']);
  words.add('ro', 'title', ['lavoar', 'oglinda']);

  it('knows which words a typed word begins, ends and sits inside, shortest first', () => {
    expect(words.lookup('de', 'title', 'wasch')).toMatchObject({ exact: false, prefixed: ['waschtisch', 'waschbecken'] });
    expect(words.lookup('de', 'title', 'becken')).toMatchObject({ suffixed: ['waschbecken', 'handwaschbecken', 'aufsatzwaschbecken'] });
    expect(words.lookup('de', 'title', 'spiegel')).toMatchObject({ suffixed: ['badspiegel'] });
  });

  it('offers words one typo away only for words of five letters or more that match nothing else', () => {
    // With the compounds the corrected word is the head of, as if it had been typed right.
    expect(words.lookup('de', 'title', 'waschbeken').near).toEqual(['waschbecken', 'handwaschbecken', 'aufsatzwaschbecken']);
    expect(words.lookup('de', 'title', 'waschbek').near).toEqual(['waschbecken', 'handwaschbecken', 'aufsatzwaschbecken']);
    expect(words.lookup('de', 'title', 'wasc').near).toEqual([]);
    expect(words.lookup('de', 'title', 'waschtisch').near).toEqual([]);
  });

  it('keeps languages and vocabularies apart and tells which words are new', () => {
    expect(words.lookup('ro', 'title', 'wasch').prefixed).toEqual([]);
    expect(words.add('ro', 'title', ['lavoar', 'cada'])).toEqual(['cada']);
    expect(words.has('ro', 'facts', 'lavoar')).toBe(false);
  });
});
