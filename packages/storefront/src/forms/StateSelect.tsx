// The state (Bundesland, județ) of an address, from the list the back office keeps per country.
import { useLingui } from '@lingui/react/macro';
import { useId, useMemo } from 'react';
import country from '../country/current-country.ts';
import { inLanguageOrder } from './state-order.ts';
import styles from './forms.module.css';

export type StateSelectProps = {
  name: string;
  states: readonly { id: number; title: string }[];
  defaultValue: string | undefined;
  error: string | undefined;
  onChange?: (stateId: string) => void;
};

export function StateSelect({ name, states, defaultValue, error, onChange }: StateSelectProps) {
  const { t } = useLingui();
  const errorId = useId();
  const ordered = useMemo(() => inLanguageOrder(states, country.locale.replace('_', '-')), [states]);
  return (
    <label className={styles.field}>
      <span>
        {t`State`}
        <span aria-hidden="true"> *</span>
      </span>
      <select
        name={name}
        defaultValue={defaultValue ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange?.(event.target.value)}
        required
      >
        <option value="">{t`Please choose`}</option>
        {ordered.map((state) => (
          <option key={state.id} value={state.id}>
            {state.title}
          </option>
        ))}
      </select>
      {error ? (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      ) : null}
    </label>
  );
}
