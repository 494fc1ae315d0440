import styles from './footer.module.css';

export type CopyrightProps = { text: string };

/** The copyright line at the bottom of the footer. */
export function Copyright({ text }: CopyrightProps) {
  return (
    <p className={styles.copyright}>
      <small>{text}</small>
    </p>
  );
}
