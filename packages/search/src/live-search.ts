// The search overlay's behaviour (spec sections 4, 8 and 9), without any UI: what the shopper
// types is searched 300 ms after the last keystroke once it has four characters; fewer clear the
// results and show the 'too short' hint. The first page has 5 products, every further one 6, loaded
// when the list's end comes within 1500 px. Choosing a category filters, 'All' resets the filter.
// Loading is 0 idle, 1 first search, 2 loading more. An answer to anything but the newest request
// is dropped, so a slow early answer never overwrites a newer one.
//
// The state is an immutable snapshot with subscribe/getSnapshot, the shape React's
// useSyncExternalStore takes: `useSyncExternalStore(search.subscribe, search.getSnapshot)`.
import type { CategoryFacet, ContentSearchHit, ProductSearchResult, SearchProductHit } from './search-types.ts';
import type { ContentSearchResult, ProductSearchRequest } from './search-client.ts';
import { searchMessages, type SearchMessageCode } from './search-messages.ts';
import { SEARCH_DEBOUNCE_MS, SearchLoading, allCountLabel, isSearchable, nextPage, shouldLoadMore } from './search-rules.ts';

export type LiveSearchState = {
  term: string;
  loading: SearchLoading;
  hits: readonly SearchProductHit[];
  /** Products matching the term in the chosen category. */
  total: number;
  /** Products matching the term in all categories: the 'All' entry. */
  allTotal: number;
  /** The 'All' count as shown: '10000+' from 10,000 on. */
  allLabel: string;
  categories: readonly CategoryFacet[];
  /** Chosen category, null for 'All'. */
  category: number | null;
  contentLinks: readonly ContentSearchHit[];
  /** More products can be loaded. */
  hasMore: boolean;
  /** The hint or message to show, if any, with its spec text. */
  message: { code: SearchMessageCode; text: string } | null;
};

export type LiveSearchBackend = {
  products(request: ProductSearchRequest, signal?: AbortSignal): Promise<ProductSearchResult>;
  content(term: string, signal?: AbortSignal): Promise<ContentSearchResult>;
};

export type LiveSearch = ReturnType<typeof createLiveSearch>;

const EMPTY: LiveSearchState = {
  term: '',
  loading: SearchLoading.idle,
  hits: [],
  total: 0,
  allTotal: 0,
  allLabel: '0',
  categories: [],
  category: null,
  contentLinks: [],
  hasMore: false,
  message: null,
};

const messageOf = (code: SearchMessageCode) => ({ code, text: searchMessages[code] });

export function createLiveSearch(backend: LiveSearchBackend, options: { debounceMs?: number } = {}) {
  const debounceMs = options.debounceMs ?? SEARCH_DEBOUNCE_MS;
  let state: LiveSearchState = EMPTY;
  const listeners = new Set<() => void>();
  let pending: ReturnType<typeof setTimeout> | null = null;
  // Every request takes a ticket; only the newest ticket's answer is applied.
  let ticket = 0;
  let inFlight: AbortController | null = null;

  const update = (next: Partial<LiveSearchState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };

  const cancelPending = () => {
    if (pending !== null) clearTimeout(pending);
    pending = null;
  };

  /** Starts a request that supersedes every earlier one; answers whether it is still the newest. */
  const begin = () => {
    inFlight?.abort();
    inFlight = new AbortController();
    const mine = ++ticket;
    return { signal: inFlight.signal, current: () => mine === ticket };
  };

  const fail = (error: unknown, current: () => boolean) => {
    if (!current() || (error instanceof Error && error.name === 'AbortError')) return;
    update({ loading: SearchLoading.idle, hits: [], total: 0, hasMore: false, message: messageOf('error') });
  };

  const firstSearch = async (term: string) => {
    const request = begin();
    update({ loading: SearchLoading.first, category: null, message: null });
    try {
      const [products, content] = await Promise.all([
        backend.products({ term, category: null, ...nextPage(0) }, request.signal),
        backend.content(term, request.signal),
      ]);
      if (!request.current()) return;
      const nothing = products.total === 0 && content.hits.length === 0;
      update({
        loading: SearchLoading.idle,
        hits: products.hits,
        total: products.total,
        allTotal: products.total,
        allLabel: allCountLabel(products.total),
        categories: products.facets.categories,
        contentLinks: content.hits,
        hasMore: products.hits.length < products.total,
        message: nothing ? messageOf('no_results') : null,
      });
    } catch (error) {
      fail(error, request.current);
    }
  };

  const filteredSearch = async (category: number | null) => {
    const request = begin();
    update({ loading: SearchLoading.first, category, message: null });
    try {
      const products = await backend.products({ term: state.term, category, ...nextPage(0) }, request.signal);
      if (!request.current()) return;
      update({
        loading: SearchLoading.idle,
        hits: products.hits,
        total: products.total,
        hasMore: products.hits.length < products.total,
        message: products.total === 0 && state.contentLinks.length === 0 ? messageOf('no_results') : null,
      });
    } catch (error) {
      fail(error, request.current);
    }
  };

  return {
    getSnapshot: (): LiveSearchState => state,

    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** The search box changed. */
    setTerm(term: string): void {
      cancelPending();
      if (!isSearchable(term)) {
        // Too short: clear, show the hint (nothing at all for an empty box), and drop late answers.
        inFlight?.abort();
        ticket += 1;
        state = EMPTY;
        update({ term, message: term.trim().length > 0 ? messageOf('too_short') : null });
        return;
      }
      update({ term });
      pending = setTimeout(() => {
        pending = null;
        void firstSearch(term);
      }, debounceMs);
    },

    /** A category of the side list was chosen; null is 'All', which resets the filter. */
    selectCategory(category: number | null): void {
      if (!isSearchable(state.term) || pending !== null) return;
      void filteredSearch(category);
    },

    /** Loads the next 6 products, unless something is loading or all are shown. */
    async loadMore(): Promise<void> {
      if (state.loading !== SearchLoading.idle || !state.hasMore) return;
      const request = begin();
      const { term, category } = state;
      update({ loading: SearchLoading.more });
      try {
        const products = await backend.products({ term, category, ...nextPage(state.hits.length) }, request.signal);
        if (!request.current()) return;
        const hits = [...state.hits, ...products.hits];
        update({ loading: SearchLoading.idle, hits, total: products.total, hasMore: products.hits.length > 0 && hits.length < products.total });
      } catch (error) {
        fail(error, request.current);
      }
    },

    /** The results list scrolled: `distanceToEndPx` is how far its end is below the viewport. */
    onScroll(distanceToEndPx: number): void {
      if (shouldLoadMore(distanceToEndPx)) void this.loadMore();
    },

    /** The overlay closed. */
    dispose(): void {
      cancelPending();
      inFlight?.abort();
      ticket += 1;
      listeners.clear();
    },
  };
}
