export { createI18n } from './create-i18n.ts';
export { footerLinkKeys, footerSlugs, withdrawalFormPaths, type FooterLinkKey } from './footer-slugs.ts';
export { catalogLocales, catalogOfLocale, htmlLang, languageOfLocale, uiLanguages, type CatalogLocale, type UiLanguage } from './languages.ts';
export { countMessages, legalMessages, vatRateOf } from './shop-messages.ts';
export { I18nProvider, Trans, useLingui } from '@lingui/react';
