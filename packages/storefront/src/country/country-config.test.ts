import { describe, expect, it } from 'vitest';
import { defineCountry, type CountryConfig } from './country-config.ts';

const germany: CountryConfig = {
  id: 5,
  isoAlpha2: 'DE',
  locale: 'de_DE',
  language: 'de',
  currency: { code: 'EUR', symbol: '€', name: 'EUR', rate: 1 },
  taxTitle: '19% Ust.',
  origin: 'http://localhost:3001',
  brand: { storeName: 'Shop', logoText: 'Shop' },
  support: { phone: '+49 1', hours: '8-18', email: 'a@b.de' },
  flags: { whatsappBadge: false, romaniaOnlyRoutes: false, adventCalendar: true, chatWidget: true },
};

describe('defineCountry', () => {
  it('accepts a complete country', () => {
    expect(defineCountry(germany).id).toBe(5);
  });

  it('stops the app with every problem named at once', () => {
    expect(() => defineCountry({ ...germany, locale: 'german', taxTitle: 'Ust.' })).toThrow(
      /locale "german" is not like de_DE; taxTitle "Ust." must start with a percentage/,
    );
  });

  it('refuses a currency without a positive rate', () => {
    expect(() => defineCountry({ ...germany, currency: { ...germany.currency, rate: 0 } })).toThrow(/rate/);
  });
});
