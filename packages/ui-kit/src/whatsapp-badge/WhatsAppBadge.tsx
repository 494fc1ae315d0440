import { Icon } from '../icon/Icon.tsx';
import styles from './whatsapp-badge.module.css';

export type WhatsAppBadgeProps = {
  /** The WhatsApp chat address, e.g. "https://wa.me/40700000000". */
  href: string;
  /** Accessible name, e.g. "Chat with us on WhatsApp". */
  label: string;
};

/** Floating round button at the bottom left that opens a WhatsApp chat (Romania). */
export function WhatsAppBadge({ href, label }: WhatsAppBadgeProps) {
  return (
    <a href={href} className={styles.badge} aria-label={label} target="_blank" rel="noopener noreferrer">
      <Icon name="whatsapp" size={30} />
    </a>
  );
}
