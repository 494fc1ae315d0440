// Where the admin bar points at something the admin's part 2 builds (catalog, content, coupons,
// configuration, import and export): a clear page, never a 404.
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import { usePageTitle } from '../app/page-title.ts';
import styles from '../components/admin.module.css';
import { usePartTwoPages } from '../layout/navigation.ts';

export function ComingInPartTwoPage() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const [first = '', id] = pathname.split('/').filter(Boolean);
  const known = usePartTwoPages().find((page) => page.path === first);
  const edits: Record<string, string> = {
    products: t`Edit product`,
    'partner-products': t`Edit partner product`,
    categories: t`Edit category`,
    contents: t`Edit content`,
  };
  const title = known?.label ?? (first === 'brands' && id ? t`Edit brand` : (edits[first] ?? t`Catalog and settings`));
  usePageTitle(title);
  return (
    <section className={styles.page}>
      <h1>{id ? `${title} #${id}` : title}</h1>
      <p className={styles.notice}>{t`This part of the admin comes in part 2 (catalog, content, coupons, configuration, import and export). Until then these settings are changed in the database or by the seed.`}</p>
      <p>
        <Link to="/">{t`Back to the dashboard`}</Link>
      </p>
    </section>
  );
}
