import { cx } from '../internal/cx.ts';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden.tsx';
import styles from './count-badge.module.css';

export type CountBadgeProps = {
  /** What the bubble shows, already formatted (e.g. "3", "120", "2k"). */
  text: string | number;
  /** Smaller font for long counts (the storefront passes pricing-vat's `smallFont`, true above 99). */
  small?: boolean;
  /** What a screen reader hears instead, e.g. "3 items in cart". */
  label: string;
  className?: string;
};

/** The count bubble on the cart icon. */
export function CountBadge({ text, small = false, label, className }: CountBadgeProps) {
  return (
    <span className={cx(styles.badge, small && styles.small, className)} data-small={small || undefined}>
      <span aria-hidden="true">{text}</span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
