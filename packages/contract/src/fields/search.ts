/**
 * Search term rules (spec sections 4, 5, 9): more than three characters, special characters escaped
 * before the query.
 *
 * Escaping: the search endpoint reads the query with a small syntax (quotes for phrases, `-` to exclude,
 * `*` as prefix wildcard, like common search engines). The storefront escapes every such character with a
 * backslash so a shopper's 'WC-Sitz 40*40' searches for exactly that text; the endpoint reverses it with
 * `unescapeSearchTerm`. Whitespace is trimmed and collapsed.
 */
import { z } from 'zod';
import { fieldMessages } from './messages.ts';

export const SEARCH_MIN_LENGTH = 4;

/** Characters with a meaning in the query syntax, escaped with a backslash. */
export const SEARCH_SPECIAL_CHARACTERS = '\\+-=&|><!(){}[]^"~*?:/\'';

const specialPattern = /[\\+\-=&|><!(){}[\]^"~*?:/']/g;

export function escapeSearchTerm(term: string): string {
  return term.trim().replace(/\s+/g, ' ').replace(specialPattern, (char) => `\\${char}`);
}

export function unescapeSearchTerm(escaped: string): string {
  return escaped.replace(/\\(.)/g, '$1');
}

/** More than three characters (counted as characters, not UTF-16 units), after trimming. */
export function isSearchTermLongEnough(term: string): boolean {
  return [...term.trim()].length >= SEARCH_MIN_LENGTH;
}

export const searchTermSchema = z
  .string({ error: fieldMessages.search_too_short })
  .trim()
  .refine(isSearchTermLongEnough, { error: fieldMessages.search_too_short });
