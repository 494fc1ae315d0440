import { Icon } from '../icon/Icon.tsx';
import styles from '../icon-link/icon-link.module.css';

export type SearchToggleProps = {
  /** Accessible name, e.g. "Search". */
  label: string;
  expanded: boolean;
  /** Receives the state the user asked for. */
  onToggle: (expanded: boolean) => void;
  /** Id of the search box it shows and hides. */
  controls?: string;
};

/** The mobile button that shows and hides the search box. */
export function SearchToggle({ label, expanded, onToggle, controls }: SearchToggleProps) {
  return (
    <button
      type="button"
      className={styles.iconControl}
      aria-label={label}
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={() => onToggle(!expanded)}
    >
      <Icon name="search" />
    </button>
  );
}
