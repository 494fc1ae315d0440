import { describe, expect, it } from 'vitest';
import { calls } from '../calls.ts';
import { categoryTreeNodeSchema } from './category.ts';
import { searchConnectionSchema } from './config.ts';
import { productListQuerySchema, productQuerySchema, productSchema, productsByIdsQuerySchema } from './product.ts';
import { rewritingQuerySchema, rewritingResultSchema } from './rewriting.ts';

const sampleProduct = {
  ID: 1203,
  REF: 'WT-100',
  TITLE: 'Waschtisch 100',
  CHAPO: '',
  DESCRIPTION: '<p>Keramik</p>',
  POSTSCRIPTUM: '',
  URL: '/waschtisch-100',
  PRODUCT_SALE_ELEMENT: 5531,
  PSE_URL: null,
  IMAGE: '/img/wt-100.jpg',
  images: ['/img/wt-100.jpg'],
  brand_id: 4,
  brand_name: 'Keramag',
  category: [12, 15],
  DEFAULT_CATEGORY: 12,
  PRICE: 8399,
  TAXED_PRICE: 9995,
  PROMO_PRICE: 0,
  BEST_TAXED_PRICE: 9995,
  IS_PROMO: false,
  listen_price: 12900,
  tax_rate: 19,
  stock: 8,
  tag: ['neu'],
  is_freight: false,
  undeliverable: false,
};

describe('products', () => {
  it('parse with prices in integer cents', () => {
    expect(productSchema.parse(sampleProduct)).toEqual(sampleProduct);
    expect(productSchema.safeParse({ ...sampleProduct, TAXED_PRICE: 99.95 }).success).toBe(false);
  });

  it('GET /api/products/:id reads ?document=1 and country_id from the query string', () => {
    expect(productQuerySchema.parse({ document: '1', country_id: '5' })).toEqual({ document: 1, country_id: 5 });
    expect(productQuerySchema.safeParse({ document: '2' }).success).toBe(false);
    expect(calls.backoffice.product.params.parse({ id: '1203' })).toEqual({ id: 1203 });
  });

  it("the list query defaults order to 'sales_view_quantity'", () => {
    expect(productListQuerySchema.parse({})).toEqual({ limit: 20, offset: 0, order: 'sales_view_quantity' });
    expect(productListQuerySchema.parse({ limit: '6', offset: '12', country_id: '146', category: '12', brand: '4', feature_availability: '33' })).toEqual({
      limit: 6,
      offset: 12,
      order: 'sales_view_quantity',
      country_id: 146,
      category: 12,
      brand: 4,
      feature_availability: 33,
    });
    expect(productListQuerySchema.safeParse({ order: 'cheapest' }).success).toBe(false);
  });
});

describe('products by ids', () => {
  it('takes a comma list of ids within the id columns’ range, and refuses a larger id (the database would)', () => {
    expect(productsByIdsQuerySchema.parse({ ids: '1,2147483647' })).toEqual({ ids: '1,2147483647' });
    expect(productsByIdsQuerySchema.safeParse({ ids: '1,2147483648' }).success).toBe(false);
    expect(productsByIdsQuerySchema.safeParse({ ids: '1,,2' }).success).toBe(false);
  });
});

describe('rewriting', () => {
  it('resolves to one of the five view types; pse carries the PRODUCT_ID', () => {
    const base = { view_id: 12, view_locale: 'de_DE', view_url: 'waschtische' };
    for (const view of ['product', 'category', 'brand', 'content']) {
      expect(rewritingResultSchema.parse({ ...base, view })).toEqual({ ...base, view });
    }
    expect(rewritingResultSchema.parse({ ...base, view: 'pse', PRODUCT_ID: 1203 })).toEqual({ ...base, view: 'pse', PRODUCT_ID: 1203 });
    expect(rewritingResultSchema.safeParse({ ...base, view: 'pse' }).success).toBe(false);
    expect(rewritingResultSchema.safeParse({ ...base, view: 'folder' }).success).toBe(false);
  });

  it('takes view_locale and view_url', () => {
    expect(rewritingQuerySchema.parse({ view_locale: 'ro_RO', view_url: ' baie/chiuvete ' })).toEqual({ view_locale: 'ro_RO', view_url: 'baie/chiuvete' });
    expect(calls.helper.searchUrl.body.safeParse({ view_locale: 'ro_RO', view_url: 'x', extra: 1 }).success).toBe(false);
  });
});

describe('category tree and search connection', () => {
  it('parses a nested menu tree', () => {
    const tree = {
      Id: 1,
      TITLE: 'Bad',
      URL: '/bad',
      product_count: 120,
      children: [{ Id: 2, TITLE: 'Waschtische', URL: '/bad/waschtische', product_count: 40, children: [] }],
    };
    expect(categoryTreeNodeSchema.parse(tree)).toEqual(tree);
    expect(categoryTreeNodeSchema.safeParse({ ...tree, children: [{ Id: 2 }] }).success).toBe(false);
  });

  it('ConfigApi names the URL, both indexes and the public key', () => {
    const config = { url: 'http://localhost:4000/search', indexes: { products: 'products_de', content: 'content_de' }, public_search_key: '' };
    expect(searchConnectionSchema.parse(config)).toEqual(config);
    expect(calls.backoffice.searchConfig.response).toBe(searchConnectionSchema);
  });
});
