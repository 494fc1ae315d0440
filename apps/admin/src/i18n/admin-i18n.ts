// The admin speaks German, Romanian or English: the staff member's choice (kept in this browser),
// else the browser's language. All three catalogs are bundled: they are small and the switch is
// instant.
import { setupI18n } from '@lingui/core';
import { messages as de } from '@shop/i18n/admin-locales/de.po';
import { messages as en } from '@shop/i18n/admin-locales/en.po';
import { messages as ro } from '@shop/i18n/admin-locales/ro.po';

export const adminLanguages = ['de', 'ro', 'en'] as const;
export type AdminLanguage = (typeof adminLanguages)[number];
const STORAGE_KEY = 'admin-language';

const isAdminLanguage = (value: unknown): value is AdminLanguage => adminLanguages.includes(value as AdminLanguage);

export function initialLanguage(): AdminLanguage {
  const stored = window.localStorage.getItem(STORAGE_KEY);
  if (isAdminLanguage(stored)) return stored;
  const browser = window.navigator.language.slice(0, 2);
  return isAdminLanguage(browser) ? browser : 'de';
}

export const adminI18n = setupI18n({ locale: initialLanguage(), messages: { de, ro, en } });
document.documentElement.lang = adminI18n.locale;

export function switchLanguage(language: AdminLanguage): void {
  window.localStorage.setItem(STORAGE_KEY, language);
  adminI18n.activate(language);
  document.documentElement.lang = language;
}

/** Intl locale for numbers and dates in the admin's language. */
export function intlLocale(): string {
  return { de: 'de-DE', ro: 'ro-RO', en: 'en-GB' }[adminI18n.locale as AdminLanguage] ?? 'de-DE';
}
