// Which catalog a shop locale reads. Austria shares the German catalog; an unknown locale falls
// back to the Austrian shop (spec section 3), hence German.
export const uiLanguages = ['de', 'ro', 'en'] as const;
export type UiLanguage = (typeof uiLanguages)[number];

export function languageOfLocale(locale: string): UiLanguage {
  const code = locale.slice(0, 2).toLowerCase();
  return (uiLanguages as readonly string[]).includes(code) ? (code as UiLanguage) : 'de';
}

/** BCP 47 tag for Intl and the html lang attribute: de_AT -> de-AT. */
export function htmlLang(locale: string): string {
  return locale.replace('_', '-');
}
