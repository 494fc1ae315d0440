import { describe, expect, it } from 'vitest';
import { createSearchClient, escapedTermFor, SearchRequestError } from './search-client.ts';

const connection = { url: 'http://localhost:4000/search/', indexes: { products: 'products', content: 'content' }, public_search_key: 'pub-key-123' };
const answer = { hits: [], total: 0, offset: 0, limit: 5, facets: { categories: [] } };

function recordingFetch(status = 200, body: unknown = answer) {
  const requests: { url: URL; headers: Headers }[] = [];
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    requests.push({ url: new URL(String(input)), headers: new Headers(init?.headers) });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { fetchImpl, requests };
}

describe('search client', () => {
  it('queries the index ConfigApi names, with the escaped term, the locale and the public key', async () => {
    const { fetchImpl, requests } = recordingFetch();
    const client = createSearchClient(connection, { locale: 'ro_RO', countryId: 146, fetch: fetchImpl });
    await client.products({ term: 'WC-Sitz 40*40', category: 12, offset: 5, limit: 6 });
    const [request] = requests;
    expect(request?.url.pathname).toBe('/search/indexes/products/search');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      q: 'WC\\-Sitz 40\\*40',
      locale: 'ro_RO',
      country_id: '146',
      category: '12',
      offset: '5',
      limit: '6',
    });
    expect(request?.headers.get('authorization')).toBe('Bearer pub-key-123');
  });

  it("leaves the category out for 'All' and asks the content index for links", async () => {
    const { fetchImpl, requests } = recordingFetch(200, { hits: [], total: 0, offset: 0, limit: 5 });
    const client = createSearchClient(connection, { locale: 'de_DE', fetch: fetchImpl });
    await client.content('versand');
    expect(requests[0]?.url.pathname).toBe('/search/indexes/content/search');
    expect(requests[0]?.url.searchParams.has('category')).toBe(false);
  });

  it('fails with the status on an error answer', async () => {
    const { fetchImpl } = recordingFetch(503, { error: { code: 'internal_error' } });
    const client = createSearchClient(connection, { locale: 'de_DE', fetch: fetchImpl });
    await expect(client.products({ term: 'wasch', category: null, offset: 0, limit: 5 })).rejects.toEqual(new SearchRequestError(503));
  });

  it('cuts a very long term to what the endpoint takes', () => {
    expect(escapedTermFor('"'.repeat(5_000))).toHaveLength(200);
    expect(escapedTermFor('ü'.repeat(10_000))).toHaveLength(200);
    expect(escapedTermFor('🛁'.repeat(150)).length).toBeLessThanOrEqual(200);
  });
});
