import { describe, expect, it } from 'vitest';
import { isFiltered, listingSearch, listQueryOf, readListingChoice } from './listing-query.ts';

const read = (query: string) => readListingChoice(new URLSearchParams(query));

describe('listing choice in the URL', () => {
  it('defaults to best sellers, page 1, no filter', () => {
    const choice = read('');
    expect(choice).toEqual({ sort: 'sales', brand: null, color: null, min: null, max: null, inStock: false, page: 1 });
    expect(isFiltered(choice)).toBe(false);
    expect(listingSearch(choice)).toBe('');
  });

  it('reads every part and writes it back the same way', () => {
    const choice = read('sort=price-asc&brand=4&color=12&min=50&max=200&stock=1&page=3');
    expect(choice).toEqual({ sort: 'price-asc', brand: 4, color: 12, min: 50, max: 200, inStock: true, page: 3 });
    expect(listingSearch(choice)).toBe('?sort=price-asc&brand=4&color=12&min=50&max=200&stock=1&page=3');
    expect(isFiltered(choice)).toBe(true);
  });

  it('reads what an empty GET form submits as not set', () => {
    expect(read('sort=sales&brand=&color=&min=&max=')).toEqual(read(''));
  });

  it('ignores odd values instead of failing', () => {
    const choice = read('sort=cheapest&brand=abc&color=-3&min=1e3&max=12.5&stock=yes&page=0');
    expect(choice).toEqual(read(''));
    expect(read('page=99999').page).toBe(1);
  });

  it('swaps a range typed the wrong way round', () => {
    expect(read('min=300&max=100')).toMatchObject({ min: 100, max: 300 });
  });

  it('turns the choice into the back-office query, prices in cents', () => {
    expect(listQueryOf(read('sort=name&brand=4&color=12&min=50&max=200&stock=1&page=3'), 24)).toEqual({
      order: 'alpha',
      limit: 24,
      offset: 48,
      brand: 4,
      feature_availability: 12,
      price_min: 5000,
      price_max: 20000,
      in_stock: 1,
    });
    expect(listQueryOf(read('sort=newest'), 24)).toEqual({ order: 'created', limit: 24, offset: 0 });
    expect(listQueryOf(read('sort=price-desc'), 24).order).toBe('max_price');
    expect(listQueryOf(read(''), 24).order).toBe('sales_view_quantity');
  });
});
