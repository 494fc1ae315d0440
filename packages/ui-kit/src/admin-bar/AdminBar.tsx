import { Icon } from '../icon/Icon.tsx';
import { UiLink } from '../link/link-context.tsx';
import styles from './admin-bar.module.css';

export type AdminBarLink = { label: string; href: string };

export type AdminBarProps = {
  /** Name of the navigation landmark, e.g. "Administration". */
  label: string;
  links: AdminBarLink[];
  /** Edit link for what the page shows (category, product, content); it stands out. */
  editLink?: AdminBarLink;
};

/** Slim dark bar with shortcuts to the back office, for admins. Links open in the same tab. */
export function AdminBar({ label, links, editLink }: AdminBarProps) {
  return (
    <nav aria-label={label} className={styles.bar}>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.href}>
            <UiLink href={link.href} className={styles.link}>
              {link.label}
            </UiLink>
          </li>
        ))}
      </ul>
      {editLink ? (
        <UiLink href={editLink.href} className={styles.edit} data-edit-link="">
          <Icon name="chevron-right" size={14} />
          {editLink.label}
        </UiLink>
      ) : null}
    </nav>
  );
}
