import { describe, expect, it } from 'vitest';
import { calls } from '../calls.ts';
import { escapeSearchTerm } from '../fields/search.ts';
import { fieldsOf } from '../test-utils.ts';
import { contentSearchQuerySchema, contentSearchResponseSchema, parseKeywordBadge, productSearchQuerySchema, productSearchResponseSchema } from './search.ts';

const hit = {
  id: 1203,
  ref: 'WT-100',
  url: '/waschtisch-100',
  stock: 8,
  title: 'Waschtisch 100',
  price: 9995,
  price_without_vat: 8399,
  listen_price: 12900,
  image_url: '/img/wt-100.jpg',
  categories: ['Waschtische'],
  associated_keyword: { Neu: '{"color":"#e30613"}' },
  pse_id: 5531,
  fulfilment_center: null,
};

describe('product search', () => {
  it('takes the escaped term, a category filter, offset and limit', () => {
    expect(productSearchQuerySchema.parse({ q: escapeSearchTerm('WC-Sitz'), category: '12', offset: '6' })).toEqual({
      q: 'WC\\-Sitz',
      category: 12,
      offset: 6,
      limit: 6,
    });
  });

  it('takes the locale of the texts and the country of the prices', () => {
    expect(productSearchQuerySchema.parse({ q: 'lavoar', locale: 'ro_RO', country_id: '146' })).toMatchObject({ locale: 'ro_RO', country_id: 146 });
    expect(fieldsOf(productSearchQuerySchema, { q: 'lavoar', locale: 'romanian' })[0]?.path).toBe('locale');
    expect(contentSearchQuerySchema.parse({ q: 'versand', locale: 'de_DE' })).toMatchObject({ locale: 'de_DE' });
  });

  it("rejects a term of three characters or fewer with the spec's message on q", () => {
    expect(fieldsOf(productSearchQuerySchema, { q: 'wc' })).toEqual([{ path: 'q', message: 'Please enter more than three characters.' }]);
    // Backslashes of the escaping do not count: 'a-b' is three characters.
    expect(fieldsOf(productSearchQuerySchema, { q: escapeSearchTerm('a-b') })).toEqual([
      { path: 'q', message: 'Please enter more than three characters.' },
    ]);
  });

  it('answers hits with the search product hit fields and category facets', () => {
    const answer = { hits: [hit], total: 1, offset: 0, limit: 6, facets: { categories: [{ id: 12, title: 'Waschtische', count: 1 }] } };
    expect(productSearchResponseSchema.parse(answer)).toEqual(answer);
    expect(productSearchResponseSchema.safeParse({ ...answer, hits: [{ ...hit, pse_id: undefined }] }).success).toBe(false);
    expect(calls.search.products.response).toBe(productSearchResponseSchema);
  });

  it('reads the badge colour of an associated keyword', () => {
    expect(parseKeywordBadge('{"color":"#e30613"}')).toEqual({ color: '#e30613' });
    expect(parseKeywordBadge('red')).toBeNull();
    expect(parseKeywordBadge('{}')).toBeNull();
  });
});

describe('content search', () => {
  it('defaults to 5 links and answers title, url, excerpt', () => {
    expect(contentSearchQuerySchema.parse({ q: 'versand' })).toEqual({ q: 'versand', offset: 0, limit: 5 });
    const answer = { hits: [{ id: 4, title: 'Versandkosten', url: '/versandkosten', excerpt: '… Versand ab 50 € frei …' }], total: 1, offset: 0, limit: 5 };
    expect(contentSearchResponseSchema.parse(answer)).toEqual(answer);
    expect(calls.search.content.query).toBe(contentSearchQuerySchema);
  });
});
