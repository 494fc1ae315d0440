import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { usePageTitle } from '../app/page-title.ts';
import styles from '../components/admin.module.css';

export function NotFoundPage() {
  const { t } = useLingui();
  usePageTitle(t`Page not found`);
  return (
    <section className={styles.page}>
      <h1>{t`Page not found`}</h1>
      <p>
        <Link to="/">{t`Back to the dashboard`}</Link>
      </p>
    </section>
  );
}
