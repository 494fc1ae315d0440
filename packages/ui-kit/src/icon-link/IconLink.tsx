import type { ReactNode } from 'react';
import { Icon } from '../icon/Icon.tsx';
import type { IconName } from '../icon/icons.tsx';
import { UiLink } from '../link/link-context.tsx';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden.tsx';
import styles from './icon-link.module.css';

export type IconLinkProps = {
  href: string;
  icon: IconName;
  /** Accessible name; visually hidden. */
  label: string;
  /** E.g. a CountBadge. */
  badge?: ReactNode;
};

/** A header icon that is a link (account, cart, phone). */
export function IconLink({ href, icon, label, badge }: IconLinkProps) {
  return (
    <UiLink href={href} className={styles.iconControl}>
      <Icon name={icon} />
      <VisuallyHidden>{label}</VisuallyHidden>
      {badge ? ' ' : null}
      {badge ? <span className={styles.badge}>{badge}</span> : null}
    </UiLink>
  );
}
