// One way of turning text into search terms, used for the catalog and for what shoppers type, so
// both sides meet: lower case, no diacritics (oglindă = oglinda), ß = ss (weiß = weiss), and only
// letters and digits. Terms are what the database indexes; nothing a shopper types reaches a query
// in any other form.

/** Letters that are not a base letter plus a mark, spelled the way a keyboard without them would. */
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};
const specialLetterPattern = /[ßẞæœøłđðþı]/g;
const markPattern = /\p{M}+/gu;
const separatorPattern = /[^\p{L}\p{N}]+/u;
const germanUmlautPattern = /[äöü]/;

/** Longer runs are cut: no real word is this long, and the index should not hold pasted junk. */
export const MAX_TERM_LENGTH = 40;

/** Lower case, diacritics removed, special letters spelled out. Keeps separators. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(markPattern, '')
    .toLowerCase()
    .replace(specialLetterPattern, (letter) => SPECIAL_LETTERS[letter] ?? letter);
}

/** The terms of a text: runs of letters and digits after folding. */
export function termsOf(text: string): string[] {
  return foldText(text)
    .split(separatorPattern)
    .filter((term) => term.length > 0)
    .map((term) => (term.length > MAX_TERM_LENGTH ? term.slice(0, MAX_TERM_LENGTH) : term));
}

/**
 * The terms to index for a piece of catalog text: its terms, plus the spellings shoppers use for
 * them. German umlauts are also indexed as ae/oe/ue (Spülbecken: spulbecken and spuelbecken),
 * hyphenated words also joined (WC-Sitz: wc, sitz and wcsitz), and sizes also without spaces
 * (60 x 40 cm: 60x40).
 */
export function indexTermsOf(text: string): string[] {
  const terms = termsOf(text);
  for (const word of text.split(/\s+/)) {
    const lower = word.toLowerCase();
    if (germanUmlautPattern.test(lower)) {
      terms.push(...termsOf(lower.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue')));
    }
    const parts = termsOf(word);
    if (parts.length > 1 && /^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+$/u.test(word.replace(/[.,;:!?)(]+$/u, ''))) {
      const joined = parts.join('');
      terms.push(joined.slice(0, MAX_TERM_LENGTH));
    }
  }
  for (const match of text.matchAll(/(\d+)\s*[x×]\s*(\d+)/g)) terms.push(`${match[1]}x${match[2]}`);
  return unique(terms);
}

/** Terms of a product or variant reference as typed in any spelling: 'WB-000123' -> wb000123. */
export function compactCode(text: string): string {
  return termsOf(text).join('').slice(0, MAX_TERM_LENGTH);
}

export function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}
