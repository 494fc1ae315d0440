import { UiLink } from '../link/link-context.tsx';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden.tsx';
import styles from './footer.module.css';

export type FooterLink = {
  label: string;
  href: string;
  /** Another site: opens in a new tab. */
  external?: boolean;
};

export type LinkListProps = {
  links: FooterLink[];
  /** Read after external links, e.g. "(opens in a new tab)". */
  newTabLabel?: string;
};

/** A plain list of footer links; internal ones go through the provided link component. */
export function LinkList({ links, newTabLabel }: LinkListProps) {
  return (
    <ul className={styles.linkList}>
      {links.map((link) => (
        <li key={`${link.href}|${link.label}`}>
          {link.external ? (
            <a href={link.href} className={styles.link} target="_blank" rel="noopener noreferrer">
              {link.label}
              {newTabLabel ? (
                <>
                  {' '}
                  <VisuallyHidden>{newTabLabel}</VisuallyHidden>
                </>
              ) : null}
            </a>
          ) : (
            <UiLink href={link.href} className={styles.link}>
              {link.label}
            </UiLink>
          )}
        </li>
      ))}
    </ul>
  );
}
