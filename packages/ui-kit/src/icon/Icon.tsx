import { useId } from 'react';
import { cx } from '../internal/cx.ts';
import styles from './icon.module.css';
import { iconShapes } from './icons.tsx';
import type { IconName } from './icons.tsx';

export type IconProps = {
  name: IconName;
  /** Accessible name; without it the icon is decorative and hidden from assistive technology. */
  title?: string;
  /** Width and height in CSS pixels. */
  size?: number;
  className?: string;
};

/** An inline SVG icon drawn in the current text colour. */
export function Icon({ name, title, size = 24, className }: IconProps) {
  const titleId = useId();
  const a11y = title
    ? ({ role: 'img', 'aria-labelledby': titleId } as const)
    : ({ 'aria-hidden': true, focusable: 'false' } as const);
  return (
    <svg
      className={cx(styles.icon, className)}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      data-icon={name}
      {...a11y}
    >
      {title ? <title id={titleId}>{title}</title> : null}
      {iconShapes[name]}
    </svg>
  );
}
