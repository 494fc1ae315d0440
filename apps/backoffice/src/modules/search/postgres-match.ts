// Renders a match condition as a PostgreSQL boolean expression over `search_product` or
// `search_content`: full-text conditions on tsvector columns (one per field, and `every` with all
// of them) and, for parts of compound words, LIKE on the title's terms, which a pg_trgm index
// answers.
//
// Lexemes are our own terms, stored as they are (array_to_tsvector) and prefixed with the language
// ('de:waschbecken'), and titles are stored as 'de|keramik waschbecken', so every condition finds one
// language's rows by itself: no second condition that the planner could misjudge. The
// tsquery text is built here and bound as one parameter cast to tsquery, which takes lexemes
// literally (no parser between us and the index); inside it every lexeme is quoted, so nothing
// typed can become a tsquery operator. No weights are used: a weighted query would make PostgreSQL
// re-read every candidate row's tsvector.
import { sql, type RawBuilder } from 'kysely';
import type { MatchField, MatchNode } from './query-plan.ts';

/** The tsvector column of each field (none: the field is not searched in this table). */
export type FieldColumns = Readonly<Record<MatchField, string | undefined>>;

export const PRODUCT_COLUMNS: FieldColumns = { title: 'title', facts: 'facts', codes: 'codes', body: 'every', any: 'every' };
export const CONTENT_COLUMNS: FieldColumns = { title: 'title_terms', body: 'every', any: 'every', facts: undefined, codes: undefined };

export function quoteLexeme(term: string): string {
  return `'${term.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}

/** A term as stored: prefixed with its language. */
export function lexemeOf(lang: string, term: string): string {
  return `${lang}:${term}`;
}

/** `title_text` is 'de|keramik waschbecken ...': the language first, so a LIKE stays in one language. */
export function titleTextOf(lang: string, terms: readonly string[]): string {
  return `${lang}|${terms.join(' ')}`;
}

export function titlePattern(lang: string, word: string): string {
  return `${escapeLike(lang)}|%${escapeLike(word)}%`;
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** SQL for `node`, or null when it can match nothing. */
export function postgresMatch(node: MatchNode | null, columns: FieldColumns, lang: string): RawBuilder<boolean> | null {
  if (node === null) return null;
  switch (node.kind) {
    case 'terms':
    case 'part':
      return orOf(leafConditions([node], columns, lang));
    case 'any': {
      // Term lists on the same column become one tsquery: one index lookup instead of several.
      const leaves = node.of.filter((child) => child.kind === 'terms' || child.kind === 'part');
      const others = node.of.filter((child) => child.kind !== 'terms' && child.kind !== 'part').map((child) => postgresMatch(child, columns, lang));
      return orOf([...leafConditions(leaves, columns, lang), ...others.filter((part): part is RawBuilder<boolean> => part !== null)]);
    }
    case 'all': {
      const parts = node.of.map((child) => postgresMatch(child, columns, lang));
      if (parts.some((part) => part === null) || parts.length === 0) return null;
      return sql<boolean>`(${sql.join(parts as RawBuilder<boolean>[], sql` and `)})`;
    }
  }
}

function leafConditions(leaves: readonly MatchNode[], columns: FieldColumns, lang: string): RawBuilder<boolean>[] {
  const lexemes = new Map<string, Set<string>>();
  const conditions: RawBuilder<boolean>[] = [];
  for (const leaf of leaves) {
    if (leaf.kind === 'part') {
      conditions.push(sql<boolean>`title_text like ${titlePattern(lang, leaf.word)}`);
      continue;
    }
    if (leaf.kind !== 'terms') continue;
    const column = columns[leaf.field];
    if (!column) continue;
    const list = lexemes.get(column) ?? new Set<string>();
    for (const term of leaf.terms) list.add(`${quoteLexeme(lexemeOf(lang, term))}${leaf.prefix ? ':*' : ''}`);
    lexemes.set(column, list);
  }
  const matches = [...lexemes]
    .filter(([, list]) => list.size > 0)
    .map(([column, list]) => sql<boolean>`${sql.ref(column)} @@ ${[...list].join(' | ')}::tsquery`);
  return [...matches, ...conditions];
}

function orOf(parts: RawBuilder<boolean>[]): RawBuilder<boolean> | null {
  if (parts.length === 0) return null;
  return parts.length === 1 ? (parts[0] as RawBuilder<boolean>) : sql<boolean>`(${sql.join(parts, sql` or `)})`;
}
