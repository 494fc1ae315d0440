import { describe, expect, it } from 'vitest';
import country from './country.ts';

describe('RO shop', () => {
  it('is the back office country 146 with locale ro_RO', () => {
    expect(country.id).toBe(146);
    expect(country.locale).toBe('ro_RO');
  });

  it('shows prices with the tax label 21% TVA in RON', () => {
    expect(country.taxTitle).toBe('21% TVA');
    expect(country.currency.code).toBe('RON');
  });

  it('links only the ANPC SAL pictogram: no SOL/ODR (the EU platform closed on 20 July 2025)', () => {
    expect(country.anpc).toEqual({ salHref: 'https://anpc.ro/ce-este-sal/' });
  });

  it('has Romania-only routes and WhatsApp badge', () => {
    expect(country.flags.romaniaOnlyRoutes).toBe(true);
    expect(country.flags.whatsappBadge).toBe(true);
  });
});
