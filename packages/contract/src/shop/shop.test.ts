import { describe, expect, it } from 'vitest';
import { countrySchema, defaultCountries, defaultCurrency, vatRateFromTaxTitle } from './country.ts';
import { deriveSiteName, localeConfigSchema, parseTaxSerializedRequirements } from './locale-config.ts';
import { isSalesBarVisible, salesBarSettingsSchema } from './sales-bar.ts';
import { storeInfoSchema } from './store-info.ts';

describe('countries and currency', () => {
  it('has the three defaults with their tax titles', () => {
    expect(Object.values(defaultCountries).map((country) => [country.id, country.isoalpha2, country.tax_title])).toEqual([
      [5, 'DE', '19% Ust.'],
      [13, 'AT', '20% Ust.'],
      [146, 'RO', '21% TVA'],
    ]);
    for (const country of Object.values(defaultCountries)) expect(countrySchema.parse(country)).toEqual(country);
    expect(defaultCurrency).toEqual({ currencySymbol: '€', currencyName: 'EUR', currencyRate: 1 });
  });

  it('reads the VAT rate from the leading number of the tax title', () => {
    expect(vatRateFromTaxTitle('19% Ust.')).toBe(19);
    expect(vatRateFromTaxTitle('21% TVA')).toBe(21);
    expect(vatRateFromTaxTitle('0%')).toBe(0);
    expect(vatRateFromTaxTitle('7,5% MwSt')).toBe(7.5);
    expect(vatRateFromTaxTitle('Ust.')).toBeNull();
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
