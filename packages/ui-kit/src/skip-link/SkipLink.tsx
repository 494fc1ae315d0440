import styles from './skip-link.module.css';

export type SkipLinkProps = {
  /** Target of the jump (the main content's id). */
  href?: string;
  /** E.g. "Skip to content". */
  label: string;
};

/** The first link on the page: hidden until it receives keyboard focus. */
export function SkipLink({ href = '#main', label }: SkipLinkProps) {
  return (
    <a href={href} className={styles.skip}>
      {label}
    </a>
  );
}
