import { useSyncExternalStore } from 'react';
import { Icon } from '../icon/Icon.tsx';
import styles from './footer.module.css';

export type ScrollToTopButtonProps = {
  /** Accessible name, e.g. "Back to top". */
  label: string;
  /** Scroll distance in px after which the button appears. */
  threshold?: number;
};

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Floating button that appears after scrolling down and scrolls smoothly back to the top. */
export function ScrollToTopButton({ label, threshold = 400 }: ScrollToTopButtonProps) {
  const visible = useSyncExternalStore(
    subscribe,
    () => window.scrollY > threshold,
    () => false,
  );
  if (!visible) return null;
  return (
    <button
      type="button"
      className={styles.toTop}
      aria-label={label}
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
    >
      <Icon name="arrow-up" />
    </button>
  );
}
