// Catalog reads for the screens: one product, a page of a listing, the path lookup.
import { calls, parseContentPostscriptum, type CallQuery, type Product } from '@shop/contract';
import country from '../country/current-country.ts';
import type { Backend } from '../server/backend.server.ts';
import { orNotFound } from './not-found.server.ts';

export const PAGE_SIZE = 24;

export async function loadProduct(backend: Backend, id: number): Promise<Product> {
  const [product] = await orNotFound(
    backend.backOffice(calls.backoffice.product, { params: { id }, query: { country_id: country.id } }),
    'product-fetch-failed',
  );
  if (!product) throw new Error(`product ${id}: empty answer`);
  return product;
}

export type ListingTarget = { kind: 'all' } | { kind: 'category'; id: number } | { kind: 'brand'; id: number } | { kind: 'brand-category'; brandId: number; categoryId: number };

export type Listing = {
  title: string;
  products: Product[];
  total: number;
  page: number;
  pages: number;
  adminEdit?: { kind: 'category' | 'brand'; id: number };
};

export async function loadListing(backend: Backend, target: ListingTarget, page: number, titleFallback: string): Promise<Listing> {
  const offset = (page - 1) * PAGE_SIZE;
  const base = { country_id: country.id, limit: PAGE_SIZE, offset };
  let title = titleFallback;
  let query: CallQuery<typeof calls.backoffice.productList> = base;
  let adminEdit: Listing['adminEdit'];
  if (target.kind === 'category') {
    const category = await orNotFound(
      backend.cachedHelper(calls.helper.category, { query: { category_id: target.id, visible: 1, locale: country.locale } }),
      'category-fetch-failed',
    );
    title = category.data.TITLE;
    query = { ...base, category: target.id };
    adminEdit = { kind: 'category', id: target.id };
  } else if (target.kind === 'brand') {
    const brand = await orNotFound(
      backend.cachedHelper(calls.helper.brand, { params: { id: target.id, locale: country.locale } }),
      'brand-fetch-failed',
    );
    title = brand.data.brand_title;
    query = { ...base, brand: target.id };
    adminEdit = { kind: 'brand', id: target.id };
  } else if (target.kind === 'brand-category') {
    const [brand, category] = await Promise.all([
      orNotFound(backend.cachedHelper(calls.helper.brand, { params: { id: target.brandId, locale: country.locale } }), 'brand-fetch-failed'),
      orNotFound(
        backend.cachedHelper(calls.helper.category, { query: { category_id: target.categoryId, locale: country.locale } }),
        'category-fetch-failed',
      ),
    ]);
    title = `${brand.data.brand_title} · ${category.data.TITLE}`;
    query = { ...base, brand: target.brandId, category: target.categoryId };
  }
  const answer = await backend.backOffice(calls.backoffice.productList, { query });
  return {
    title,
    products: answer.items,
    total: answer.total,
    page,
    pages: Math.max(1, Math.ceil(answer.total / PAGE_SIZE)),
    ...(adminEdit ? { adminEdit } : {}),
  };
}

/** The page number of a listing URL (?page=2); anything odd reads as page 1. */
export function pageOf(url: URL): number {
  const page = Number(url.searchParams.get('page') ?? '1');
  return Number.isInteger(page) && page > 0 && page < 10_000 ? page : 1;
}

export { parseContentPostscriptum };
