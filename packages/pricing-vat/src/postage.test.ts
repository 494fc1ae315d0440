import { describe, expect, it } from 'vitest';
import { quotePostage, type PostageInput } from './postage.ts';

const germany: PostageInput = {
  isLocalPickup: false,
  country: { freeFromTaxedCents: 4900, freightFeeTaxedCents: 9000 },
  rules: [
    { stateId: null, minWeightGrams: 0, maxWeightGrams: 31_500, priceTaxedCents: 495 },
    { stateId: null, minWeightGrams: 31_500, maxWeightGrams: null, priceTaxedCents: 990 },
    { stateId: 3, minWeightGrams: 0, maxWeightGrams: null, priceTaxedCents: 1295 },
  ],
  stateId: null,
  weightGrams: 2_000,
  hasFreight: false,
  goodsCents: 2_000,
  freeShippingCoupon: false,
};

describe('postage rules', () => {
  it('charges the parcel price of the weight band', () => {
    expect(quotePostage(germany)).toEqual({ ok: true, taxedCents: 495, kind: 'parcel' });
    expect(quotePostage({ ...germany, weightGrams: 31_500 })).toEqual({ ok: true, taxedCents: 990, kind: 'parcel' });
  });

  it('prefers a rule for the delivery state', () => {
    expect(quotePostage({ ...germany, stateId: 3 })).toMatchObject({ taxedCents: 1295 });
  });

  it('ships parcels free from the threshold, but never waives the freight fee', () => {
    expect(quotePostage({ ...germany, goodsCents: 4900 })).toMatchObject({ taxedCents: 0, kind: 'free' });
    expect(quotePostage({ ...germany, goodsCents: 4899 })).toMatchObject({ taxedCents: 495 });
    expect(quotePostage({ ...germany, hasFreight: true, goodsCents: 500_000 })).toMatchObject({ taxedCents: 9000, kind: 'freight' });
    expect(quotePostage({ ...germany, hasFreight: true, freeShippingCoupon: true })).toMatchObject({ taxedCents: 9000 });
  });

  it('costs nothing for pickup, and says when a method does not deliver', () => {
    expect(quotePostage({ ...germany, isLocalPickup: true, hasFreight: true })).toMatchObject({ taxedCents: 0, kind: 'pickup' });
    expect(quotePostage({ ...germany, country: null })).toEqual({ ok: false, reason: 'not_delivered_there' });
  });
});
