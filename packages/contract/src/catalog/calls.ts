import { defineCall } from '../call.ts';
import * as category from './category.ts';
import * as config from './config.ts';
import * as feature from './feature.ts';
import * as product from './product.ts';
import * as pse from './pse.ts';
import * as rewriting from './rewriting.ts';
import * as seoUrls from './seo-urls.ts';

/** Back-office catalog calls (base {api}). */
export const catalogCalls = {
  /** The spec's GET /products/{id} and GET /api/products/{id}?document=1 are this one resource. */
  product: defineCall({
    method: 'GET',
    path: '/api/products/:id',
    auth: 'shop',
    params: product.productParamsSchema,
    query: product.productQuerySchema,
    response: product.productResponseSchema,
  }),
  productList: defineCall({
    method: 'GET',
    path: '/api/products',
    auth: 'shop',
    query: product.productListQuerySchema,
    response: product.productListResponseSchema,
  }),
  productsByIds: defineCall({
    method: 'GET',
    path: '/api/products_list',
    auth: 'shop',
    query: product.productsByIdsQuerySchema,
    response: product.productsByIdsResponseSchema,
  }),
  pse: defineCall({
    method: 'GET',
    path: '/api/get_pse/:pse',
    auth: 'shop',
    params: pse.pseParamsSchema,
    query: pse.pseQuerySchema,
    response: pse.pseResponseSchema,
  }),
  productFeatures: defineCall({
    method: 'GET',
    path: '/api/ExternalOrderApi/features/product/:productId/:langCode',
    auth: 'shop',
    params: feature.productFeaturesParamsSchema,
    response: feature.productFeaturesResponseSchema,
  }),
  category: defineCall({
    method: 'GET',
    path: '/api/categories/:categoryId',
    auth: 'shop',
    params: category.categoryParamsSchema,
    query: category.categoryQuerySchema,
    response: category.categoryResponseSchema,
  }),
  searchConfig: defineCall({ method: 'GET', path: '/api/ConfigApi', auth: 'public', response: config.searchConnectionSchema }),
  rewriting: defineCall({
    method: 'GET',
    path: '/api/rewriting',
    auth: 'shop',
    query: rewriting.rewritingQuerySchema,
    response: rewriting.rewritingResultSchema,
  }),
  /** Ours (issue 7): one item's URL in every locale, for hreflang. */
  rewritingAlternates: defineCall({
    method: 'GET',
    path: '/api/rewriting/alternates',
    auth: 'shop',
    query: seoUrls.alternatesQuerySchema,
    response: seoUrls.alternatesResponseSchema,
  }),
  /** Ours (issue 7): a page of a locale's visible URLs with their alternates, for sitemap.xml. */
  sitemap: defineCall({
    method: 'GET',
    path: '/api/sitemap',
    auth: 'shop',
    query: seoUrls.sitemapQuerySchema,
    response: seoUrls.sitemapResponseSchema,
  }),
} as const;
