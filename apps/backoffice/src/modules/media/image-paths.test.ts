import { describe, expect, it } from 'vitest';
import { bannerImagePath, imageWidthFromQuery, parseBannerImagePath, parseProductImagePath, productImagePath } from './image-paths.ts';

describe('image URLs', () => {
  it('round-trips product and banner paths', () => {
    expect(productImagePath(42, 7)).toBe('/images/products/42/7.svg');
    expect(productImagePath(42, null)).toBe('/images/products/42/default.svg');
    expect(parseProductImagePath('/images/products/42/7.svg')).toEqual({ productId: 42, colorAvId: 7 });
    expect(parseProductImagePath('/images/products/42/default.svg')).toEqual({ productId: 42, colorAvId: null });
    expect(parseProductImagePath('/images/products/0/7.svg')).toBeNull();
    expect(parseProductImagePath('/images/products/42/../7.svg')).toBeNull();
    expect(bannerImagePath('RO', 2)).toBe('/images/banners/ro/2.svg');
    expect(parseBannerImagePath('/images/banners/at/3.svg')).toEqual({ country: 'AT', n: 3 });
    expect(parseBannerImagePath('/images/banners/fr/1.svg')).toBeNull();
  });

  it('reads ?w= as a whole width within bounds', () => {
    expect(imageWidthFromQuery('300')).toBe(300);
    expect(imageWidthFromQuery(undefined)).toBe(600);
    expect(imageWidthFromQuery('abc')).toBe(600);
    expect(imageWidthFromQuery('5')).toBe(32);
    expect(imageWidthFromQuery('99999')).toBe(2400);
    expect(imageWidthFromQuery(['480', '900'])).toBe(480);
  });
});
