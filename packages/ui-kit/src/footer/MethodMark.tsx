import { useId } from 'react';
import type { ReactNode } from 'react';
import styles from './footer.module.css';

/** A 64 x 40 card holding one of our drawn payment or delivery marks, named by `label`. */
export function MethodMark({ label, name, children }: { label: string; name: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <svg
      className={styles.mark}
      role="img"
      aria-labelledby={titleId}
      viewBox="0 0 64 40"
      width="64"
      height="40"
      data-method={name}
    >
      <title id={titleId}>{label}</title>
      <rect x="0.5" y="0.5" width="63" height="39" rx="5" fill="#fff" stroke="#d5dbe3" />
      {children}
    </svg>
  );
}

export const markFont = 'Arial, Helvetica, sans-serif';
