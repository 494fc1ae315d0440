// The customer's title (spec section 5: title codes 1, 2, 5 and company).
import { useLingui } from '@lingui/react/macro';
import styles from './forms.module.css';

export function TitleSelect({ name = 'title_id', defaultValue }: { name?: string; defaultValue: string | undefined }) {
  const { t } = useLingui();
  return (
    <label className={styles.field}>
      <span>{t`Title`}</span>
      <select name={name} defaultValue={defaultValue ?? '1'}>
        <option value="1">{t`Mr`}</option>
        <option value="2">{t`Ms`}</option>
        <option value="5">{t`Association`}</option>
        <option value="3">{t`Company`}</option>
      </select>
    </label>
  );
}
