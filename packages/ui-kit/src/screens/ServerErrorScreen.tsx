import { Button } from '../button/Button.tsx';
import { Icon } from '../icon/Icon.tsx';
import styles from './screens.module.css';

export type ServerErrorScreenProps = {
  title: string;
  message: string;
  contactTitle: string;
  phone?: string;
  /** Support hours, e.g. "Mo–Th 8:00–17:00". */
  hours?: string;
  email?: string;
  retryLabel: string;
  /** The storefront clears local and session storage and the login state, then reloads. */
  onRetry: () => void;
};

/** Shown when the server cannot be reached: an apology, contact details and a Retry button. */
export function ServerErrorScreen({
  title,
  message,
  contactTitle,
  phone,
  hours,
  email,
  retryLabel,
  onRetry,
}: ServerErrorScreenProps) {
  const hasContact = Boolean(phone || hours || email);
  return (
    <div className={styles.screen}>
      <div className={styles.card}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.message}>{message}</p>
        {hasContact ? (
          <div className={styles.contact}>
            <h2 className={styles.contactTitle}>{contactTitle}</h2>
            <ul className={styles.contactList}>
              {phone ? (
                <li>
                  <Icon name="phone" size={18} />
                  <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
                </li>
              ) : null}
              {hours ? <li className={styles.hours}>{hours}</li> : null}
              {email ? (
                <li>
                  <a href={`mailto:${email}`}>{email}</a>
                </li>
              ) : null}
            </ul>
          </div>
        ) : null}
        <Button onClick={onRetry}>
          <Icon name="retry" size={18} />
          {retryLabel}
        </Button>
      </div>
    </div>
  );
}
