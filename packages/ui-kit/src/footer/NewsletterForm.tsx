import { useId } from 'react';
import type { FormEventHandler } from 'react';
import styles from './footer.module.css';

export type NewsletterFormProps = {
  /** Where the form goes, e.g. "/newsletter": the browser submits `action?email=<encoded address>`. */
  action: string;
  method?: 'get' | 'post';
  label: string;
  placeholder: string;
  submitLabel: string;
  defaultEmail?: string;
  /** Optional client-side handling (e.g. router navigation); without it the browser submits. */
  onSubmit?: FormEventHandler<HTMLFormElement>;
};

/** The footer newsletter sign-up: a real form, so it works before JavaScript has loaded. */
export function NewsletterForm({
  action,
  method = 'get',
  label,
  placeholder,
  submitLabel,
  defaultEmail,
  onSubmit,
}: NewsletterFormProps) {
  const inputId = useId();
  return (
    <form action={action} method={method} className={styles.newsletter} onSubmit={onSubmit}>
      <label htmlFor={inputId} className={styles.newsletterLabel}>
        {label}
      </label>
      <div className={styles.newsletterRow}>
        <input
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          inputMode="email"
          placeholder={placeholder}
          defaultValue={defaultEmail}
          className={styles.newsletterInput}
        />
        <button type="submit" className={styles.newsletterSubmit}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
