import { useLingui } from '@lingui/react/macro';
import { Button } from '@shop/ui-kit';
import { Form } from 'react-router';
import { TextField } from '../forms/TextField.tsx';
import { useFieldMessage } from '../forms/use-field-messages.ts';
import formStyles from '../forms/forms.module.css';
import styles from './account.module.css';

/** Change the password: the current one, then the new one twice. */
export function PasswordSection({ errors, wrongPassword, busy }: { errors: Record<string, string>; wrongPassword: boolean; busy: boolean }) {
  const { t } = useLingui();
  const message = useFieldMessage();
  return (
    <section className={styles.section} aria-labelledby="password-title" id="password">
      <h2 id="password-title">{t`Change password`}</h2>
      {wrongPassword ? (
        <p role="alert" className={formStyles.formError}>
          {t`The current password is not correct.`}
        </p>
      ) : null}
      <Form method="post" className={formStyles.form} noValidate>
        <input type="hidden" name="intent" value="change-password" />
        <TextField name="current_password" type="password" label={t`Current password`} autoComplete="current-password" error={message(errors.current_password)} required />
        <TextField name="password" type="password" label={t`New password (at least 8 characters)`} autoComplete="new-password" error={message(errors.password)} required />
        <TextField name="password_confirm" type="password" label={t`Repeat new password`} autoComplete="new-password" error={message(errors.password_confirm)} required />
        <div>
          <Button type="submit" disabled={busy}>{t`Change password`}</Button>
        </div>
      </Form>
    </section>
  );
}
