// /account/deleted (issue 17): where deleting the account ends; the shopper is signed out.
import { useLingui } from '@lingui/react/macro';
import { Link, type MetaFunction } from 'react-router';
import { noindexMeta } from '../account/private-page.ts';
import country from '../country/current-country.ts';
import styles from '../account/account.module.css';

export const meta: MetaFunction = () => [{ title: country.brand.storeName }, noindexMeta];

export default function AccountDeleted() {
  const { t } = useLingui();
  return (
    <section className={styles.page} aria-labelledby="deleted-title">
      <h1 id="deleted-title">{t`Your account has been deleted`}</h1>
      <p role="status" className={styles.notice}>
        {t`Your personal data has been removed and you are signed out. We keep your orders and invoices only as long as the law requires. We have sent you a confirmation by email.`}
      </p>
      <p>
        <Link to="/">{t`Continue shopping`}</Link>
      </p>
    </section>
  );
}
