import { Icon } from '../icon/Icon.tsx';
import styles from './review-badge.module.css';

const five = [0, 1, 2, 3, 4];

/** Five stars filled in proportion to `value` out of 5; decorative (the number is shown beside it). */
export function Stars({ value, size = 16 }: { value: number; size?: number }) {
  const percent = Math.min(100, Math.max(0, (value / 5) * 100));
  return (
    <span className={styles.stars} aria-hidden="true">
      <span className={styles.starsEmpty}>
        {five.map((i) => (
          <Icon key={i} name="star" size={size} />
        ))}
      </span>
      <span className={styles.starsFilled} style={{ width: `${percent}%` }}>
        {five.map((i) => (
          <Icon key={i} name="star" size={size} />
        ))}
      </span>
    </span>
  );
}
