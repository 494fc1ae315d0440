// Shop prices: a gross price that looks like a shop price in each country (149,99 €, 249,00 €,
// 1.239,99 Lei), stored net, since pse_price is without VAT and the tax rule adds it back.

/** Round gross cents to a price ending shoppers expect: 4,49 / 39,99 / 249,00. */
export function niceGrossCents(cents: number): number {
  if (cents < 1000) return Math.max(9, Math.floor(cents / 10) * 10 + 9);
  if (cents < 10000) return Math.floor(cents / 100) * 100 + 99;
  return Math.max(10900, Math.round(cents / 1000) * 1000 - 100);
}

/** Lei prices end in ,99 (below 100 Lei) or 9,99. */
export function niceLeiCents(cents: number): number {
  if (cents < 10000) return niceGrossCents(cents);
  return Math.round(cents / 1000) * 1000 - 1;
}

const grossOf = (netCents: number, rateBasisPoints: number) => Math.round((netCents * (10000 + rateBasisPoints)) / 10000);

/**
 * Net cents of a gross price at a VAT rate in basis points (1900 = 19 %): the net whose gross is
 * exactly the shelf price, or when no whole-cent net gives it (1 cent of net is more than 1 cent
 * of gross), the one whose gross is a cent below, never above.
 */
export function netFromGrossCents(grossCents: number, rateBasisPoints: number): number {
  const estimate = Math.round((grossCents * 10000) / (10000 + rateBasisPoints));
  const candidates = [estimate, estimate - 1, estimate + 1].filter((net) => net >= 0);
  return (
    candidates.find((net) => grossOf(net, rateBasisPoints) === grossCents) ??
    candidates.filter((net) => grossOf(net, rateBasisPoints) < grossCents).sort((a, b) => b - a)[0] ??
    estimate
  );
}

export interface CountryPricing {
  countryId: number;
  currency: 'EUR' | 'RON';
  /** Today's VAT, to store a net price whose gross is the nice one. */
  rateBasisPoints: number;
  /** From a German gross euro price to this country's gross price before rounding. */
  factor: number;
  nice: (cents: number) => number;
}

export const countryPricing: readonly CountryPricing[] = [
  { countryId: 5, currency: 'EUR', rateBasisPoints: 1900, factor: 1, nice: niceGrossCents },
  // Austria: slightly higher shelf prices (transport, 20 % VAT).
  { countryId: 13, currency: 'EUR', rateBasisPoints: 2000, factor: 1.03, nice: niceGrossCents },
  // Romania: in Lei at the locale config's rate of 4.97.
  { countryId: 146, currency: 'RON', rateBasisPoints: 2100, factor: 4.97, nice: niceLeiCents },
];
