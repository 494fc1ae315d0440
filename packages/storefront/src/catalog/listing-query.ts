// The shopper's sort, filters and page of a listing, as they live in the URL's query string
// (?sort=price-asc&brand=4&color=12&min=50&max=200&stock=1&page=2): shareable, and the same names
// the GET filter form submits, so the form works before JavaScript has loaded. Anything odd in the
// URL reads as "not set" rather than an error page.
import type { ProductListQuery } from '@shop/contract';

export const listingSorts = ['sales', 'price-asc', 'price-desc', 'newest', 'name'] as const;
export type ListingSort = (typeof listingSorts)[number];

export type ListingChoice = {
  sort: ListingSort;
  brand: number | null;
  color: number | null;
  /** Whole currency units (euros, lei), as typed into the form. */
  min: number | null;
  max: number | null;
  inStock: boolean;
  page: number;
};

const orderOfSort: Record<ListingSort, ProductListQuery['order']> = {
  sales: 'sales_view_quantity',
  'price-asc': 'min_price',
  'price-desc': 'max_price',
  newest: 'created',
  name: 'alpha',
};

const MAX_PAGE = 10_000;
const MAX_PRICE_UNITS = 10_000_000;

function positiveInt(value: string | null, max: number): number | null {
  if (value === null || !/^\d{1,10}$/.test(value.trim())) return null;
  const number = Number(value.trim());
  return number > 0 && number <= max ? number : null;
}

/** A price bound of the form: whole units, 0 allowed for the lower bound. */
function priceUnits(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value.trim())) return null;
  const number = Number(value.trim());
  return number <= MAX_PRICE_UNITS ? number : null;
}

export function readListingChoice(params: URLSearchParams): ListingChoice {
  const sort = params.get('sort');
  let min = priceUnits(params.get('min'));
  let max = priceUnits(params.get('max'));
  // A range typed the wrong way round means the same range.
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  return {
    sort: listingSorts.find((known) => known === sort) ?? 'sales',
    brand: positiveInt(params.get('brand'), Number.MAX_SAFE_INTEGER),
    color: positiveInt(params.get('color'), Number.MAX_SAFE_INTEGER),
    min: min === 0 ? null : min,
    max,
    inStock: params.get('stock') === '1',
    page: positiveInt(params.get('page'), MAX_PAGE) ?? 1,
  };
}

/** The back-office list query for this choice; `minorUnits` is 100 for euro and leu. */
export function listQueryOf(choice: ListingChoice, pageSize: number): Partial<ProductListQuery> & Pick<ProductListQuery, 'order' | 'limit' | 'offset'> {
  return {
    order: orderOfSort[choice.sort],
    limit: pageSize,
    offset: (choice.page - 1) * pageSize,
    ...(choice.brand !== null ? { brand: choice.brand } : {}),
    ...(choice.color !== null ? { feature_availability: choice.color } : {}),
    ...(choice.min !== null ? { price_min: choice.min * 100 } : {}),
    // The upper bound includes the whole last unit: "up to 200" keeps 200.00.
    ...(choice.max !== null ? { price_max: choice.max * 100 } : {}),
    ...(choice.inStock ? { in_stock: 1 as const } : {}),
  };
}

/** The query string of a choice, defaults left out; `page` 1 is the default page. */
export function listingSearch(choice: ListingChoice): string {
  const params = new URLSearchParams();
  if (choice.sort !== 'sales') params.set('sort', choice.sort);
  if (choice.brand !== null) params.set('brand', String(choice.brand));
  if (choice.color !== null) params.set('color', String(choice.color));
  if (choice.min !== null) params.set('min', String(choice.min));
  if (choice.max !== null) params.set('max', String(choice.max));
  if (choice.inStock) params.set('stock', '1');
  if (choice.page > 1) params.set('page', String(choice.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Whether any filter narrows the listing (sort and page do not). */
export function isFiltered(choice: ListingChoice): boolean {
  return choice.brand !== null || choice.color !== null || choice.min !== null || choice.max !== null || choice.inStock;
}
