// What a shopper typed, turned into what the index is asked, tier by tier. The text is only ever
// split into terms (text-normalization.ts); no character of it is query syntax. Every word must
// match somewhere (in any order); a word the catalog does not know, or a filler word like 'für' or
// 'din', is left out when other words remain, so 'waschbecken für gäste' still finds wash basins.
//
// Tiers give the ranking: a product is in the first tier all of whose conditions it meets. For
// products: 0 the title has the word or a compound ending in it (or the reference is exact),
// 1 a title word begins with it, 2 a title word contains it or is one typo away, 3 it is in the
// brand, category or colour names, 4 it is only in the description. Within a tier, in-stock
// products come first, then the best sellers (the stores keep that order).
import type { TermDictionary, Vocabulary, WordLookup } from './term-dictionary.ts';
import { PART_MIN_LENGTH } from './term-dictionary.ts';
import { compactCode, termsOf, unique } from './text-normalization.ts';

export type Field = 'title' | 'facts' | 'body' | 'codes';
/** A field, or 'any' of them: the last tier asks for each word's alternatives once, wherever they are. */
export type MatchField = Field | 'any';

/** A condition on the index; stores render it as FTS5 MATCH text or as tsquery and LIKE. */
export type MatchNode =
  | { kind: 'all'; of: MatchNode[] }
  | { kind: 'any'; of: MatchNode[] }
  /** Any of these whole terms (or terms beginning with them, with `prefix`) in the field. */
  | { kind: 'terms'; field: MatchField; terms: string[]; prefix: boolean }
  /**
   * A title word containing `word` somewhere inside. `terms` are the catalog words known to do so;
   * a store may use them or search the titles' letters directly (pg_trgm).
   */
  | { kind: 'part'; word: string; terms: string[] };

export type SearchPlan = {
  /** Cumulative conditions, best tier first: tier n matches everything tiers 0..n match and more. Null: nothing. */
  tiers: (MatchNode | null)[];
  /** The words searched for and the catalog words they stand for, for excerpts. */
  words: string[];
  expansions: Set<string>;
};

/** Longer input is cut: nobody finds a product by the 200th character of what they typed. */
export const MAX_QUERY_CHARACTERS = 200;
const MAX_CHUNKS = 8;

const FILLER_WORDS: Readonly<Record<string, ReadonlySet<string>>> = {
  de: new Set(['der', 'die', 'das', 'den', 'dem', 'und', 'oder', 'mit', 'aus', 'von', 'fur', 'fuer', 'im', 'in', 'am', 'an', 'zum', 'zur', 'ein', 'eine', 'einen', 'furs', 'ohne']),
  ro: new Set(['de', 'din', 'cu', 'si', 'la', 'pe', 'pentru', 'in', 'un', 'o', 'al', 'ale', 'a', 'fara']),
  en: new Set(['the', 'and', 'or', 'with', 'of', 'for', 'in', 'on', 'a', 'an', 'to', 'from', 'without']),
};

type WordNeed = { word: string; lookups: Map<Vocabulary, WordLookup>; known: boolean; filler: boolean };
/** A run of text without spaces: its words, and, if it is a reference or a hyphenated word, the run as one. */
type ChunkNeed = { code: string | null; joined: WordNeed | null; words: WordNeed[] };

type Expansion = 'word' | 'prefixed' | 'suffixed' | 'part' | 'near' | 'codeWord';
type Rule = { field: Field; take: readonly Expansion[] } | { chunkCode: 'exact' | 'prefix' };

/** How an index is ranked: its tiers, best first, and where each field's words are looked up. */
export type TierRecipe = { tiers: readonly (readonly Rule[])[]; vocabularyOf: Readonly<Partial<Record<Field, Vocabulary>>> };

const ALL_EXPANSIONS: readonly Expansion[] = ['word', 'prefixed', 'suffixed', 'part', 'near'];

/** Product tiers, best first (see the top of this file). */
export const PRODUCT_RANKING: TierRecipe = {
  tiers: [
    [{ field: 'title', take: ['word', 'suffixed'] }, { field: 'codes', take: ['codeWord'] }, { chunkCode: 'exact' }],
    [{ field: 'title', take: ['prefixed'] }, { chunkCode: 'prefix' }],
    [{ field: 'title', take: ['part', 'near'] }],
    [{ field: 'facts', take: ALL_EXPANSIONS }],
    [{ field: 'body', take: ALL_EXPANSIONS }],
  ],
  vocabularyOf: { title: 'title', facts: 'facts', body: 'body' },
};

/** Content tiers: title, title by a part or a typo, text. */
export const CONTENT_RANKING: TierRecipe = {
  tiers: [
    [{ field: 'title', take: ['word', 'suffixed', 'prefixed'] }],
    [{ field: 'title', take: ['part', 'near'] }],
    [{ field: 'body', take: ALL_EXPANSIONS }],
  ],
  vocabularyOf: { title: 'content', body: 'content' },
};

export function planSearch(text: string, lang: string, dictionary: TermDictionary, recipe: TierRecipe): SearchPlan {
  const chunks = needsOf(text, lang, dictionary, recipe);
  const words = chunks.flatMap((chunk) => chunk.words.map((need) => need.word));
  const expansions = new Set(words);
  for (const need of chunks.flatMap((chunk) => chunk.words)) {
    for (const lookup of need.lookups.values()) {
      for (const term of [...lookup.prefixed, ...lookup.suffixed, ...lookup.infixed, ...lookup.near]) expansions.add(term);
    }
  }
  if (chunks.length === 0) return { tiers: recipe.tiers.map(() => null), words, expansions };
  const cumulative: Rule[] = [];
  const tiers = recipe.tiers.map((rules) => {
    cumulative.push(...rules);
    return all(chunks.map((chunk) => chunkNode(chunk, cumulative, recipe)));
  });
  // The last tier is everything: a word matches if any of its alternatives is in any field. Said
  // that way, each alternative is looked up once (counting all matches is the costliest part).
  tiers[tiers.length - 1] = loosen(tiers.at(-1) ?? null);
  return { tiers, words, expansions };
}

function loosen(node: MatchNode | null): MatchNode | null {
  if (node === null || node.kind === 'terms' || node.kind === 'part') return node;
  if (node.kind === 'all') return all(node.of.map(loosen));
  const exact = new Set<string>();
  const prefixes = new Set<string>();
  const rest: MatchNode[] = [];
  for (const child of node.of) {
    if (child.kind === 'terms') for (const term of child.terms) (child.prefix ? prefixes : exact).add(term);
    else if (child.kind === 'part') {
      for (const term of child.terms) exact.add(term);
      rest.push({ ...child, terms: [] });
    } else {
      const loose = loosen(child);
      if (loose) rest.push(loose);
    }
  }
  const terms: MatchNode[] = [];
  if (exact.size > 0) terms.push({ kind: 'terms', field: 'any', terms: [...exact], prefix: false });
  if (prefixes.size > 0) terms.push({ kind: 'terms', field: 'any', terms: [...prefixes], prefix: true });
  return any([...terms, ...rest]);
}

function needsOf(text: string, lang: string, dictionary: TermDictionary, recipe: TierRecipe): ChunkNeed[] {
  const vocabularies = [...new Set(Object.values(recipe.vocabularyOf))];
  const fillers = FILLER_WORDS[lang] ?? new Set<string>();
  const seen = new Set<string>();
  const chunks: ChunkNeed[] = [];
  for (const raw of text.slice(0, MAX_QUERY_CHARACTERS).split(/\s+/).filter(Boolean).slice(0, MAX_CHUNKS)) {
    const compact = compactCode(raw);
    const code = /\d/.test(compact) && compact.length >= 4 ? compact : null;
    const need = (word: string): WordNeed => {
      const lookups = new Map(vocabularies.map((vocabulary) => [vocabulary, dictionary.lookup(lang, vocabulary, word)]));
      const known =
        /\d/.test(word) ||
        [...lookups.values()].some(
          (lookup) => lookup.exact || lookup.prefixed.length + lookup.suffixed.length + lookup.infixed.length + lookup.near.length > 0,
        );
      // A single letter is noise in a query ('60 x 40', 'wall-h' while typing 'wall-hung').
      return { word, lookups, known, filler: fillers.has(word) || word.length === 1 };
    };
    const words: WordNeed[] = [];
    for (const word of termsOf(raw)) {
      if (seen.has(word)) continue;
      seen.add(word);
      words.push(need(word));
    }
    // 'wc-sitz' and 'wall-h' (typing 'wall-hung') also as one word: catalog titles hold both forms.
    const joined = words.length > 1 && code === null ? need(compact) : null;
    if (code !== null || words.length > 0) chunks.push({ code, joined: joined?.known ? joined : null, words });
  }
  // Leave out filler and unknown words while something else is left to search for.
  const keep = (drop: (need: WordNeed) => boolean) => {
    const remaining = chunks.some((chunk) => chunk.code !== null || chunk.joined !== null || chunk.words.some((need) => !drop(need)));
    if (!remaining) return;
    for (const chunk of chunks) chunk.words = chunk.words.filter((need) => !drop(need));
  };
  keep((need) => need.filler);
  keep((need) => !need.known);
  return chunks.filter((chunk) => chunk.code !== null || chunk.joined !== null || chunk.words.length > 0);
}

function chunkNode(chunk: ChunkNeed, rules: readonly Rule[], recipe: TierRecipe): MatchNode | null {
  const codeNodes: MatchNode[] = [];
  if (chunk.code !== null) {
    for (const rule of rules) {
      if ('chunkCode' in rule) codeNodes.push({ kind: 'terms', field: 'codes', terms: [chunk.code], prefix: rule.chunkCode === 'prefix' });
    }
  }
  const wordsNode = chunk.words.length > 0 ? all(chunk.words.map((need) => wordNode(need, rules, recipe))) : null;
  const joinedNode = chunk.joined ? wordNode(chunk.joined, rules, recipe) : null;
  return any([...codeNodes, ...(joinedNode ? [joinedNode] : []), ...(wordsNode ? [wordsNode] : [])]);
}

function wordNode(need: WordNeed, rules: readonly Rule[], recipe: TierRecipe): MatchNode | null {
  const nodes: MatchNode[] = [];
  for (const rule of rules) {
    if ('chunkCode' in rule) continue;
    const vocabulary = recipe.vocabularyOf[rule.field];
    const lookup = (vocabulary && need.lookups.get(vocabulary)) || NO_LOOKUP;
    const terms: string[] = [];
    for (const take of rule.take) {
      if (take === 'word') terms.push(need.word);
      else if (take === 'codeWord') {
        if (/\d/.test(need.word)) terms.push(need.word);
      } else if (take === 'prefixed') terms.push(...lookup.prefixed);
      else if (take === 'suffixed') terms.push(...lookup.suffixed);
      else if (take === 'near') terms.push(...lookup.near);
      else if (take === 'part') {
        if (rule.field === 'title') {
          if (need.word.length >= PART_MIN_LENGTH) nodes.push({ kind: 'part', word: need.word, terms: lookup.infixed });
        } else terms.push(...lookup.infixed);
      }
    }
    if (terms.length > 0) nodes.push({ kind: 'terms', field: rule.field, terms: unique(terms), prefix: false });
  }
  return any(nodes);
}

const NO_LOOKUP: WordLookup = { exact: false, prefixed: [], suffixed: [], infixed: [], near: [] };

function all(nodes: (MatchNode | null)[]): MatchNode | null {
  if (nodes.some((node) => node === null)) return null;
  const present = nodes as MatchNode[];
  return present.length === 1 ? (present[0] as MatchNode) : present.length === 0 ? null : { kind: 'all', of: present };
}

function any(nodes: MatchNode[]): MatchNode | null {
  return nodes.length === 0 ? null : nodes.length === 1 ? (nodes[0] as MatchNode) : { kind: 'any', of: nodes };
}
