import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  cedillaLetters,
  germanWordsIn,
  informalAddress,
  isPlaceholdersOnly,
  languageBlocks,
  pleaseWithoutSa,
  romanianBlocks,
  stringLiterals,
  untranslatedRomanian,
} from './language-rules.ts';

const repo = path.join(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(repo, file), 'utf8');

/** msgid/msgstr pairs of a .po file (the catalogs keep each on one line). */
function poEntries(file: string): { source: string; translation: string }[] {
  const unquote = (text: string) => JSON.parse(`"${text}"`) as string;
  return [...read(file).matchAll(/^msgid "(.*)"\nmsgstr "(.*)"$/gm)]
    .map((match) => ({ source: unquote(match[1] ?? ''), translation: unquote(match[2] ?? '') }))
    .filter((entry) => entry.source !== '');
}

const romanianCatalog = poEntries('packages/i18n/src/locales/ro.po');
const romanianPages = stringLiterals(read('apps/backoffice/src/seed/content/romanian-pages.ts'));
// Mails and the blog keep their Romanian texts in `ro: { … }` blocks next to German and English.
const mixedFiles = [
  'apps/backoffice/src/modules/mail/templates.ts',
  'apps/backoffice/src/modules/orders/confirmation-mail.ts',
  'apps/backoffice/src/modules/withdrawals/confirmation-mail.ts',
  'apps/backoffice/src/modules/order-admin/order-change-mails.ts',
  'apps/backoffice/src/modules/order-admin/shipping-mail.ts',
  'apps/backoffice/src/modules/orders/mail-totals.ts',
  'apps/backoffice/src/modules/invoices/document-texts.ts',
  'apps/backoffice/src/seed/content/blog.ts',
];
const romanianMixed = mixedFiles.flatMap((file) => romanianBlocks(read(file)).flatMap(stringLiterals));
const romanianTexts = [...romanianCatalog.map((entry) => entry.translation), ...romanianPages, ...romanianMixed];
// Only the readable part of a seed string: the Romanian shop's URLs and markup are not words.
const words = (text: string) => text.replace(/<[^>]*>/g, ' ').replace(/\$\{[^}]*\}/g, ' ');

describe('language rules catch what they are for', () => {
  it('an English source left as the Romanian text, except the documented loanwords and placeholders', () => {
    expect(untranslatedRomanian([{ source: 'incl. {0}', translation: 'incl. {0}' }])).toEqual(['incl. {0}']);
    expect(untranslatedRomanian([{ source: 'Newsletter', translation: 'Newsletter' }, { source: '{0} × {1}', translation: '{0} × {1}' }])).toEqual([]);
    expect(isPlaceholdersOnly('© {year} {0}')).toBe(true);
  });

  it('cedilla ş/ţ instead of comma-below ș/ț', () => {
    expect(cedillaLetters('Coşul conţine')).toHaveLength(2);
    expect(cedillaLetters('Coșul conține')).toEqual([]);
  });

  it('German words on a Romanian text, but not slugs', () => {
    expect(germanWordsIn('Rechnungsadresse')).toEqual(['Rechnungsadresse']);
    expect(germanWordsIn('inkl. 21% TVA')).toEqual(['inkl']);
    expect(germanWordsIn('Retragere din contract: /vertrag-widerrufen, /versandkosten')).toEqual([]);
  });

  it('informal address and "Vă rugăm" without "să"', () => {
    expect(informalAddress('Coșul tău este gol. Te rugăm să verifici.')).toHaveLength(2);
    expect(informalAddress('Coșul dumneavoastră. Vă rugăm să verificați.')).toEqual([]);
    expect(pleaseWithoutSa('Vă rugăm alegeți')).toEqual(['Vă rugăm alegeți']);
    expect(pleaseWithoutSa('Vă rugăm să alegeți')).toEqual([]);
  });
});

describe('Romanian texts of the shop', () => {
  it('found the catalog, the pages and the mail texts', () => {
    expect(romanianCatalog.length).toBeGreaterThan(400);
    expect(romanianPages.length).toBeGreaterThan(50);
    expect(romanianMixed.length).toBeGreaterThan(30);
  });

  it('translate every catalog message (no entry equal to its English source)', () => {
    expect(untranslatedRomanian(romanianCatalog)).toEqual([]);
  });

  it('write ș and ț with a comma below, never a cedilla', () => {
    expect(romanianTexts.flatMap(cedillaLetters)).toEqual([]);
    for (const file of ['packages/i18n/src/locales/ro.po', 'apps/backoffice/src/seed/content/romanian-pages.ts', ...mixedFiles]) {
      expect(cedillaLetters(read(file)), file).toEqual([]);
    }
  });

  it('carry no German word', () => {
    expect(romanianTexts.map(words).filter((text) => germanWordsIn(text).length > 0)).toEqual([]);
  });

  it('address the shopper formally and say "Vă rugăm să …"', () => {
    expect(romanianTexts.filter((text) => informalAddress(text).length > 0)).toEqual([]);
    expect(romanianTexts.flatMap(pleaseWithoutSa)).toEqual([]);
  });
});

// After the sale (issue 34): the cancellation, refund and correction mails and the documents say
// what the glossary says ("Money sent back", "The document of a refund", "An order called off").
// Austria reads the German texts: these words are the same there.
describe('the mails and documents after the sale use the glossary’s terms', () => {
  const afterTheSale = ['apps/backoffice/src/modules/order-admin/order-change-mails.ts', 'apps/backoffice/src/modules/invoices/document-texts.ts'];
  const textOf = (lang: 'de' | 'ro') => afterTheSale.flatMap((file) => languageBlocks(read(file), lang).flatMap(stringLiterals)).map(words).join('\n');
  const german = textOf('de');
  const romanian = textOf('ro');

  it('German: Erstattung / erstatten, Gutschrift, storniert; never Rückerstattung, Kreditnote or Annullierung', () => {
    expect(german).toMatch(/Erstattung/);
    expect(german).toMatch(/erstatte/);
    expect(german).toMatch(/Gutschrift/);
    expect(german).toMatch(/storniert/);
    expect(german).not.toMatch(/Rückerstattung|Kreditnote|[Aa]nnull/);
  });

  it('Romanian: rambursare / a rambursa, factură storno, anulată; never notă de credit or voucher', () => {
    expect(romanian).toMatch(/[Rr]ambursare/);
    expect(romanian).toMatch(/rambursat/);
    expect(romanian).toMatch(/[Ff]actura storno|[Ff]actură storno/);
    expect(romanian).toMatch(/anulată/);
    expect(romanian).not.toMatch(/not[ăa] de credit|voucher|creditare/i);
  });
});
