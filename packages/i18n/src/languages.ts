// Which catalog a shop locale reads. Germany reads German; Austria reads the Austrian catalog, a
// thin layer over German that overrides only the words Austrians use (Jänner, Zahlschein,
// UID-Nummer, Rücktrittsrecht …) and falls back to German for every other message (lingui.config.ts,
// fallbackLocales). An unknown locale falls back to the Austrian shop (spec section 3).
export const uiLanguages = ['de', 'ro', 'en'] as const;
export type UiLanguage = (typeof uiLanguages)[number];

/** The catalogs, named as Lingui and Intl name locales. */
export const catalogLocales = ['de', 'de-AT', 'ro', 'en'] as const;
export type CatalogLocale = (typeof catalogLocales)[number];

export function languageOfLocale(locale: string): UiLanguage {
  const code = locale.slice(0, 2).toLowerCase();
  return (uiLanguages as readonly string[]).includes(code) ? (code as UiLanguage) : 'de';
}

/** de_DE -> de, de_AT -> de-AT, ro_RO -> ro, en_US -> en; any other locale -> de-AT (Austria). */
export function catalogOfLocale(locale: string): CatalogLocale {
  const tag = htmlLang(locale);
  const language = tag.slice(0, 2).toLowerCase();
  if (language === 'ro' || language === 'en') return language;
  return tag === 'de-DE' || tag === 'de' ? 'de' : 'de-AT';
}

/** BCP 47 tag for Intl and the html lang attribute: de_AT -> de-AT. */
export function htmlLang(locale: string): string {
  return locale.replace('_', '-');
}
