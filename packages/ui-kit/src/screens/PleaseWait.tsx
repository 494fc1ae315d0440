import styles from './screens.module.css';

export type PleaseWaitProps = { text: string };

/** A polite live region with a spinner, e.g. 'Please wait...' while a path is resolved. */
export function PleaseWait({ text }: PleaseWaitProps) {
  return (
    <div role="status" aria-live="polite" className={styles.wait}>
      <span className={styles.spinner} aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}
