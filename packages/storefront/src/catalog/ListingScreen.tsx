// A product listing: title, count, the products of one page, and paging that lives in the URL.
// Sort and filters arrive with issue 7.
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import type { Listing } from './catalog.server.ts';
import { ProductCard } from './ProductCard.tsx';
import { usePriceContext } from './use-prices.ts';
import styles from './catalog.module.css';

export function ListingScreen({ listing }: { listing: Listing }) {
  const { t } = useLingui();
  const prices = usePriceContext();
  const location = useLocation();
  const pageLink = (page: number) => {
    const params = new URLSearchParams(location.search);
    if (page === 1) params.delete('page');
    else params.set('page', String(page));
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ''}`;
  };
  return (
    <section aria-labelledby="listing-title">
      <h1 id="listing-title">{listing.title}</h1>
      <p>{t`${listing.total} products`}</p>
      <ul className={styles.grid}>
        {listing.products.map((product, position) => (
          <ProductCard key={product.ID} product={product} prices={prices} eager={position < 4} priority={position === 0} />
        ))}
      </ul>
      {listing.pages > 1 ? (
        <nav className={styles.pager} aria-label={t`Pages`}>
          {listing.page > 1 ? <Link to={pageLink(listing.page - 1)} rel="prev">{t`Previous page`}</Link> : null}
          <span>{t`Page ${listing.page} of ${listing.pages}`}</span>
          {listing.page < listing.pages ? <Link to={pageLink(listing.page + 1)} rel="next">{t`Next page`}</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}
