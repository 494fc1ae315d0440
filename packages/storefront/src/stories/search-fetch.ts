// The network boundary of the live search: the browser asks the search engine directly
// (@shop/search's client over fetch). In stories that engine is this stub, which answers from the
// fixtures for the country being shown; every other request goes to the real fetch.
import { unescapeSearchTerm } from '@shop/contract';
import type { CountryConfig } from '../country/country-config.ts';
import { contentSearchFor, productSearchFor, SEARCH_URL } from './fixtures.ts';

export type SearchRequestLog = string[];

/** Installs the stub; returns the function that removes it. Requests are noted in `log`. */
export function stubSearchFetch(country: CountryConfig, log: SearchRequestLog = []): () => void {
  const realFetch = globalThis.fetch;
  const stub: typeof fetch = async (input, init) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!href.startsWith(`${SEARCH_URL}/`)) return realFetch(input, init);
    log.push(href);
    const url = new URL(href);
    const index = decodeURIComponent(url.pathname.split('/')[2] ?? '');
    const term = unescapeSearchTerm(url.searchParams.get('q') ?? '');
    const body = index.startsWith('products') ? productSearchFor(country, term) : contentSearchFor(country, term);
    // A short pause, as over the network, so the overlay's 'Searching…' state shows too.
    await new Promise((resolve) => setTimeout(resolve, 50));
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  globalThis.fetch = stub;
  return () => {
    if (globalThis.fetch === stub) globalThis.fetch = realFetch;
  };
}
