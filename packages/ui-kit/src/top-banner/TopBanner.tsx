import type { ReactNode } from 'react';
import styles from './top-banner.module.css';

export type TopBannerProps = {
  /** The country header's banner text (e.g. free shipping, hotline). */
  text: string;
  /** Slot at the end of the bar, e.g. the country selector. */
  children?: ReactNode;
};

/** The country header: a thin bar with the text banner and an optional slot. */
export function TopBanner({ text, children }: TopBannerProps) {
  return (
    <div className={styles.banner}>
      <p className={styles.text}>{text}</p>
      {children ? <div className={styles.slot}>{children}</div> : null}
    </div>
  );
}
