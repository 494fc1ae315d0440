import { Button } from '../button/Button.tsx';
import styles from './screens.module.css';

export type FallbackScreenProps = {
  title: string;
  message: string;
  reloadLabel: string;
  /** Replaces the default page reload (for tests and stories). */
  onReload?: () => void;
};

/** Shown when rendering fails: a short message and a button that reloads the page. */
export function FallbackScreen({ title, message, reloadLabel, onReload }: FallbackScreenProps) {
  return (
    <div className={styles.screen}>
      <div className={styles.card}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.message}>{message}</p>
        <Button onClick={() => (onReload ? onReload() : window.location.reload())}>{reloadLabel}</Button>
      </div>
    </div>
  );
}
