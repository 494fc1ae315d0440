import type { Product } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, organizationJsonLd, priceDecimal, productJsonLd } from './json-ld.ts';

const product = {
  ID: 12,
  REF: 'BW-12',
  TITLE: 'Acryl-Badewanne Tauern </script>',
  brand_name: 'Aquanova',
  BEST_TAXED_PRICE: 49_990,
  TAXED_PRICE: 59_990,
  stock: 3,
} as Product;

const input = {
  product,
  url: 'https://www.bad-heim.de/acryl-badewanne',
  description: 'Eine Badewanne.',
  images: ['https://api.bad-heim.de/images/products/12/1.svg'],
  currency: 'EUR',
  sellerName: 'Bad & Heim',
  priceOnRequest: false,
};

describe('structured data', () => {
  it('writes cents as a decimal string without floats', () => {
    expect(priceDecimal(49_990)).toBe('499.90');
    expect(priceDecimal(5)).toBe('0.05');
    expect(priceDecimal(123_456_789_01)).toBe('123456789.01');
    expect(() => priceDecimal(1.5)).toThrow();
  });

  it('describes a product with the offer a guest gets: best gross price, currency, availability', () => {
    const data = productJsonLd(input);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.TITLE,
      sku: 'BW-12',
      url: input.url,
      image: input.images,
      brand: { '@type': 'Brand', name: 'Aquanova' },
      offers: { '@type': 'Offer', price: '499.90', priceCurrency: 'EUR', availability: 'https://schema.org/InStock', url: input.url },
    });
    const soldOut = productJsonLd({ ...input, product: { ...product, stock: 0 }, currency: 'RON' });
    expect(soldOut.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock', priceCurrency: 'RON' });
  });

  it('makes no offer for a product without a shown price', () => {
    expect(productJsonLd({ ...input, priceOnRequest: true }).offers).toBeUndefined();
    expect(productJsonLd({ ...input, product: { ...product, BEST_TAXED_PRICE: 0 } }).offers).toBeUndefined();
  });

  it('numbers breadcrumb items from 1', () => {
    const data = breadcrumbJsonLd([
      { name: 'Startseite', url: 'https://shop.de/' },
      { name: 'Bad', url: 'https://shop.de/bad' },
    ]);
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Startseite', item: 'https://shop.de/' },
      { '@type': 'ListItem', position: 2, name: 'Bad', item: 'https://shop.de/bad' },
    ]);
  });

  it('describes the shop with its logo and customer-service phone', () => {
    const data = organizationJsonLd({ name: 'Bad & Heim', url: 'https://shop.de/', logo: 'https://shop.de/logo.svg', phone: '+49 911 4468100', areaServed: 'DE', language: 'de', sameAs: [] });
    expect(data).toMatchObject({ '@type': 'Organization', logo: 'https://shop.de/logo.svg', contactPoint: { '@type': 'ContactPoint', telephone: '+49 911 4468100' } });
    expect(data.sameAs).toBeUndefined();
  });
});
