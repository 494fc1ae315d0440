// Renders a match condition as an SQLite FTS5 query string. The string is bound as a parameter of
// MATCH, never spliced into SQL; inside it every term is a quoted FTS5 string (a double quote in a
// term is doubled), so no term can act as an operator, a column filter or a wildcard. Terms only
// hold letters and digits anyway (text-normalization.ts): this is the second lock on the door.
import type { MatchField, MatchNode } from './query-plan.ts';

export function quoteFts5Term(term: string): string {
  return `"${term.replaceAll('"', '""')}"`;
}

/** The FTS5 columns of each field; 'any' is every searchable column (not `meta`, which holds category ids). */
export type Fts5Columns = Readonly<Record<MatchField, string>>;

export const PRODUCT_FTS_COLUMNS: Fts5Columns = { title: 'title', facts: 'facts', body: 'body', codes: 'codes', any: 'body codes facts title' };
export const CONTENT_FTS_COLUMNS: Fts5Columns = { title: 'title', facts: 'title', body: 'body', codes: 'title', any: 'body title' };

/** FTS5 query text for `node`, or null when it can match nothing. */
export function fts5Match(node: MatchNode | null, columns: Fts5Columns): string | null {
  if (node === null) return null;
  switch (node.kind) {
    case 'terms':
      return termsMatch(columns[node.field], node.terms, node.prefix);
    case 'part':
      // The catalog words that contain the typed word; SQLite has no cheap substring index on titles.
      return termsMatch(columns.title, node.terms, false);
    case 'any': {
      const leaves = node.of.filter((child) => child.kind === 'terms' || child.kind === 'part');
      const others = node.of.filter((child) => child.kind !== 'terms' && child.kind !== 'part').map((child) => fts5Match(child, columns));
      const parts = [...groupedTerms(leaves, columns), ...others].filter((part): part is string => part !== null);
      if (parts.length === 0) return null;
      return parts.length === 1 ? (parts[0] as string) : `(${parts.join(' OR ')})`;
    }
    case 'all': {
      const parts = node.of.map((child) => fts5Match(child, columns));
      if (parts.some((part) => part === null)) return null;
      return parts.length === 1 ? (parts[0] as string) : `(${parts.join(' AND ')})`;
    }
  }
}

function termsMatch(column: string, terms: readonly string[], prefix: boolean): string | null {
  if (terms.length === 0) return null;
  const quoted = terms.map((term) => `${quoteFts5Term(term)}${prefix ? '*' : ''}`);
  return `{${column}}: (${quoted.join(' OR ')})`;
}

/**
 * Alternatives of one word, grouped so each term is named once with every column it may match in
 * ({title facts body}: "waschbecken"): FTS5 then reads a term's list of rows once, not once per
 * column. Same matches, a fraction of the work for words with many alternatives.
 */
function groupedTerms(leaves: readonly MatchNode[], columns: Fts5Columns): string[] {
  const termColumns = new Map<string, Set<string>>();
  for (const leaf of leaves) {
    const column = columns[leaf.kind === 'terms' ? leaf.field : 'title'];
    const terms = leaf.kind === 'terms' ? leaf.terms : leaf.kind === 'part' ? leaf.terms : [];
    const prefix = leaf.kind === 'terms' && leaf.prefix;
    for (const term of terms) {
      const key = `${prefix ? '*' : ' '}${term}`;
      const found = termColumns.get(key) ?? new Set<string>();
      found.add(column);
      termColumns.set(key, found);
    }
  }
  const byColumns = new Map<string, string[]>();
  for (const [key, found] of termColumns) {
    const columnList = [...new Set([...found].flatMap((column) => column.split(' ')))].sort().join(' ');
    const rendered = `${quoteFts5Term(key.slice(1))}${key.startsWith('*') ? '*' : ''}`;
    byColumns.set(columnList, [...(byColumns.get(columnList) ?? []), rendered]);
  }
  return [...byColumns].map(([columnList, terms]) => `{${columnList}}: (${terms.join(' OR ')})`);
}

/** Matches of `match` that `better` does not match: one tier without the tiers before it. */
export function fts5Without(match: string, better: string | null): string {
  return better === null ? match : `(${match}) NOT (${better})`;
}

/** Restricts a match to products linked to a category (the `meta` column holds `c<id>` terms). */
export function fts5InCategory(match: string | null, categoryId: number | undefined): string | null {
  if (match === null || categoryId === undefined) return match;
  return `(${match}) AND {meta}: ${quoteFts5Term(categoryTerm(categoryId))}`;
}

export function categoryTerm(categoryId: number): string {
  return `c${categoryId}`;
}
