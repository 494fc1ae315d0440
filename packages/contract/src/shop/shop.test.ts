import { describe, expect, it } from 'vitest';
import { countryFacts, countryFactsOf, dateLocale, moneyLocale } from './country-facts.ts';
import { deriveSiteName, localeConfigSchema, parseTaxSerializedRequirements } from './locale-config.ts';
import { isSalesBarVisible, salesBarSettingsSchema } from './sales-bar.ts';
import { storeInfoSchema } from './store-info.ts';

describe('country facts', () => {
  it('has the three shop countries with their ids, tax titles, currencies and time zones', () => {
    expect(Object.values(countryFacts).map((c) => [c.id, c.isoAlpha2, c.taxTitle, c.currency.code, c.timeZone])).toEqual([
      [5, 'DE', '19% Ust.', 'EUR', 'Europe/Berlin'],
      [13, 'AT', '20% Ust.', 'EUR', 'Europe/Vienna'],
      [146, 'RO', '21% TVA', 'RON', 'Europe/Bucharest'],
    ]);
  });

  it('falls back to Austria for an unknown country id', () => {
    expect(countryFactsOf(146).isoAlpha2).toBe('RO');
    expect(countryFactsOf(999).isoAlpha2).toBe('AT');
  });

  it('formats money per language and dates per country', () => {
    expect(moneyLocale('de')).toBe('de-DE');
    expect(moneyLocale('en')).toBe('en-US');
    expect(dateLocale(countryFacts.AT, 'de')).toBe('de-AT');
    expect(new Intl.DateTimeFormat(dateLocale(countryFacts.AT, 'de'), { month: 'long', timeZone: 'UTC' }).format(new Date('2026-01-15T00:00:00Z'))).toBe('Jänner');
    expect(dateLocale(countryFacts.RO, 'en')).toBe('en-US');
  });
});

describe('locale config', () => {
  const config = {
    lang_id: 1,
    lang_locale: 'de_DE',
    lang_code: 'de',
    country_id: 5,
    currency_code: 'EUR',
    currency_symbol: '€',
    tax_title: '19% Ust.',
    tax_id: 1,
    store_name: 'Badshop',
    categories_0_vat: '12,15',
    links_left_menu: [{ title: 'FAQ', href: '/faq' }],
    displayAdvent: true,
    some_future_field: 'kept',
  };

  it('types the known fields and passes the rest through', () => {
    expect(localeConfigSchema.parse(config)).toEqual(config);
    expect(localeConfigSchema.safeParse({ ...config, lang_locale: 'de' }).success).toBe(false);
  });

  it('derives site_name and decodes tax_serialized_requirements', () => {
    expect(deriveSiteName('Badshop', 'ro')).toBe('Badshop RO');
    expect(parseTaxSerializedRequirements(encodeURIComponent('{"tax_rate":19}'))).toEqual({ tax_rate: 19 });
    expect(parseTaxSerializedRequirements('[1,2]')).toEqual([1, 2]);
    expect(parseTaxSerializedRequirements('%E0%A4%A')).toBeNull();
    expect(parseTaxSerializedRequirements('')).toBeNull();
  });
});

describe('sales bar and store info', () => {
  it('reads the module config map into typed settings', () => {
    const settings = salesBarSettingsSchema.parse({
      module_active: '1',
      salesbar_active: true,
      salesbar_message: 'Gratis Versand ab 50 €',
      salesbar_link: '/versandkosten',
      salesbar_link_text: 'Mehr',
      salesbar_dismiss_button: 0,
      unrelated: 'x',
    });
    expect(settings).toEqual({
      module_active: true,
      salesbar_active: true,
      salesbar_message: 'Gratis Versand ab 50 €',
      salesbar_link: '/versandkosten',
      salesbar_link_text: 'Mehr',
      salesbar_dismiss_button: false,
    });
    expect(isSalesBarVisible(settings)).toBe(true);
    expect(isSalesBarVisible(salesBarSettingsSchema.parse({ module_active: 'false', salesbar_active: '1', salesbar_message: 'x' }))).toBe(false);
  });

  it('store info has phone, support time, address and name', () => {
    const info = {
      store_name: 'Badshop',
      store_phone: '+49 30 1234567',
      support_time_mo_th: '8-17 Uhr',
      store_address1: 'Hauptstraße 1',
      store_city: 'Berlin',
      store_zipcode: '10115',
    };
    expect(storeInfoSchema.parse(info)).toEqual(info);
  });
});
