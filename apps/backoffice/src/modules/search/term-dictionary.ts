// Every word the catalog uses, per language, in memory. A typed word is looked up here first, to
// learn which indexed words it can stand for: itself, words it begins (wasch: waschbecken), compound
// words it ends or sits inside (becken: waschbecken, spiegel: badspiegel) and, failing all that,
// words one typo away (waschbeken: waschbecken). The database is then asked for exactly those
// words, which is much cheaper for it than open-ended prefix or fuzzy matching. A catalog's
// vocabulary is small (a few thousand words per language for 100,000 generated products), so a
// scan per typed word costs well under a millisecond.
import { startsWithinOneEdit, withinOneEdit } from './edit-distance.ts';

export type WordLookup = {
  /** The word itself is in the catalog. */
  exact: boolean;
  /** Catalog words that begin with it, shortest first. */
  prefixed: string[];
  /** Compound words that end with it (their head noun). */
  suffixed: string[];
  /** Words that contain it elsewhere. */
  infixed: string[];
  /** Words one typo away, asked for only when nothing else matches. */
  near: string[];
};

export const LOOKUP_LIMIT = 24;
const NEAR_LIMIT = 12;
/** Shorter words have too many neighbours one typo away to guess from. */
export const TYPO_MIN_LENGTH = 5;
/** 'wc' should not stand for every word beginning with it. */
export const PREFIX_MIN_LENGTH = 3;
/** Compound parts shorter than this match too much ('ck', 'bad' inside 'badge'). */
export const PART_MIN_LENGTH = 4;

/**
 * Which part of the index a word was seen in. Kept apart so that, say, the words of legal pages do
 * not crowd product titles out of a title lookup.
 */
export type Vocabulary = 'title' | 'facts' | 'body' | 'content';
export const vocabularies: readonly Vocabulary[] = ['title', 'facts', 'body', 'content'];

export type TermDictionary = ReturnType<typeof createTermDictionary>;

export function createTermDictionary() {
  const byKey = new Map<string, { set: Set<string>; list: string[] | null }>();
  const keyOf = (lang: string, vocabulary: Vocabulary) => `${lang}:${vocabulary}`;

  const entry = (key: string) => {
    let found = byKey.get(key);
    if (!found) {
      found = { set: new Set(), list: null };
      byKey.set(key, found);
    }
    return found;
  };
  // Kept sorted by length, so every list a lookup collects comes out shortest first.
  const listOf = (key: string): readonly string[] => {
    const found = byKey.get(key);
    if (!found) return [];
    if (!found.list) found.list = [...found.set].sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
    return found.list;
  };

  return {
    /** Adds terms; answers those that were new. */
    add(lang: string, vocabulary: Vocabulary, terms: Iterable<string>): string[] {
      const found = entry(keyOf(lang, vocabulary));
      const added: string[] = [];
      for (const term of terms) {
        if (found.set.has(term)) continue;
        found.set.add(term);
        added.push(term);
      }
      if (added.length > 0) found.list = null;
      return added;
    },

    has(lang: string, vocabulary: Vocabulary, term: string): boolean {
      return byKey.get(keyOf(lang, vocabulary))?.set.has(term) ?? false;
    },

    size(lang: string, vocabulary: Vocabulary): number {
      return byKey.get(keyOf(lang, vocabulary))?.set.size ?? 0;
    },

    lookup(lang: string, vocabulary: Vocabulary, word: string): WordLookup {
      const key = keyOf(lang, vocabulary);
      const result: WordLookup = { exact: byKey.get(key)?.set.has(word) ?? false, prefixed: [], suffixed: [], infixed: [], near: [] };
      const terms = listOf(key);
      const findParts = word.length >= PART_MIN_LENGTH;
      for (const term of terms) {
        if (term.length <= word.length) continue;
        if (term.startsWith(word)) {
          if (word.length >= PREFIX_MIN_LENGTH && result.prefixed.length < LOOKUP_LIMIT) result.prefixed.push(term);
        } else if (findParts && term.includes(word)) {
          const list = term.endsWith(word) ? result.suffixed : result.infixed;
          if (list.length < LOOKUP_LIMIT) list.push(term);
        }
      }
      if (!result.exact && result.prefixed.length === 0 && word.length >= TYPO_MIN_LENGTH) {
        const corrected: string[] = [];
        for (const term of terms) {
          if (term.length < word.length - 1) continue;
          if (withinOneEdit(term, word) || startsWithinOneEdit(term, word)) corrected.push(term);
          if (corrected.length >= NEAR_LIMIT) break;
        }
        // The corrected word as the head of compounds too, as if it had been typed right.
        const heads = corrected.filter((term) => term.length >= PART_MIN_LENGTH);
        const compounds = heads.length === 0 ? [] : terms.filter((term) => heads.some((head) => term.length > head.length && term.endsWith(head)));
        result.near = [...corrected, ...compounds.slice(0, NEAR_LIMIT)];
      }
      return result;
    },
  };
}
