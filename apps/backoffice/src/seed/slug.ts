// URL slugs for the rewriting table: lower-case ASCII, words joined by '-'. German umlauts are
// spelled out (ä -> ae) as German shoppers type them; Romanian diacritics lose their marks.

const spelledOut: Readonly<Record<string, string>> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'ae',
  Ö: 'oe',
  Ü: 'ue',
  ß: 'ss',
  '&': ' ',
  '×': 'x',
};

export function slugify(text: string): string {
  return text
    .replace(/[äöüÄÖÜß&×]/g, (char) => spelledOut[char] ?? char)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Hands out slugs that are unique within one set of URLs (one locale, or the two German locales
 * that share their URLs): a second 'aqua-60-cm' becomes 'aqua-60-cm-2'.
 */
export class SlugRegistry {
  readonly #taken = new Set<string>();

  /** Reserve an exact URL (a fixed route such as 'agb.html'); throws if it is taken. */
  reserve(url: string): string {
    if (this.#taken.has(url)) throw new Error(`URL already taken: ${url}`);
    this.#taken.add(url);
    return url;
  }

  /** A free URL made from `base`, numbered when the plain one is taken. */
  claim(base: string): string {
    let candidate = base;
    for (let n = 2; this.#taken.has(candidate); n += 1) candidate = `${base}-${n}`;
    this.#taken.add(candidate);
    return candidate;
  }
}
