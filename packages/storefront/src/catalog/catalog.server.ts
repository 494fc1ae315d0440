// Catalog reads for the screens: one product, a page of a listing, the path lookup.
import { calls, parseContentPostscriptum, type CallQuery, type FacetValue, type Product } from '@shop/contract';
import country from '../country/current-country.ts';
import type { Backend } from '../server/backend.server.ts';
import { listQueryOf, type ListingChoice } from './listing-query.ts';
import { orNotFound } from './not-found.server.ts';
import { toCard, type CardProduct } from './product-card-data.ts';
import { safeHtml } from '../content/safe-html.server.ts';

export const PAGE_SIZE = 24;

export async function loadProduct(backend: Backend, id: number): Promise<Product> {
  const [product] = await orNotFound(
    backend.catalog(calls.backoffice.product, { params: { id }, query: { country_id: country.id, document: 1 } }),
    'product-fetch-failed',
  );
  if (!product) throw new Error(`product ${id}: empty answer`);
  // Rendered as HTML on the product page: sanitised here, before the page or its data leaves.
  return { ...product, DESCRIPTION: safeHtml(product.DESCRIPTION) };
}

export type ListingTarget = { kind: 'all' } | { kind: 'category'; id: number } | { kind: 'brand'; id: number } | { kind: 'brand-category'; brandId: number; categoryId: number };

export type Listing = {
  title: string;
  products: CardProduct[];
  total: number;
  page: number;
  pages: number;
  choice: ListingChoice;
  /** The brands and colours there are to filter by; no brand choice on a brand's own listing. */
  filters: { brands: FacetValue[]; colors: FacetValue[] };
  adminEdit?: { kind: 'category' | 'brand'; id: number };
};

export async function loadListing(backend: Backend, target: ListingTarget, requested: ListingChoice, titleFallback: string): Promise<Listing> {
  // A brand's own listing has its brand fixed: a brand in the URL does not apply there.
  const choice = target.kind === 'brand' || target.kind === 'brand-category' ? { ...requested, brand: null } : requested;
  const page = choice.page;
  const base = { country_id: country.id, ...listQueryOf(choice, PAGE_SIZE), facets: 1 as const };
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
  const facets = answer.facets ?? { brands: [], colors: [] };
  return {
    title,
    products: answer.items.map(toCard),
    total: answer.total,
    page,
    pages: Math.max(1, Math.ceil(answer.total / PAGE_SIZE)),
    choice,
    filters: { brands: target.kind === 'brand' || target.kind === 'brand-category' ? [] : facets.brands, colors: facets.colors },
    ...(adminEdit ? { adminEdit } : {}),
  };
}

export { parseContentPostscriptum };
