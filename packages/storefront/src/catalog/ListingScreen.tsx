// A product listing: breadcrumbs, title, count, sort and filters, the products of one page, and
// paging; all of it lives in the URL's query string.
import { useLingui } from '@lingui/react/macro';
import { countMessages } from '@shop/i18n';
import { useLocation, useRouteLoaderData } from 'react-router';
import { ShopLink } from '../frame/ShopLink.tsx';
import type { FrameData, MenuItem } from '../frame/frame-data.ts';
import type { Crumb } from '../seo/json-ld.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import type { Listing } from './catalog.server.ts';
import { ListingFilters } from './ListingFilters.tsx';
import { listingSearch } from './listing-query.ts';
import { ProductCard } from './ProductCard.tsx';
import { usePriceContext } from './use-prices.ts';
import styles from './catalog.module.css';

export function ListingScreen({ listing, breadcrumbs }: { listing: Listing; breadcrumbs?: Crumb[] | undefined }) {
  const { t } = useLingui();
  const prices = usePriceContext();
  const location = useLocation();
  const pageLink = (page: number) => `${location.pathname}${listingSearch({ ...listing.choice, page })}`;
  // A category's own subcategories, from the menu tree the frame already has.
  const menu = (useRouteLoaderData('root') as FrameData | undefined)?.menu ?? [];
  const subcategories = listing.adminEdit?.kind === 'category' ? (findCategory(menu, listing.adminEdit.id)?.children ?? []) : [];
  return (
    <section aria-labelledby="listing-title">
      <Breadcrumbs trail={breadcrumbs} />
      <h1 id="listing-title">{listing.title}</h1>
      <p className={styles.count} role="status">
        {t(countMessages.products(listing.total))}
      </p>
      {subcategories.length > 0 ? (
        <nav aria-label={t`Subcategories`}>
          <ul className={styles.subcategories}>
            {subcategories.map((category) => (
              <li key={category.id}>
                <ShopLink to={category.href}>{category.title}</ShopLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <ListingFilters listing={listing} />
      {listing.products.length === 0 ? <p>{t`No products match these filters.`}</p> : null}
      <ul className={styles.grid}>
        {listing.products.map((product, position) => (
          <ProductCard key={product.ID} product={product} prices={prices} eager={position < 4} priority={position === 0} />
        ))}
      </ul>
      {listing.pages > 1 ? (
        <nav className={styles.pager} aria-label={t`Pages`}>
          {listing.page > 1 ? <ShopLink to={pageLink(listing.page - 1)} rel="prev">{t`Previous page`}</ShopLink> : null}
          <span>{t`Page ${listing.page} of ${listing.pages}`}</span>
          {listing.page < listing.pages ? <ShopLink to={pageLink(listing.page + 1)} rel="next">{t`Next page`}</ShopLink> : null}
        </nav>
      ) : null}
    </section>
  );
}

function findCategory(items: MenuItem[], id: number): MenuItem | undefined {
  for (const item of items) {
    if (item.id === id) return item;
    const inside = findCategory(item.children, id);
    if (inside) return inside;
  }
  return undefined;
}
