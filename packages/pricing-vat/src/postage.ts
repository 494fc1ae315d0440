// What delivery costs (spec: postage_amount, postage_amount_taxed), as pure rules over the
// configured tables:
// - a pickup method costs nothing;
// - an order with freight items pays the country's flat freight fee, whatever else it holds (the
//   shipping-costs page: "only the freight fee");
// - parcels are free from the country's threshold on, or with a free-shipping coupon;
// - otherwise the parcel price of the weight band, a rule for the delivery state before the
//   country-wide one.
// Amounts here are gross cents in the country's currency.

export type PostageRule = { stateId: number | null; minWeightGrams: number; maxWeightGrams: number | null; priceTaxedCents: number };
export type PostageCountry = { freeFromTaxedCents: number | null; freightFeeTaxedCents: number | null };

export type PostageInput = {
  isLocalPickup: boolean;
  /** Null when the method does not deliver to the country. */
  country: PostageCountry | null;
  rules: readonly PostageRule[];
  stateId: number | null;
  weightGrams: number;
  hasFreight: boolean;
  /** What the goods cost the buyer after any coupon, compared with the free-shipping threshold. */
  goodsCents: number;
  freeShippingCoupon: boolean;
};

export type PostageQuote =
  | { ok: true; taxedCents: number; kind: 'pickup' | 'freight' | 'free' | 'parcel' }
  | { ok: false; reason: 'not_delivered_there' | 'too_heavy' };

export function quotePostage(input: PostageInput): PostageQuote {
  if (input.isLocalPickup) return { ok: true, taxedCents: 0, kind: 'pickup' };
  if (!input.country) return { ok: false, reason: 'not_delivered_there' };
  if (input.hasFreight && input.country.freightFeeTaxedCents !== null) {
    return { ok: true, taxedCents: input.country.freightFeeTaxedCents, kind: 'freight' };
  }
  if (input.freeShippingCoupon) return { ok: true, taxedCents: 0, kind: 'free' };
  if (input.country.freeFromTaxedCents !== null && input.goodsCents >= input.country.freeFromTaxedCents) {
    return { ok: true, taxedCents: 0, kind: 'free' };
  }
  const inBand = input.rules.filter(
    (rule) => rule.minWeightGrams <= input.weightGrams && (rule.maxWeightGrams === null || input.weightGrams < rule.maxWeightGrams),
  );
  const rule = inBand.find((r) => r.stateId !== null && r.stateId === input.stateId) ?? inBand.find((r) => r.stateId === null);
  if (!rule) return { ok: false, reason: input.rules.length === 0 ? 'not_delivered_there' : 'too_heavy' };
  return { ok: true, taxedCents: rule.priceTaxedCents, kind: 'parcel' };
}
