// /search/{value}: the full results page, rendered on the server from the search engine with the
// same filters as the overlay (category, paging), plus matching content pages.
import { useLingui } from '@lingui/react/macro';
import { countMessages } from '@shop/i18n';
import { calls } from '@shop/contract';
import { createSearchClient, isSearchable } from '@shop/search';
import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ShopLink } from '../frame/ShopLink.tsx';
import { hitPrice } from '../catalog/price.ts';
import { TaxNote } from '../catalog/TaxNote.tsx';
import { usePriceContext } from '../catalog/use-prices.ts';
import country from '../country/current-country.ts';
import { serverUnreachable } from '../server/backend.server.ts';
import { backendOf } from '../server/request-backend.server.ts';
import { catalogPageHeaders } from '../seo/cache-policy.ts';
import { pageCacheHeaders } from '../seo/cache-policy.server.ts';
import { pageMeta } from '../seo/page-meta.ts';
import { searchSeo } from '../seo/page-seo.server.ts';
import styles from '../catalog/catalog.module.css';

const PAGE = 24;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const term = (params.value ?? '').trim();
  const url = new URL(request.url);
  const category = Number(url.searchParams.get('category')) || null;
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  // For shoppers, not for search engines: noindex (and robots.txt keeps crawlers out).
  const seo = searchSeo(term);
  // The same results for every guest: public, so nginx or a CDN keeps them (cache-policy.ts).
  const cacheHeaders = await pageCacheHeaders(request);
  if (!isSearchable(term)) return data({ term, seo, tooShort: true as const, category, page, result: null, content: [] }, { headers: cacheHeaders });
  const backend = await backendOf(request);
  const connection = await backend.catalog(calls.backoffice.searchConfig, {});
  const client = createSearchClient(connection, { locale: country.locale, countryId: country.id });
  const [result, content] = await Promise.all([
    client.products({ term, category, offset: (page - 1) * PAGE, limit: PAGE }).catch(serverUnreachable),
    client.content(term).then((answer) => answer.hits.slice(0, 5)).catch(() => []),
  ]);
  return data({ term, seo, tooShort: false as const, category, page, result, content }, { headers: cacheHeaders });
}

export const headers = catalogPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => pageMeta(loaderData?.seo);

export default function SearchResults() {
  const { t } = useLingui();
  const { term, tooShort, category, page, result, content } = useLoaderData<typeof loader>();
  const prices = usePriceContext();
  const link = (next: { category?: number | null; page?: number }) => {
    const params = new URLSearchParams();
    const chosen = next.category === undefined ? category : next.category;
    if (chosen) params.set('category', String(chosen));
    if (next.page && next.page > 1) params.set('page', String(next.page));
    const query = params.toString();
    return `/search/${encodeURIComponent(term)}${query ? `?${query}` : ''}`;
  };
  return (
    <section>
      <h1>{t`Search results for “${term}”`}</h1>
      {tooShort ? <p role="status">{t`Please enter more than three characters.`}</p> : null}
      {result && result.hits.length === 0 ? <p role="status">{t`Sorry, we could not find any results. Please try another entry.`}</p> : null}
      {result && result.facets.categories.length > 0 ? (
        <nav aria-label={t`Categories`}>
          <ul className={styles.facets}>
            <li>
              <ShopLink to={link({ category: null })} aria-current={category === null ? 'page' : undefined}>
                {t`All`}
              </ShopLink>
            </li>
            {result.facets.categories.map((facet) => (
              <li key={facet.id}>
                <ShopLink to={link({ category: facet.id })} aria-current={category === facet.id ? 'page' : undefined}>
                  {facet.title} ({facet.count})
                </ShopLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {result ? (
        <>
          <p role="status" className={styles.count}>
            {t(countMessages.products(result.total))}
          </p>
          <ul className={styles.grid}>
            {result.hits.map((hit, position) => (
              <li key={hit.id} className={styles.card}>
                <ShopLink to={hit.url} className={styles.cardLink}>
                  {hit.image_url ? (
                    <img src={`${hit.image_url}?w=320`} width={320} height={320} alt="" loading={position < 4 ? 'eager' : 'lazy'} />
                  ) : null}
                  <span className={styles.cardTitle}>{hit.title}</span>
                </ShopLink>
                <HitPrice hit={hit} prices={prices} />
              </li>
            ))}
          </ul>
          {result.total > PAGE ? (
            <nav className={styles.pager} aria-label={t`Result pages`}>
              {page > 1 ? <ShopLink to={link({ page: page - 1 })} rel="prev">{t`Previous page`}</ShopLink> : null}
              <span>{t`Page ${page} of ${Math.ceil(result.total / PAGE)}`}</span>
              {page * PAGE < result.total ? <ShopLink to={link({ page: page + 1 })} rel="next">{t`Next page`}</ShopLink> : null}
            </nav>
          ) : null}
        </>
      ) : null}
      {content.length > 0 ? (
        <nav aria-label={t`Pages`}>
          <h2>{t`Pages`}</h2>
          <ul>
            {content.map((hit) => (
              <li key={hit.id}>
                <ShopLink to={hit.url}>{hit.title}</ShopLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}

function HitPrice({ hit, prices }: { hit: { price: number; price_without_vat: number }; prices: ReturnType<typeof usePriceContext> }) {
  const shown = hitPrice(hit, prices.shopper, prices.taxTitle);
  return (
    <div className={`${styles.price} ${styles.priceCompact}`}>
      <span className={styles.priceNow}>{shown.price}</span>
      <TaxNote className={styles.taxLabel} taxLabel={shown.taxLabel} vat={shown.vat} />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../errors/RouteErrorBoundary.tsx';
