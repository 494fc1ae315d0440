import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductSearchRequest } from './search-client.ts';
import { createLiveSearch, type LiveSearchBackend } from './live-search.ts';
import type { ProductSearchResult, SearchProductHit } from './search-types.ts';

const hit = (id: number): SearchProductHit => ({
  id,
  ref: `WB-${id}`,
  url: `/p/${id}`,
  stock: 3,
  title: `Waschbecken ${id}`,
  price: 9995,
  price_without_vat: 8399,
  listen_price: null,
  image_url: null,
  categories: ['Waschbecken'],
  associated_keyword: {},
  pse_id: id,
  fulfilment_center: null,
});

/** A backend over `total` products in two categories; every call is recorded and can be held back. */
function fakeBackend(total = 20) {
  const calls: ProductSearchRequest[] = [];
  const held: (() => void)[] = [];
  let hold = false;
  const products = vi.fn(async (request: ProductSearchRequest): Promise<ProductSearchResult> => {
    calls.push(request);
    if (hold) await new Promise<void>((resolve) => held.push(resolve));
    const inCategory = request.category === null ? total : 7;
    const ids = Array.from({ length: Math.max(0, Math.min(request.limit, inCategory - request.offset)) }, (_, i) => request.offset + i + 1 + (request.category ?? 0) * 100);
    return {
      hits: ids.map(hit),
      total: inCategory,
      offset: request.offset,
      limit: request.limit,
      facets: { categories: [{ id: 4, title: 'Waschbecken', count: total - 7 }, { id: 8, title: 'Waschtische', count: 7 }] },
    };
  });
  const content = vi.fn(async () => ({ hits: [{ id: 9, title: 'Versandkosten', url: '/versandkosten', excerpt: '…' }], total: 1, offset: 0, limit: 5 }));
  const backend: LiveSearchBackend = { products, content };
  return {
    backend,
    calls,
    products,
    holdAnswers: () => (hold = true),
    release: (index: number) => held[index]?.(),
  };
}

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('live search', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("asks for more than three characters and clears what was shown", async () => {
    const fake = fakeBackend();
    const search = createLiveSearch(fake.backend);
    search.setTerm('wasch');
    await vi.advanceTimersByTimeAsync(300);
    expect(search.getSnapshot().hits).toHaveLength(5);
    search.setTerm('was');
    expect(search.getSnapshot()).toMatchObject({ hits: [], categories: [], contentLinks: [], loading: 0 });
    expect(search.getSnapshot().message).toEqual({ code: 'too_short', text: 'Please enter more than three characters.' });
    search.setTerm('');
    expect(search.getSnapshot().message).toBeNull();
    await vi.advanceTimersByTimeAsync(1000);
    expect(fake.products).toHaveBeenCalledTimes(1);
  });

  it('searches 300 ms after the last keystroke, once', async () => {
    const fake = fakeBackend();
    const search = createLiveSearch(fake.backend);
    for (const term of ['wasc', 'wasch', 'waschb', 'waschbe']) {
      search.setTerm(term);
      await vi.advanceTimersByTimeAsync(200);
    }
    expect(fake.products).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(fake.calls).toEqual([{ term: 'waschbe', category: null, offset: 0, limit: 5 }]);
  });

  it('loads 5 first (loading 1), then 6 at a time (loading 2) when the end comes within 1500 px', async () => {
    const fake = fakeBackend(14);
    const search = createLiveSearch(fake.backend);
    const loadings: number[] = [];
    search.subscribe(() => loadings.push(search.getSnapshot().loading));
    search.setTerm('waschbecken');
    await vi.advanceTimersByTimeAsync(300);
    expect(search.getSnapshot()).toMatchObject({ total: 14, allTotal: 14, hasMore: true });
    search.onScroll(1600);
    await settle();
    expect(fake.calls).toHaveLength(1);
    search.onScroll(1400);
    await settle();
    search.onScroll(900);
    await settle();
    search.onScroll(100);
    await settle();
    expect(fake.calls.map((call) => [call.offset, call.limit])).toEqual([[0, 5], [5, 6], [11, 6]]);
    expect(search.getSnapshot().hits.map((h) => h.id)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    expect(search.getSnapshot().hasMore).toBe(false);
    expect(loadings).toContain(1);
    expect(loadings).toContain(2);
    expect(loadings.at(-1)).toBe(0);
  });

  it("filters by a category; 'All' resets the filter and keeps the All count", async () => {
    const fake = fakeBackend(30);
    const search = createLiveSearch(fake.backend);
    search.setTerm('wasch');
    await vi.advanceTimersByTimeAsync(300);
    search.selectCategory(8);
    await settle();
    expect(search.getSnapshot()).toMatchObject({ category: 8, total: 7, allTotal: 30 });
    expect(fake.calls.at(-1)).toEqual({ term: 'wasch', category: 8, offset: 0, limit: 5 });
    search.selectCategory(null);
    await settle();
    expect(search.getSnapshot()).toMatchObject({ category: null, total: 30 });
    expect(fake.calls.at(-1)).toEqual({ term: 'wasch', category: null, offset: 0, limit: 5 });
  });

  it("shows the 'All' count with a + from 10,000", async () => {
    const search = createLiveSearch(fakeBackend(10_000).backend);
    search.setTerm('wasch');
    await vi.advanceTimersByTimeAsync(300);
    expect(search.getSnapshot().allLabel).toBe('10000+');
  });

  it('never lets an older answer overwrite a newer one', async () => {
    const fake = fakeBackend();
    const search = createLiveSearch(fake.backend);
    fake.holdAnswers();
    search.setTerm('wasch');
    await vi.advanceTimersByTimeAsync(300);
    search.setTerm('dusch');
    await vi.advanceTimersByTimeAsync(300);
    fake.release(1);
    await settle();
    expect(search.getSnapshot().term).toBe('dusch');
    const shown = search.getSnapshot().hits;
    fake.release(0);
    await settle();
    expect(search.getSnapshot().hits).toBe(shown);
    // Typing below four characters also silences answers still on their way.
    search.setTerm('waschbecken');
    await vi.advanceTimersByTimeAsync(300);
    search.setTerm('wa');
    fake.release(2);
    await settle();
    expect(search.getSnapshot().hits).toEqual([]);
  });

  it("says so when nothing is found, and when the search fails", async () => {
    const none = fakeBackend(0);
    none.backend.content = async () => ({ hits: [], total: 0, offset: 0, limit: 5 });
    const empty = createLiveSearch(none.backend);
    empty.setTerm('xyzzy');
    await vi.advanceTimersByTimeAsync(300);
    expect(empty.getSnapshot().message?.text).toBe('Sorry, we could not find any results. Please try another entry.');

    const failing = createLiveSearch({ products: async () => Promise.reject(new Error('down')), content: async () => Promise.reject(new Error('down')) });
    failing.setTerm('waschbecken');
    await vi.advanceTimersByTimeAsync(300);
    expect(failing.getSnapshot()).toMatchObject({ loading: 0, hits: [] });
    expect(failing.getSnapshot().message?.text).toBe('An error occurred while searching. Please try again later.');
  });
});
