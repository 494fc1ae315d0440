import { useLingui } from '@lingui/react/macro';
import type { Address } from '@shop/contract';
import { Button } from '@shop/ui-kit';
import { Form, Link } from 'react-router';
import formStyles from '../forms/forms.module.css';
import { PostalAddress } from './PostalAddress.tsx';
import styles from './account.module.css';

/** The address book: each address with edit, set default and delete (not the default one). */
export function AddressesSection({ addresses, busy }: { addresses: Address[] | null; busy: boolean }) {
  const { t } = useLingui();
  return (
    <section className={styles.section} aria-labelledby="addresses-title" id="addresses">
      <h2 id="addresses-title">{t`My addresses`}</h2>
      {addresses === null ? (
        <p role="alert" className={formStyles.formError}>
          {t`An error occurred fetching addresses`}
        </p>
      ) : (
        <ul className={styles.cards}>
          {addresses.map((address) => (
            <li key={address.id} className={styles.card} aria-label={address.label}>
              <strong>{address.label}</strong>
              {address.is_default ? <span className={styles.badge}>{t`Default address`}</span> : null}
              <PostalAddress address={address} />
              <div className={styles.actions}>
                <Link to={`/account?address=${address.id}#address-form`} aria-label={t`Edit ${address.label}`}>
                  {t`Edit`}
                </Link>
                {address.is_default ? null : (
                  <>
                    <Form method="post">
                      <input type="hidden" name="intent" value="set-default" />
                      <input type="hidden" name="address_id" value={address.id} />
                      <Button type="submit" variant="secondary" disabled={busy} aria-label={t`Make ${address.label} the default address`}>
                        {t`Set as default`}
                      </Button>
                    </Form>
                    <Form method="post">
                      <input type="hidden" name="intent" value="delete-address" />
                      <input type="hidden" name="address_id" value={address.id} />
                      <Button type="submit" variant="secondary" disabled={busy} aria-label={t`Delete ${address.label}`}>
                        {t`Delete`}
                      </Button>
                    </Form>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/account?address=new#address-form">{t`Add address`}</Link>
      </p>
    </section>
  );
}
