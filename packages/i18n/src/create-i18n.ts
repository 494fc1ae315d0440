import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { UiLanguage } from './languages.ts';

/**
 * An i18n instance for one shop language. Each shop bundles only its own catalog (the storefront's
 * Vite config maps `virtual:shop-messages` to it), so the server renders and the browser hydrates
 * with the same messages and no second request.
 */
export function createI18n(language: UiLanguage, messages: Messages): I18n {
  return setupI18n({ locale: language, messages: { [language]: messages } });
}
