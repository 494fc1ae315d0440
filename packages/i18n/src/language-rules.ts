// Rules every Romanian text of the shop keeps, checked by the i18n test run (language-rules.test.ts)
// over the catalog, the Romanian seed pages and the Romanian mail texts. Pure functions: each
// returns the offending pieces, so a test shows what to fix.

/**
 * Romanian catalog entries that may equal their English source: brand-like loanwords, names and
 * placeholders. Anything else equal to English is an untranslated message.
 */
export const romanianSameAsEnglish: Readonly<Record<string, string>> = {
  Accept: 'Romanian first person of "a accepta", the cookie-banner pair of "Refuz"',
  Austria: 'the country name is spelled the same',
  Catalog: 'Romanian word, same spelling',
  Contact: 'Romanian word, same spelling',
  Export: 'back-office loanword',
  Import: 'back-office loanword',
  Newsletter: 'loanword used by Romanian shops',
  Total: 'Romanian word, same spelling',
  Email: 'loanword',
};

/** A message made only of placeholders, numbers and punctuation needs no translation. */
export function isPlaceholdersOnly(text: string): boolean {
  return text.replace(/\{[^{}]*\}/g, '').replace(/[\d\s×:.,;©%+\-–—()/]/g, '') === '';
}

/** Entries whose Romanian text is the English source, minus the documented exceptions. */
export function untranslatedRomanian(entries: ReadonlyArray<{ source: string; translation: string }>): string[] {
  return entries
    .filter(({ source, translation }) => translation === source && !(source in romanianSameAsEnglish) && !isPlaceholdersOnly(source))
    .map(({ source }) => source);
}

/** Romanian writes ș and ț with a comma below; the cedilla forms ş ţ Ş Ţ are wrong. */
export function cedillaLetters(text: string): string[] {
  return [...text.matchAll(/[şţŞŢ]/g)].map((match) => text.slice(Math.max(0, match.index - 12), match.index + 13));
}

/**
 * German words that must never reach the Romanian shop: they slipped in before (the registration
 * address label "Rechnungsadresse") or are the German names of things the Romanian shop has.
 * Matched as whole words, case-sensitive, so slugs like /versandkosten are not words.
 */
export const germanWords = [
  'Rechnungsadresse',
  'Lieferadresse',
  'Versandkosten',
  'Versand',
  'Lieferung',
  'Einkaufswagen',
  'Warenkorb',
  'Bestellung',
  'Widerruf',
  'Widerrufsrecht',
  'Vertrag',
  'AGB',
  'Impressum',
  'Datenschutz',
  'MwSt',
  'USt',
  'inkl',
  'zzgl',
  'Zahlungspflichtig',
  'bestellen',
  'Kasse',
  'Anmelden',
  'Bitte',
  'und',
  'für',
  'Sie',
] as const;

export function germanWordsIn(text: string): string[] {
  const found = new Set<string>();
  for (const word of germanWords) {
    if (new RegExp(`(?<![\\p{L}/-])${word}(?![\\p{L}-])`, 'u').test(text)) found.add(word);
  }
  return [...found];
}

/**
 * Informal address in a Romanian sentence: the shop speaks "dumneavoastră" (tu-forms are allowed
 * only in short button imperatives like "Adaugă în coș", which these patterns do not match).
 */
const informal = [
  /\btău\b/u,
  /\btale\b/u,
  /(?<![\p{L}-])ta(?![\p{L}-])/u,
  /(?<![\p{L}-])[ÎîI]ți(?![\p{L}-])/u,
  /(?<![\p{L}-])[Tt]e rugăm/u,
  /(?<![\p{L}-])[Aa]i (cerut|deja|plasat|scris)/u,
  /(?<![\p{L}-])[Țț]i-am/u,
  /(?<![\p{L}-])(poți|plătești|primești|vei|dorești|ignoră)(?![\p{L}-])/u,
  /\p{L}-te(?![\p{L}-])/u,
];
export function informalAddress(text: string): string[] {
  return informal.filter((pattern) => pattern.test(text)).map((pattern) => pattern.exec(text)?.[0] ?? '');
}

/** "Vă rugăm să …": the conjunction is required. */
export function pleaseWithoutSa(text: string): string[] {
  return [...text.matchAll(/[Vv]ă rugăm (?!să(?!\p{L}))\p{L}+/gu)].map((match) => match[0]);
}

/** The string literals of a TypeScript source (quoted and template), for checking seed texts. */
export function stringLiterals(source: string): string[] {
  return [...source.matchAll(/'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g)].map((match) => match[1] ?? match[2] ?? '');
}

/** The `ro: { … }` blocks of a file that keeps texts per language (mails, blog). */
export function romanianBlocks(source: string): string[] {
  return languageBlocks(source, 'ro');
}

/** The `<lang>: { … }` blocks of a file that keeps its texts per language side by side. */
export function languageBlocks(source: string, lang: 'de' | 'ro' | 'en'): string[] {
  const blocks: string[] = [];
  const lines = source.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = new RegExp(`^(\\s*)${lang}: \\{$`).exec(lines[i] ?? '');
    if (!open) continue;
    const indent = open[1] ?? '';
    const end = lines.findIndex((line, j) => j > i && line.startsWith(`${indent}}`));
    blocks.push(lines.slice(i + 1, end === -1 ? undefined : end).join('\n'));
  }
  return blocks;
}
