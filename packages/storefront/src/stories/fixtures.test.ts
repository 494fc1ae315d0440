// The stories' fixtures are what the back office could answer: each one passes the contract's zod
// schema, and the money follows the shop's rules (gross prices per country, VAT rate of the
// country, 0 % cart lines for a VAT-exempt company, lines = unit price x quantity).
import {
  addressSchema,
  cartSchema,
  commentSchema,
  contentSearchResponseSchema,
  customerReviewSchema,
  deliveryMethodSchema,
  orderSummarySchema,
  paymentMethodSchema,
  pickupPointSchema,
  productSchema,
  productSearchResponseSchema,
  stateSchema,
  variationSchema,
} from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { storyCountries } from '../../.storybook/story-country.ts';
import { accountFor, allCountries, cartFor, checkoutFor, contentSearchFor, listingFor, productPageFor, productSearchFor, productsFor } from './fixtures.ts';

describe.each(allCountries)('fixtures for %s', (code) => {
  const country = storyCountries[code];

  it('products, listing and product page pass the contract', () => {
    expect(() => productSchema.array().parse(productsFor(country))).not.toThrow();
    expect(() => productSchema.array().parse(listingFor(country).listing.products)).not.toThrow();
    const { page } = productPageFor(country);
    expect(() => variationSchema.array().parse(page.variations)).not.toThrow();
    expect(() => commentSchema.array().parse(page.reviews.items)).not.toThrow();
  });

  it('prices carry the country VAT rate and currency', () => {
    const rate = { DE: 19, AT: 20, RO: 21 }[code];
    for (const product of productsFor(country)) {
      expect(product.tax_rate).toBe(rate);
      expect(Number.isInteger(product.BEST_TAXED_PRICE)).toBe(true);
      expect(product.PRICE).toBeLessThan(product.TAXED_PRICE);
    }
    expect(cartFor(country, 'gross').currency).toBe(code === 'RO' ? 'RON' : 'EUR');
  });

  it.each(['gross', 'net'] as const)('the %s cart, checkout and account pass the contract', (mode) => {
    const cart = cartSchema.parse(cartFor(country, mode));
    for (const line of cart.lines) {
      expect(line.line_total_taxed_cents).toBe(line.unit_price_taxed_cents * line.quantity);
      expect(line.tax_rate).toBe(mode === 'net' ? 0 : { DE: 19, AT: 20, RO: 21 }[code]);
    }
    expect(cart.total_taxed_cents).toBe(cart.lines.reduce((sum, line) => sum + line.line_total_taxed_cents, 0));
    const checkout = checkoutFor(country, mode);
    expect(() => deliveryMethodSchema.array().parse(checkout.deliveryMethods)).not.toThrow();
    expect(() => paymentMethodSchema.array().parse(checkout.paymentMethods)).not.toThrow();
    expect(() => pickupPointSchema.array().parse(checkout.pickupPoints)).not.toThrow();
    expect(() => addressSchema.array().parse(checkout.customer?.addresses ?? [])).not.toThrow();
    const account = accountFor(country, mode);
    expect(() => orderSummarySchema.array().parse(account.orders)).not.toThrow();
    expect(() => addressSchema.array().parse(account.addresses)).not.toThrow();
    expect(() => stateSchema.array().parse(account.states)).not.toThrow();
    expect(() => customerReviewSchema.array().parse(account.reviews)).not.toThrow();
  });

  it('the search engine answers pass the contract', () => {
    const products = productSearchResponseSchema.parse(productSearchFor(country, 'Talis'));
    expect(products.hits).toHaveLength(1);
    expect(() => contentSearchResponseSchema.parse(contentSearchFor(country, 'a'))).not.toThrow();
  });
});
