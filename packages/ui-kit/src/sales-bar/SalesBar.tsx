import { Icon } from '../icon/Icon.tsx';
import { UiLink } from '../link/link-context.tsx';
import styles from './sales-bar.module.css';

export type SalesBarProps = {
  message: string;
  linkHref?: string;
  linkText?: string;
  /** Accessible name of the dismiss button (×); give it whenever `onDismiss` is given. */
  dismissLabel?: string;
  /** When present a dismiss button is shown; the storefront remembers the dismissal. */
  onDismiss?: () => void;
};

/** The promotional bar at the very top of the page. */
export function SalesBar({ message, linkHref, linkText, dismissLabel, onDismiss }: SalesBarProps) {
  return (
    <div className={styles.bar}>
      <p className={styles.text}>
        <span>{message}</span>
        {linkHref && linkText ? (
          <>
            {' '}
            <UiLink href={linkHref} className={styles.link}>
              {linkText}
            </UiLink>
          </>
        ) : null}
      </p>
      {onDismiss ? (
        <button type="button" className={styles.dismiss} aria-label={dismissLabel} onClick={onDismiss}>
          <Icon name="close" size={18} />
        </button>
      ) : null}
    </div>
  );
}
