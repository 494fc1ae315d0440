// Talks to the search engine directly from the browser, with the connection GET /api/ConfigApi
// answers (URL, index names, public key). The typed term is escaped before it is sent (spec
// section 5) and both answers are checked against the contract.
import {
  contentSearchResponseSchema,
  escapeSearchTerm,
  productSearchResponseSchema,
  type ProductSearchResult,
  type SearchConnection,
} from '@shop/contract';

export type ContentSearchResult = ReturnType<typeof contentSearchResponseSchema.parse>;
export type ProductSearchRequest = { term: string; category: number | null; offset: number; limit: number };

export type SearchClient = {
  products(request: ProductSearchRequest, signal?: AbortSignal): Promise<ProductSearchResult>;
  content(term: string, signal?: AbortSignal): Promise<ContentSearchResult>;
};

/** The endpoint takes at most this many characters of escaped term. */
export const MAX_ESCAPED_TERM_LENGTH = 200;

export class SearchRequestError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`Search answered ${status}`);
    this.name = 'SearchRequestError';
    this.status = status;
  }
}

/** The escaped term, cut (at a character boundary) to what the endpoint accepts. */
export function escapedTermFor(term: string): string {
  let characters = Array.from(term.trim());
  let escaped = escapeSearchTerm(characters.join(''));
  while (escaped.length > MAX_ESCAPED_TERM_LENGTH) {
    characters = characters.slice(0, Math.max(0, characters.length - Math.ceil((escaped.length - MAX_ESCAPED_TERM_LENGTH) / 2)));
    escaped = escapeSearchTerm(characters.join(''));
  }
  return escaped;
}

export function createSearchClient(
  connection: SearchConnection,
  options: { locale: string; countryId?: number; fetch?: typeof fetch },
): SearchClient {
  const fetchImpl = options.fetch ?? fetch;
  const base = connection.url.replace(/\/+$/, '');
  const headers: Record<string, string> = connection.public_search_key ? { authorization: `Bearer ${connection.public_search_key}` } : {};

  const get = async (index: string, query: Record<string, string | number | undefined>, signal?: AbortSignal): Promise<unknown> => {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
    const response = await fetchImpl(`${base}/indexes/${encodeURIComponent(index)}/search?${params}`, { headers, ...(signal ? { signal } : {}) });
    if (!response.ok) throw new SearchRequestError(response.status);
    return response.json();
  };

  return {
    async products(request, signal) {
      const body = await get(
        connection.indexes.products,
        {
          q: escapedTermFor(request.term),
          locale: options.locale,
          country_id: options.countryId,
          category: request.category ?? undefined,
          offset: request.offset,
          limit: request.limit,
        },
        signal,
      );
      return productSearchResponseSchema.parse(body);
    },
    async content(term, signal) {
      const body = await get(connection.indexes.content, { q: escapedTermFor(term), locale: options.locale }, signal);
      return contentSearchResponseSchema.parse(body);
    },
  };
}
