// The offer on /order-placed after a guest order: one password field makes the guest a customer,
// and the order is in the new account.
import { useLingui } from '@lingui/react/macro';
import { Button } from '@shop/ui-kit';
import { Form, Link } from 'react-router';
import { TextField } from '../forms/TextField.tsx';
import { useFieldMessage } from '../forms/use-field-messages.ts';
import formStyles from '../forms/forms.module.css';
import styles from './order-placed.module.css';

export function GuestAccountOffer(props: { email: string; errors: Record<string, string>; refused: boolean; busy: boolean }) {
  const { email, errors, refused, busy } = props;
  const { t } = useLingui();
  const message = useFieldMessage();
  return (
    <section className={styles.accountOffer} aria-labelledby="account-offer-title">
      <h2 id="account-offer-title">{t`Create an account`}</h2>
      <p>{t`Choose a password and your order is in your account: you can follow it, and the next order goes faster. Your email address: ${email}`}</p>
      {refused ? (
        <p role="alert" className={formStyles.formError}>
          {t`An account cannot be created here for this order. Please set a password through password recovery.`}{' '}
          <Link to="/forgot-password">{t`Forgot your password?`}</Link>
        </p>
      ) : null}
      <Form method="post" className={formStyles.form} noValidate>
        <input type="hidden" name="intent" value="create-account" />
        <TextField name="password" type="password" label={t`Password (at least 8 characters)`} autoComplete="new-password" error={message(errors.password)} required />
        <div>
          <Button type="submit" disabled={busy}>{t`Create an account`}</Button>
        </div>
      </Form>
    </section>
  );
}
