export { createI18n } from './create-i18n.ts';
export { footerLinkKeys, footerSlugs, type FooterLinkKey } from './footer-slugs.ts';
export { htmlLang, languageOfLocale, uiLanguages, type UiLanguage } from './languages.ts';
export { I18nProvider, useLingui } from '@lingui/react';
