import { Icon } from '../icon/Icon.tsx';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden.tsx';
import styles from './footer.module.css';

export type SocialNetwork = 'facebook' | 'instagram' | 'youtube' | 'tiktok';

export type SocialLink = { network: SocialNetwork; href: string; label: string };

export type SocialLinksProps = {
  links: SocialLink[];
  /** Accessible name of the list, e.g. "Follow us". */
  label?: string;
};

/** Round icon links to the shop's social media pages (open in a new tab). */
export function SocialLinks({ links, label }: SocialLinksProps) {
  return (
    <ul className={styles.social} aria-label={label}>
      {links.map((link) => (
        <li key={link.network}>
          <a
            href={link.href}
            className={styles.socialLink}
            data-network={link.network}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Icon name={link.network} size={22} />
            <VisuallyHidden>{link.label}</VisuallyHidden>
          </a>
        </li>
      ))}
    </ul>
  );
}
