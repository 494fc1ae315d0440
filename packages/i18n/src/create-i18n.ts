/// <reference path="./po.d.ts" />
import { setupI18n, type I18n } from '@lingui/core';
import { messages as de } from './locales/de.po';
import { messages as en } from './locales/en.po';
import { messages as ro } from './locales/ro.po';
import type { UiLanguage } from './languages.ts';

// Three small catalogs: bundling all of them keeps server rendering synchronous and lets the
// client hydrate with the catalog the server used, with no second request.
const catalogs = { de, en, ro } satisfies Record<UiLanguage, unknown>;

export function createI18n(language: UiLanguage): I18n {
  return setupI18n({ locale: language, messages: catalogs });
}
