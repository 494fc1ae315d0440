// Your data (issue 17, GDPR articles 15, 17 and 20): download everything the shop keeps about the
// customer as JSON, or delete the account. Orders stay as the law requires; the rest goes.
import { useLingui } from '@lingui/react/macro';
import { Button } from '@shop/ui-kit';
import { Form } from 'react-router';
import { CurrentPasswordField } from './CurrentPasswordField.tsx';
import formStyles from '../forms/forms.module.css';
import type { FormOutcome } from './ProfileSection.tsx';
import styles from './account.module.css';

export function PrivacySection({ deletion, busy }: { deletion: FormOutcome | null; busy: boolean }) {
  const { t } = useLingui();
  return (
    <section className={styles.section} aria-labelledby="privacy-title" id="privacy">
      <h2 id="privacy-title">{t`Your data`}</h2>
      <p>{t`Download everything we keep about you: your profile, addresses, orders, newsletter consent and reviews, as a JSON file.`}</p>
      <p>
        <a href="/account/data-export" download className={styles.download}>
          {t`Download my data`}
        </a>
      </p>
      <Form method="post" className={formStyles.form} noValidate aria-labelledby="delete-title">
        <h3 id="delete-title">{t`Delete account`}</h3>
        <p>
          {t`Your account, addresses, newsletter subscription and your name on reviews are deleted and you are signed out. We keep your orders and invoices as commercial and tax law require (up to ten years). You can register again with the same email address at any time.`}
        </p>
        <input type="hidden" name="intent" value="delete-account" />
        <CurrentPasswordField outcome={deletion} />
        <div>
          <Button type="submit" variant="secondary" disabled={busy}>{t`Delete my account`}</Button>
        </div>
      </Form>
    </section>
  );
}
