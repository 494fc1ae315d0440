import { describe, expect, it } from 'vitest';
import country from './country.ts';

describe('AT shop', () => {
  it('is the back office country 13 with locale de_AT', () => {
    expect(country.id).toBe(13);
    expect(country.locale).toBe('de_AT');
  });

  it('shows prices with the tax label 20% Ust. in EUR', () => {
    expect(country.taxTitle).toBe('20% Ust.');
    expect(country.currency.code).toBe('EUR');
  });

  it('has no Romania-only routes and WhatsApp badge', () => {
    expect(country.flags.romaniaOnlyRoutes).toBe(false);
    expect(country.flags.whatsappBadge).toBe(false);
  });
});
