import { describe, expect, it } from 'vitest';
import { couponChoice, couponSaving } from './coupon-choice.ts';

// Worked by hand from the shopper tour (D4): a German cart of 149,00 € where shipping is already free.
describe('couponSaving', () => {
  it('DE 19 %: WELCOME10 takes 14,90 € off 149,00 €; FREESHIP saves nothing where delivery is free anyway', () => {
    expect(couponSaving({ discountCents: 1_490, deliveryWithoutCents: 0, deliveryWithCents: 0 })).toBe(1_490);
    expect(couponSaving({ discountCents: 0, deliveryWithoutCents: 0, deliveryWithCents: 0 })).toBe(0);
  });

  it('AT 20 %: FREESHIP on a 39,00 € cart saves the 5,90 € postage', () => {
    expect(couponSaving({ discountCents: 0, deliveryWithoutCents: 590, deliveryWithCents: 0 })).toBe(590);
  });

  it('RO 21 %: a discount that takes the goods under the free-delivery line is counted with the postage it brings', () => {
    // 5 % of 420,00 Lei = 21,00 Lei off, but 19,99 Lei of postage now: it saves 1,01 Lei.
    expect(couponSaving({ discountCents: 2_100, deliveryWithoutCents: 0, deliveryWithCents: 1_999 })).toBe(101);
    // 10,00 Lei off and 19,99 Lei of postage: the order would cost 9,99 Lei more.
    expect(couponSaving({ discountCents: 1_000, deliveryWithoutCents: 0, deliveryWithCents: 1_999 })).toBe(-999);
    expect(couponChoice({ savingCents: -999, currentSavingCents: null, replaceConfirmed: false })).toBe('no_saving');
  });
});

describe('couponChoice', () => {
  it('refuses a code that saves nothing', () => {
    expect(couponChoice({ savingCents: 0, currentSavingCents: null, replaceConfirmed: false })).toBe('no_saving');
    expect(couponChoice({ savingCents: 0, currentSavingCents: 1_490, replaceConfirmed: true })).toBe('no_saving');
  });

  it('keeps WELCOME10 (14,90 €) over SAVE5 (5,00 €) unless the shopper confirms; takes a better one at once', () => {
    expect(couponChoice({ savingCents: 500, currentSavingCents: 1_490, replaceConfirmed: false })).toBe('keep_current');
    expect(couponChoice({ savingCents: 500, currentSavingCents: 1_490, replaceConfirmed: true })).toBe('take');
    expect(couponChoice({ savingCents: 1_490, currentSavingCents: 500, replaceConfirmed: false })).toBe('take');
    expect(couponChoice({ savingCents: 500, currentSavingCents: 500, replaceConfirmed: false })).toBe('take');
    expect(couponChoice({ savingCents: 500, currentSavingCents: null, replaceConfirmed: false })).toBe('take');
  });
});
