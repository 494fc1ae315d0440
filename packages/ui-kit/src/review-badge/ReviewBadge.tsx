import { useId, useRef, useState } from 'react';
import { useDismiss } from '../dropdown/useDismiss.ts';
import { Icon } from '../icon/Icon.tsx';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden.tsx';
import { Stars } from './Stars.tsx';
import styles from './review-badge.module.css';

export type ReviewBadgeProps = {
  ratingValue: number;
  reviewPageHref: string;
  /** E.g. "Customer reviews"; heading of the panel and part of the badge's name. */
  title: string;
  /** The count with its noun in the language's plural form, e.g. "1 Bewertung", "20 de recenzii". */
  countText: string;
  /** Accessible name of the × shown on narrow screens. */
  closeLabel: string;
  /** Shown on narrow screens when given; the storefront remembers it for the session. */
  onClose?: () => void;
  /** Text of the link to the review page (defaults to `title`). */
  linkLabel?: string;
  /** Locale for the numbers, e.g. "de-DE"; without it "4.8" and "1234". */
  locale?: string;
};

function formatValue(value: number, locale?: string): string {
  return locale
    ? new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value)
    : value.toFixed(1);
}

/**
 * A small floating badge (stars and value) for the third-party review score. Clicking it opens a
 * panel with details and a link to the review page; the panel closes when the mouse leaves.
 */
export function ReviewBadge({
  ratingValue,
  reviewPageHref,
  title,
  countText,
  closeLabel,
  onClose,
  linkLabel,
  locale,
}: ReviewBadgeProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const value = formatValue(ratingValue, locale);

  useDismiss(rootRef, open, (reason) => {
    setOpen(false);
    if (reason === 'escape') buttonRef.current?.focus();
  });

  return (
    <div ref={rootRef} className={styles.root} onMouseLeave={() => setOpen(false)}>
      <div className={styles.badgeRow}>
        <button
          ref={buttonRef}
          type="button"
          className={styles.badge}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((isOpen) => !isOpen)}
        >
          <VisuallyHidden>{title}</VisuallyHidden> <Stars value={ratingValue} />{' '}
          <span className={styles.value}>
            {value}
            <VisuallyHidden>/5</VisuallyHidden>
          </span>
        </button>
        {onClose ? (
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
            <Icon name="close" size={14} />
          </button>
        ) : null}
      </div>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <p className={styles.panelTitle}>{title}</p>
        <p className={styles.panelScore}>
          <Stars value={ratingValue} size={20} />
          <span>
            <strong>{value}</strong> / 5
          </span>
        </p>
        <p className={styles.panelCount}>{countText}</p>
        <a href={reviewPageHref} className={styles.panelLink} target="_blank" rel="noopener noreferrer">
          {linkLabel ?? title}
          <Icon name="chevron-right" size={16} />
        </a>
      </div>
    </div>
  );
}
