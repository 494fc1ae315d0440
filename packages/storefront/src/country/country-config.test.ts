import { describe, expect, it } from 'vitest';
import { defineCountry, type CountryDeclaration } from './country-config.ts';

const germany: CountryDeclaration = {
  country: 'DE',
  origin: 'http://localhost:3001',
  brand: { storeName: 'Shop', logoText: 'Shop' },
  support: { phone: '+49 1', hours: '8-18', email: 'a@b.de' },
  flags: { whatsappBadge: false, romaniaOnlyRoutes: false, adventCalendar: true, chatWidget: true },
};

describe('defineCountry', () => {
  it('takes the country facts shared with the back office', () => {
    const config = defineCountry(germany);
    expect(config).toMatchObject({ id: 5, locale: 'de_DE', taxTitle: '19% Ust.', timeZone: 'Europe/Berlin', currency: { code: 'EUR', symbol: '€' } });
  });

  it('stops the app with every problem named at once', () => {
    expect(() => defineCountry({ ...germany, origin: 'localhost:3001/', brand: { storeName: ' ', logoText: 'x' } })).toThrow(
      /origin "localhost:3001\/" is not like https:\/\/host; brand.storeName is empty/,
    );
  });

  it('refuses a country that is not one of the three shops', () => {
    expect(() => defineCountry({ ...germany, country: 'CH' as CountryDeclaration['country'] })).toThrow(/"CH" is not DE, AT or RO/);
  });
});
