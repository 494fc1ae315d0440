// Rewriting URLs: one per item and locale, without a leading slash. Germany and Austria share
// their German URLs; Romania has its own. Aliases are extra URLs that redirect (301) to the
// canonical one, e.g. the German fixed route '/datenschutz' on the Romanian shop.
import type { RewritingView } from '../db/schema.ts';
import type { Locale } from './data/geo.ts';
import { pushRow, type RowSet } from './rows.ts';
import { SlugRegistry, slugify } from './slug.ts';

export type UrlLanguage = 'de' | 'ro';
export type LanguageUrls = Record<UrlLanguage, string>;

const localesOf: Readonly<Record<UrlLanguage, readonly Locale[]>> = { de: ['de_DE', 'de_AT'], ro: ['ro_RO'] };

export interface RewritingUrls {
  /** Claims URLs from the product titles; returns the URLs given (pse URLs build on them). */
  product(rows: RowSet, id: number, titles: LanguageUrls): LanguageUrls;
  pse(rows: RowSet, id: number, bases: LanguageUrls): void;
  /** Category paths ('bad/waschbecken'), brand paths ('marken/aquanova'): slugged per segment. */
  path(rows: RowSet, view: 'category' | 'brand', id: number, segments: Record<UrlLanguage, readonly string[]>): LanguageUrls;
  /** Fixed URLs, used exactly as given (content routes such as 'agb.html' or 'Impressum'). */
  fixed(rows: RowSet, view: RewritingView, id: number, urls: Partial<LanguageUrls>, aliases?: Partial<Record<UrlLanguage, readonly string[]>>): void;
  count(): number;
}

export function createRewritingUrls(): RewritingUrls {
  const registries: Record<UrlLanguage, SlugRegistry> = { de: new SlugRegistry(), ro: new SlugRegistry() };
  let nextId = 0;

  const write = (rows: RowSet, view: RewritingView, viewId: number, language: UrlLanguage, url: string, redirectedTo: number | null = null) => {
    const ids: number[] = [];
    for (const locale of localesOf[language]) {
      const id = ++nextId;
      ids.push(id);
      pushRow(rows, 'rewriting_url', { id, url, view, view_id: viewId, view_locale: locale, redirected_to: redirectedTo });
    }
    return ids;
  };
  const claimBoth = (rows: RowSet, view: RewritingView, id: number, bases: LanguageUrls): LanguageUrls => {
    const urls = { de: registries.de.claim(bases.de), ro: registries.ro.claim(bases.ro) };
    write(rows, view, id, 'de', urls.de);
    write(rows, view, id, 'ro', urls.ro);
    return urls;
  };

  return {
    product: (rows, id, titles) => claimBoth(rows, 'product', id, { de: slugify(titles.de), ro: slugify(titles.ro) }),
    pse: (rows, id, bases) => {
      claimBoth(rows, 'pse', id, bases);
    },
    path: (rows, view, id, segments) =>
      claimBoth(rows, view, id, { de: segments.de.map(slugify).join('/'), ro: segments.ro.map(slugify).join('/') }),
    fixed: (rows, view, id, urls, aliases = {}) => {
      for (const language of ['de', 'ro'] as const) {
        const url = urls[language];
        if (url === undefined) continue;
        const [canonical] = write(rows, view, id, language, registries[language].reserve(url));
        for (const alias of aliases[language] ?? []) {
          if (alias === url) continue;
          write(rows, view, id, language, registries[language].reserve(alias), canonical ?? null);
        }
      }
    },
    count: () => nextId,
  };
}
