import type { ReactNode } from 'react';
import styles from './footer.module.css';

export type FooterSectionProps = {
  title: string;
  children?: ReactNode;
  /** Heading level of the title (2 by default). */
  headingLevel?: 2 | 3 | 4;
};

/** A titled column of the footer (contact, newsletter, support links…). */
export function FooterSection({ title, children, headingLevel = 2 }: FooterSectionProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.section}>
      <Heading className={styles.sectionTitle}>{title}</Heading>
      {children}
    </div>
  );
}
