export * from './search-rules.ts';
export { latestOnly } from './latest-only.ts';
export { searchMessages, type SearchMessageCode } from './search-messages.ts';
export { createSearchClient, escapedTermFor, SearchRequestError, MAX_ESCAPED_TERM_LENGTH, type SearchClient, type ContentSearchResult } from './search-client.ts';
export { createLiveSearch, type LiveSearch, type LiveSearchState, type LiveSearchBackend } from './live-search.ts';
export type { CategoryFacet, ContentSearchHit } from './search-types.ts';
