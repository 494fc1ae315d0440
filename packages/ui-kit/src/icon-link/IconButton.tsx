import type { MouseEventHandler } from 'react';
import { Icon } from '../icon/Icon.tsx';
import type { IconName } from '../icon/icons.tsx';
import styles from './icon-link.module.css';

export type IconButtonProps = {
  icon: IconName;
  /** Accessible name. */
  label: string;
  onClick: MouseEventHandler<HTMLButtonElement>;
  /** Tooltip, e.g. 'Error loading data' on the retry icon. */
  title?: string;
};

/** A button showing only an icon. */
export function IconButton({ icon, label, onClick, title }: IconButtonProps) {
  return (
    <button type="button" className={styles.iconControl} aria-label={label} title={title} onClick={onClick}>
      <Icon name={icon} />
    </button>
  );
}
