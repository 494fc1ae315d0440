/// <reference path="../../../i18n/src/po.d.ts" />
// Lingui for stories: the catalog of the shop locale shown (de, de-AT over de, ro), as each app's
// `virtual:shop-messages` would give it, and `say` to read a message in it. Interaction tests find
// elements by what the shopper reads: `say('Cart')` is the German, Austrian or Romanian text of the
// source message 'Cart', found through the English catalog (so stories add nothing to the catalogs).
import type { I18n } from '@lingui/core';
import { catalogOfLocale, createI18n, type CatalogLocale } from '@shop/i18n';
import { messages as de } from '../../../i18n/src/locales/de.po';
import { messages as deAT } from '../../../i18n/src/locales/de-AT.po';
import { messages as en } from '../../../i18n/src/locales/en.po';
import { messages as ro } from '../../../i18n/src/locales/ro.po';
import country from '../country/current-country.ts';

const catalogs = { de, 'de-AT': deAT, ro, en } as const satisfies Record<CatalogLocale, unknown>;
const instances: Partial<Record<CatalogLocale, I18n>> = {};

/** The i18n instance of a shop locale (de_DE, de_AT, ro_RO). */
export function i18nOf(locale: string): I18n {
  const catalog = catalogOfLocale(locale);
  instances[catalog] ??= createI18n(catalog, catalogs[catalog]);
  return instances[catalog];
}

/** The catalog id of an English source message without placeholders. */
function idOf(source: string): string {
  const found = Object.entries(en).find(([, compiled]) => (Array.isArray(compiled) ? compiled.join('') : compiled) === source);
  if (!found) throw new Error(`No catalog message "${source}": was it renamed in the code?`);
  return found[0];
}

/** A message (its English source text) as the shop being shown says it. */
export function say(source: string): string {
  return i18nOf(country.locale)._(idOf(source));
}

/** Text as a text matcher sees it: money has no-break spaces, matchers collapse them to spaces. */
export function asShown(text: string): string {
  return text.replace(/\s+/g, ' ');
}
