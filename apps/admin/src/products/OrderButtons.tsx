// Move up, move down and remove for one item of an ordered list in the editor (photos,
// documents); the item's name goes along for screen readers.
import { useLingui } from '@lingui/react/macro';
import styles from '../components/admin.module.css';
import own from './products.module.css';

export function OrderButtons({ index, count, name, move, remove }: { index: number; count: number; name: string; move: (from: number, to: number) => void; remove: (index: number) => void }) {
  const { t } = useLingui();
  const suffix = <span className={styles.visuallyHidden}>{` (${name})`}</span>;
  return (
    <div className={own.photoActions}>
      <button type="button" className={styles.button} disabled={index === 0} onClick={() => move(index, index - 1)}>
        {t`Move up`}
        {suffix}
      </button>
      <button type="button" className={styles.button} disabled={index === count - 1} onClick={() => move(index, index + 1)}>
        {t`Move down`}
        {suffix}
      </button>
      <button type="button" className={styles.danger} onClick={() => remove(index)}>
        {t`Remove`}
        {suffix}
      </button>
    </div>
  );
}
