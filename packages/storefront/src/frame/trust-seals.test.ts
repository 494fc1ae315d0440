import { describe, expect, it } from 'vitest';
import { trustSeals, trustedShopsCertificateUrl } from './trust-seals.ts';

const reviews = { ratingValue: 4.7, ratingCount: 1234, reviewPage: 'https://reviews.example/shop', sealColor: null };

describe('trustSeals', () => {
  it('shows nothing without an id and its footer flag', () => {
    expect(trustSeals({ trustedShop: null, shopvote: null }, 'DE', reviews)).toEqual([]);
    expect(trustSeals({ trustedShop: { id: 'X1', footer: false }, shopvote: { id: '1', footer: false } }, 'DE', reviews)).toEqual([]);
  });

  it("links Trusted Shops to the shop's certificate, in the country's domain", () => {
    expect(trustSeals({ trustedShop: { id: 'X1', footer: true }, shopvote: null }, 'DE', null)).toEqual([{ provider: 'trustedShops', href: 'https://www.trustedshops.de/bewertung/info_X1.html' }]);
    expect(trustedShopsCertificateUrl('X2', 'AT')).toBe('https://www.trustedshops.at/bewertung/info_X2.html');
  });

  it("shows ShopVote only with the provider's answer (after consent), linking to the review page", () => {
    const shop = { trustedShop: null, shopvote: { id: '17825', footer: true } };
    expect(trustSeals(shop, 'DE', null)).toEqual([]);
    expect(trustSeals(shop, 'DE', reviews)).toEqual([{ provider: 'shopvote', href: 'https://reviews.example/shop', ratingValue: 4.7, ratingCount: 1234 }]);
  });
});
