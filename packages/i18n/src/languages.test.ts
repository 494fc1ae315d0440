import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
/// <reference path="./po.d.ts" />
import { createI18n } from './create-i18n.ts';
import { messages as de } from './locales/de.po';
import { messages as en } from './locales/en.po';
import { messages as ro } from './locales/ro.po';
import { footerSlugs } from './footer-slugs.ts';
import { catalogOfLocale, htmlLang, languageOfLocale } from './languages.ts';

describe('languages', () => {
  it('reads German for Germany and Austria, Romanian for Romania', () => {
    expect(languageOfLocale('de_DE')).toBe('de');
    expect(languageOfLocale('de_AT')).toBe('de');
    expect(languageOfLocale('ro_RO')).toBe('ro');
    expect(languageOfLocale('en_US')).toBe('en');
  });

  it('falls back to German (the Austrian shop) for an unknown locale', () => {
    expect(languageOfLocale('fr_FR')).toBe('de');
  });

  it('reads the catalog of the shop locale: Austria its own layer over German', () => {
    expect(catalogOfLocale('de_DE')).toBe('de');
    expect(catalogOfLocale('de_AT')).toBe('de-AT');
    expect(catalogOfLocale('ro_RO')).toBe('ro');
    expect(catalogOfLocale('en_US')).toBe('en');
    expect(catalogOfLocale('fr_FR')).toBe('de-AT');
  });

  it('writes the html lang attribute as a BCP 47 tag', () => {
    expect(htmlLang('de_AT')).toBe('de-AT');
  });
});

describe('catalogs', () => {
  it('translate the same message into each language', () => {
    const message = msg`Sorry, the page was not found`;
    expect(createI18n('de', de)._(message)).toBe('Die Seite wurde leider nicht gefunden');
    expect(createI18n('ro', ro)._(message)).toBe('Ne pare rău, pagina nu a fost găsită');
    expect(createI18n('en', en)._(message)).toBe('Sorry, the page was not found');
  });
});

describe('footer slugs', () => {
  it('use the fixed German routes of the spec in German', () => {
    expect(footerSlugs.de.rightOfWithdrawal).toBe('/widerrufsrecht');
    expect(footerSlugs.de.imprint).toBe('/Impressum');
    expect(footerSlugs.de.termsAndConditions).toBe('/agb.html');
  });

  it('have a distinct slug per link in every language', () => {
    for (const slugs of Object.values(footerSlugs)) {
      const values = Object.values(slugs);
      expect(new Set(values).size).toBe(values.length);
    }
  });
});
