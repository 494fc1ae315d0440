// Sort and filters of a listing as one GET form: it works before JavaScript has loaded (the browser
// submits the query string), and the page number is not part of it, so a change starts at page 1.
// Once hydrated, a change of a select or the checkbox submits at once.
import { useLingui } from '@lingui/react/macro';
import { Form, useLocation, useSubmit } from 'react-router';
import { ShopLink } from '../frame/ShopLink.tsx';
import country from '../country/current-country.ts';
import type { Listing } from './catalog.server.ts';
import { isFiltered, listingSearch, type ListingSort } from './listing-query.ts';
import styles from './catalog.module.css';

/** The form's fields without empty ones and the default sort, so the shared URL stays short. */
function withoutDefaults(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && value !== '' && !(name === 'sort' && value === 'sales')) params.append(name, value);
  }
  return params;
}

export function ListingFilters({ listing }: { listing: Listing }) {
  const { t } = useLingui();
  const submit = useSubmit();
  const location = useLocation();
  const { choice, filters } = listing;
  const sortLabels: Record<ListingSort, string> = {
    sales: t`Best sellers`,
    'price-asc': t`Price: low to high`,
    'price-desc': t`Price: high to low`,
    newest: t`Newest`,
    name: t`Name A-Z`,
  };
  const currency = country.currency.symbol;
  // Keyed by the query so that going back restores the fields to what the URL says.
  return (
    <Form
      key={location.search}
      method="get"
      className={styles.filters}
      aria-label={t`Sort and filter`}
      preventScrollReset
      onChange={(event) => {
        const target = event.target as HTMLElement;
        if (target instanceof HTMLSelectElement || (target instanceof HTMLInputElement && target.type === 'checkbox')) {
          void submit(withoutDefaults(event.currentTarget), { method: 'get', preventScrollReset: true });
        }
      }}
      onSubmit={(event) => {
        event.preventDefault();
        void submit(withoutDefaults(event.currentTarget), { method: 'get', preventScrollReset: true });
      }}
    >
      <label className={styles.filterField}>
        <span>{t`Sort by`}</span>
        <select name="sort" defaultValue={choice.sort}>
          {(Object.keys(sortLabels) as ListingSort[]).map((sort) => (
            <option key={sort} value={sort}>
              {sortLabels[sort]}
            </option>
          ))}
        </select>
      </label>
      {filters.brands.length > 0 ? (
        <label className={styles.filterField}>
          <span>{t`Brand`}</span>
          <select name="brand" defaultValue={choice.brand ?? ''}>
            <option value="">{t`All brands`}</option>
            {filters.brands.map((brand) => (
              <option key={brand.id} value={brand.id}>
                {brand.title} ({brand.count})
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {filters.colors.length > 0 ? (
        <label className={styles.filterField}>
          <span>{t`Colour`}</span>
          <select name="color" defaultValue={choice.color ?? ''}>
            <option value="">{t`All colours`}</option>
            {filters.colors.map((color) => (
              <option key={color.id} value={color.id}>
                {color.title} ({color.count})
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label className={styles.filterCheck}>
        <input type="checkbox" name="stock" value="1" defaultChecked={choice.inStock} />
        <span>{t`In stock only`}</span>
      </label>
      <div className={styles.filterRange}>
        <label className={`${styles.filterField} ${styles.filterPrice}`}>
          <span>{t`Price from (${currency})`}</span>
          <input type="number" name="min" min={0} step={1} inputMode="numeric" defaultValue={choice.min ?? ''} />
        </label>
        <label className={`${styles.filterField} ${styles.filterPrice}`}>
          <span>{t`Price to (${currency})`}</span>
          <input type="number" name="max" min={0} step={1} inputMode="numeric" defaultValue={choice.max ?? ''} />
        </label>
      </div>
      <div className={styles.filterActions}>
        <button type="submit" className={styles.filterApply}>
          {t`Show results`}
        </button>
        {isFiltered(choice) ? (
          <ShopLink to={`${location.pathname}${listingSearch({ ...choice, brand: null, color: null, min: null, max: null, inStock: false, page: 1 })}`} preventScrollReset>
            {t`Reset filters`}
          </ShopLink>
        ) : null}
      </div>
    </Form>
  );
}
