// Name and email address in the account (issue 17). A new email address applies only once the link
// mailed to it has been followed; until then the account keeps the old one.
import { useLingui } from '@lingui/react/macro';
import { Button } from '@shop/ui-kit';
import { Form } from 'react-router';
import { TextField } from '../forms/TextField.tsx';
import { CurrentPasswordField } from './CurrentPasswordField.tsx';
import { useFieldMessage } from '../forms/use-field-messages.ts';
import formStyles from '../forms/forms.module.css';
import styles from './account.module.css';

export type FormOutcome = { errors: Record<string, string>; wrongPassword: boolean; values?: Record<string, string> };

export function ProfileSection(props: { firstname: string; lastname: string; email: string; name: FormOutcome | null; emailChange: FormOutcome | null; busy: boolean }) {
  const { firstname, lastname, email, name, emailChange, busy } = props;
  const { t } = useLingui();
  const message = useFieldMessage();
  const emailError = emailChange?.errors.email === 'email_exists' ? t`Email address already exists` : message(emailChange?.errors.email);
  return (
    <section className={styles.section} aria-labelledby="profile-title" id="profile">
      <h2 id="profile-title">{t`Name and email address`}</h2>
      <div className={styles.formPair}>
        <Form method="post" className={formStyles.form} noValidate aria-labelledby="name-form-title">
          <h3 id="name-form-title">{t`Change name`}</h3>
          <input type="hidden" name="intent" value="update-profile" />
          <TextField name="firstname" label={t`First name`} autoComplete="given-name" defaultValue={name?.values?.firstname ?? firstname} error={message(name?.errors.firstname)} required />
          <TextField name="lastname" label={t`Last name`} autoComplete="family-name" defaultValue={name?.values?.lastname ?? lastname} error={message(name?.errors.lastname)} required />
          <div>
            <Button type="submit" disabled={busy}>{t`Save name`}</Button>
          </div>
        </Form>
        <Form method="post" className={formStyles.form} noValidate aria-labelledby="email-form-title">
          <h3 id="email-form-title">{t`Change email address`}</h3>
          <p>{t`Your email address: ${email}. We send a link to the new address; it applies once you have confirmed it there.`}</p>
          <input type="hidden" name="intent" value="change-email" />
          <TextField name="email" type="email" label={t`New email address`} autoComplete="email" defaultValue={emailChange?.values?.email ?? ''} error={emailError} required />
          <CurrentPasswordField outcome={emailChange} />
          <div>
            <Button type="submit" disabled={busy}>{t`Send confirmation link`}</Button>
          </div>
        </Form>
      </div>
    </section>
  );
}
