import { Icon } from '../icon/Icon.tsx';
import { UiLink } from '../link/link-context.tsx';
import styles from './advent.module.css';

export type AdventProps = { href: string; text: string };

/** Full-width advent-calendar banner; shown below 1200 px (AdventLink takes over above). */
export function AdventBanner({ href, text }: AdventProps) {
  return (
    <UiLink href={href} className={styles.banner} data-advent="banner">
      <Icon name="star" size={18} />
      <span>{text}</span>
      <Icon name="chevron-right" size={18} />
    </UiLink>
  );
}

/** Header link to the advent calendar; shown from 1200 px (AdventBanner is used below). */
export function AdventLink({ href, text }: AdventProps) {
  return (
    <UiLink href={href} className={styles.link} data-advent="link">
      <Icon name="star" size={18} />
      <span>{text}</span>
    </UiLink>
  );
}
