// The plain-text snippet under a content link: the words around the first place the query matches,
// or the beginning of the text when only the title matched.
import { foldText } from './text-normalization.ts';

const EXCERPT_LENGTH = 160;

export function excerptOf(text: string, words: readonly string[], expansions: ReadonlySet<string>): string {
  const position = firstMatch(text, words, expansions);
  if (position === -1 || position < EXCERPT_LENGTH / 2) return clip(text, 0);
  return clip(text, position - 40);
}

function firstMatch(text: string, words: readonly string[], expansions: ReadonlySet<string>): number {
  for (const found of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const folded = foldText(found[0]);
    if (expansions.has(folded) || words.some((word) => folded.startsWith(word) || (word.length >= 4 && folded.includes(word)))) {
      return found.index;
    }
  }
  return -1;
}

function clip(text: string, from: number): string {
  // Start and end on word boundaries.
  let start = Math.max(0, from);
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space === -1 ? start : space + 1;
  }
  let end = Math.min(text.length, start + EXCERPT_LENGTH);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    end = space > start ? space : end;
  }
  return `${start > 0 ? '… ' : ''}${text.slice(start, end).trim()}${end < text.length ? ' …' : ''}`;
}
