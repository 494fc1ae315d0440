import type { HTMLAttributes } from 'react';
import styles from './visually-hidden.module.css';

export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>;

/** Text for screen readers only: present in the accessibility tree, not drawn on screen. */
export function VisuallyHidden({ className, ...rest }: VisuallyHiddenProps) {
  return <span className={[styles.hidden, className].filter(Boolean).join(' ')} {...rest} />;
}
