import { describe, expect, it } from 'vitest';
import country from './country.ts';

describe('DE shop', () => {
  it('is the back office country 5 with locale de_DE', () => {
    expect(country.id).toBe(5);
    expect(country.locale).toBe('de_DE');
  });

  it('shows prices with the tax label 19% Ust. in EUR', () => {
    expect(country.taxTitle).toBe('19% Ust.');
    expect(country.currency.code).toBe('EUR');
  });

  it('has no Romania-only routes and WhatsApp badge', () => {
    expect(country.flags.romaniaOnlyRoutes).toBe(false);
    expect(country.flags.whatsappBadge).toBe(false);
  });
});
