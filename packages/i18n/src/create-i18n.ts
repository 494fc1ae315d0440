import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { CatalogLocale } from './languages.ts';

/**
 * An i18n instance for one shop catalog. Each shop bundles only its own catalog (the storefront's
 * Vite config maps `virtual:shop-messages` to it), so the server renders and the browser hydrates
 * with the same messages and no second request. The catalog locale is also the Intl locale of
 * plurals and dates: de-AT counts like de and writes "Jänner".
 */
export function createI18n(locale: CatalogLocale, messages: Messages): I18n {
  return setupI18n({ locale, messages: { [locale]: messages } });
}
