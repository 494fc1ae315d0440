// The on-screen breadcrumb trail of catalog pages; the same trail the BreadcrumbList JSON-LD holds.
import { useLingui } from '@lingui/react/macro';
import { ShopLink } from '../frame/ShopLink.tsx';
import type { Crumb } from '../seo/json-ld.ts';
import styles from './catalog.module.css';

/** Crumb URLs are absolute (for search engines); on screen they link within the shop. */
function pathOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
}

export function Breadcrumbs({ trail }: { trail: readonly Crumb[] | undefined }) {
  const { t } = useLingui();
  if (!trail || trail.length < 2) return null;
  return (
    <nav aria-label={t`Breadcrumb`} className={styles.breadcrumbs}>
      <ol>
        {trail.map((crumb, index) => (
          <li key={`${crumb.url}-${index}`}>
            {index === trail.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <ShopLink to={pathOf(crumb.url)}>{crumb.name}</ShopLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
