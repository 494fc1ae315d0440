import { Icon } from '../icon/Icon.tsx';
import styles from './trust-badge.module.css';

export type TrustBadgeProps = {
  /** Accessible name, e.g. "Trusted Shops certificate, opens the certificate". */
  label: string;
  /** Certificate page; without it the badge is not a link. */
  href?: string;
  /** The short text inside the frame, e.g. "Trusted Shops". */
  text: string;
};

/** A small framed trust mark with a shield. */
export function TrustBadge({ label, href, text }: TrustBadgeProps) {
  const content = (
    <>
      <Icon name="shield" size={22} className={styles.icon} />
      <span className={styles.text}>{text}</span>
    </>
  );
  return href ? (
    <a href={href} className={styles.badge} aria-label={label} target="_blank" rel="noopener noreferrer">
      {content}
    </a>
  ) : (
    <span className={styles.badge} role="img" aria-label={label}>
      {content}
    </span>
  );
}
