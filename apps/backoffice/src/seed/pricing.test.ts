import { describe, expect, it } from 'vitest';
import { netFromGrossCents, niceGrossCents, niceLeiCents } from './pricing.ts';

describe('shop prices', () => {
  it('rounds to the endings shoppers know', () => {
    expect(niceGrossCents(4_230)).toBe(4_299);
    expect(niceGrossCents(24_650)).toBe(24_900);
    expect(niceGrossCents(160)).toBe(169);
    expect(niceLeiCents(123_456)).toBe(122_999);
  });

  it('stores a net price whose gross is the shelf price again, or a cent below when cents do not allow it', () => {
    const grossOf = (net: number, rate: number) => Math.round((net * (10_000 + rate)) / 10_000);
    for (const [gross, rate] of [[41_900, 1900], [210_999, 2100], [169, 1900]] as const) {
      expect(grossOf(netFromGrossCents(gross, rate), rate)).toBe(gross);
    }
    // 42,99 € at 20 %: 35,82 € net gives 42,98 €, 35,83 € gives 43,00 €.
    expect(grossOf(netFromGrossCents(4_299, 2000), 2000)).toBe(4_298);
    for (let gross = 100; gross < 3_000; gross += 7) {
      const shown = grossOf(netFromGrossCents(gross, 2000), 2000);
      expect(gross - shown).toBeGreaterThanOrEqual(0);
      expect(gross - shown).toBeLessThanOrEqual(1);
    }
  });
});
