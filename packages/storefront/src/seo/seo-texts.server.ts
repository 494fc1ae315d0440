// The words search results and link previews show, in the shop's language. Loaders build them on
// the server, outside React, so they use Lingui's core macro with this shop's catalog.
import { plural, t } from '@lingui/core/macro';
import { catalogOfLocale, createI18n } from '@shop/i18n';
import country from '../country/current-country.ts';
import { messages } from '../country/current-messages.ts';

const i18n = createI18n(catalogOfLocale(country.locale), messages);

export const seoTexts = {
  homeCrumb: (): string => t(i18n)`Home`,
  homeDescription: (storeName: string): string =>
    t(i18n)`${storeName}: washbasins, taps, showers, bathtubs and bathroom furniture for your home, delivered to your door.`,
  listingDescription: (title: string, count: number, storeName: string): string =>
    t(i18n)`${title}: ${plural(count, { one: '# product', other: '# products' })} at ${storeName}. Compare prices and order online.`,
  productDescription: (title: string, storeName: string): string => t(i18n)`${title}: order online at ${storeName}.`,
  allProducts: (): string => t(i18n)`All products`,
  searchTitle: (term: string): string => t(i18n)`Search results for “${term}”`,
};
