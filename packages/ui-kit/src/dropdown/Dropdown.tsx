import { useEffect, useEffectEvent, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../internal/cx.ts';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden.tsx';
import styles from './dropdown.module.css';
import { useDismiss } from './useDismiss.ts';

export type DropdownProps = {
  /** Content of the toggle button (icon, count badge…). */
  trigger: ReactNode;
  /** Accessible name of the toggle button, read before the trigger content. */
  triggerLabel: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Panel content; rendered only while open. */
  children?: ReactNode;
  /** Which edge of the button the panel lines up with. */
  align?: 'start' | 'end';
  className?: string;
};

/** Announced on the document when a dropdown opens: any other open dropdown closes. */
const OPENED = 'ui-kit:dropdown-opened';

/**
 * A disclosure: a button and the panel it controls (account and cart dropdowns). Closes on a
 * pointer press outside, on Escape (focus back to the button) and when another dropdown opens
 * (a keyboard user who goes on to the next one never has two panels on top of each other).
 */
export function Dropdown({
  trigger,
  triggerLabel,
  open,
  onOpenChange,
  children,
  align = 'start',
  className,
}: DropdownProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useDismiss(rootRef, open, (reason) => {
    onOpenChange(false);
    if (reason === 'escape') buttonRef.current?.focus();
  });

  const closeForAnother = useEffectEvent((event: Event) => {
    if ((event as CustomEvent<string>).detail !== panelId) onOpenChange(false);
  });
  useEffect(() => {
    if (!open) return undefined;
    document.dispatchEvent(new CustomEvent(OPENED, { detail: panelId }));
    document.addEventListener(OPENED, closeForAnother);
    return () => document.removeEventListener(OPENED, closeForAnother);
  }, [open, panelId]);

  return (
    <div ref={rootRef} className={cx(styles.root, className)}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          // Others close in the same render as this one opens, so two panels never show at once
          // (the effect below also announces opens that do not come from this button).
          if (!open) document.dispatchEvent(new CustomEvent(OPENED, { detail: panelId }));
          onOpenChange(!open);
        }}
      >
        <VisuallyHidden>{triggerLabel}</VisuallyHidden> {trigger}
      </button>
      <div id={panelId} className={cx(styles.panel, align === 'end' && styles.end)} hidden={!open}>
        {open ? children : null}
      </div>
    </div>
  );
}
