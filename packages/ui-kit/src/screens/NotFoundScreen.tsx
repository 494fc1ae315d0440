import type { CSSProperties } from 'react';
import buttonStyles from '../button/button.module.css';
import { cx } from '../internal/cx.ts';
import { UiLink } from '../link/link-context.tsx';
import styles from './screens.module.css';

export type NotFoundScreenProps = {
  title: string;
  message: string;
  homeHref: string;
  homeLabel: string;
};

export const RAINDROP_COUNT = 40;

/* Fixed pseudo-random placement, identical on server and client (no hydration mismatch). */
const raindrops: CSSProperties[] = Array.from(
  { length: RAINDROP_COUNT },
  (_, i) =>
    ({
      left: `${((i * 37 + 11) % 100) + 0.5}%`,
      // Negative delays: the rain is already falling on first paint.
      animationDelay: `-${(((i * 53) % 40) / 20).toFixed(2)}s`,
      animationDuration: `${(0.9 + ((i * 29) % 10) / 10).toFixed(2)}s`,
      height: `${12 + ((i * 17) % 14)}px`,
      opacity: 0.25 + ((i * 13) % 5) / 10,
      // Where a drop rests when motion is reduced.
      '--drop-rest': `${5 + ((i * 41) % 85)}%`,
    }) as CSSProperties,
);

/** The not-found screen: a centred message and a way home, with falling raindrops behind it. */
export function NotFoundScreen({ title, message, homeHref, homeLabel }: NotFoundScreenProps) {
  return (
    <div className={cx(styles.screen, styles.notFound)}>
      <div className={styles.rain} aria-hidden="true">
        {raindrops.map((style, i) => (
          <span key={i} className={styles.drop} style={style} data-raindrop="" />
        ))}
      </div>
      <div className={styles.card}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.message}>{message}</p>
        <UiLink href={homeHref} className={cx(buttonStyles.button, buttonStyles.primary)}>
          {homeLabel}
        </UiLink>
      </div>
    </div>
  );
}
