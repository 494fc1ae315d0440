// The shop countries as links that switch a page to one of them (?country=DE|AT|RO); the one shown
// is marked as the current page.
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useCountryName } from '../customers/labels.ts';
import styles from './country-tabs.module.css';

/** The shop countries by their address in the page (?country=DE). */
export const shopCountries = [
  { iso: 'DE', id: 5 },
  { iso: 'AT', id: 13 },
  { iso: 'RO', id: 146 },
] as const;

export type ShopCountryId = (typeof shopCountries)[number]['id'];

/** The country a page's address names (?country=at), the first one when none or another. */
export function countryOfRequest(request: Request, fallback: (typeof shopCountries)[number] = shopCountries[0]) {
  const iso = new URL(request.url).searchParams.get('country')?.toUpperCase();
  return shopCountries.find((one) => one.iso === iso) ?? fallback;
}

export function isoOf(countryId: number): string {
  return shopCountries.find((one) => one.id === countryId)?.iso ?? 'DE';
}

export function CountryTabs({ current, path }: { current: number; path: string }) {
  const { t } = useLingui();
  const countryName = useCountryName();
  return (
    <nav aria-label={t`Shop`} className={styles.tabs}>
      {shopCountries.map((country) => (
        <Link key={country.iso} to={`${path}?country=${country.iso}`} aria-current={country.id === current ? 'page' : undefined} className={styles.tab}>
          {countryName(country.id)}
        </Link>
      ))}
    </nav>
  );
}
