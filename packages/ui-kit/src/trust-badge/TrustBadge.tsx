import { VisuallyHidden } from '../visually-hidden/VisuallyHidden.tsx';
import styles from './trust-badge.module.css';

export type TrustBadgeProps = {
  /** The provider's page for this shop (its certificate or its reviews). */
  href: string;
  /** The provider's name as it brands its seal, e.g. "Trusted Shops" or "ShopVote". */
  provider: string;
  /** What the provider certifies or counts, e.g. "Zertifikat ansehen" or "4,7 von 5 Sternen (1.234 Bewertungen)". */
  detail: string;
  /** Read after the text: the link opens in a new tab. */
  newTabLabel: string;
};

/**
 * A provider's seal in the footer: the provider's name and what it vouches for, linking to the
 * provider's page for this shop. Never a shield of our own: a seal the provider did not issue
 * would mislead (issue 17). Its name is its visible text, so speech input finds it.
 */
export function TrustBadge({ href, provider, detail, newTabLabel }: TrustBadgeProps) {
  return (
    <a href={href} className={styles.badge} target="_blank" rel="noopener noreferrer">
      <span className={styles.provider}>{provider}</span> <span className={styles.detail}>{detail}</span> <VisuallyHidden>{newTabLabel}</VisuallyHidden>
    </a>
  );
}
