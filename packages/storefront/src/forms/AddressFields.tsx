// The fields of a postal address in the shop's country (spec section 5: all required), named
// '{prefix}.street' and so on, with the state list from the back office.
import { useLingui } from '@lingui/react/macro';
import { TextField } from './TextField.tsx';
import styles from './forms.module.css';

export type AddressFieldsProps = {
  prefix: string;
  legend: string;
  states: readonly { id: number; title: string }[];
  errorOf: (name: string) => string | undefined;
  valueOf: (name: string) => string | undefined;
  onStateChange?: (stateId: string) => void;
};

export function AddressFields({ prefix, legend, states, errorOf, valueOf, onStateChange }: AddressFieldsProps) {
  const { t } = useLingui();
  const name = (field: string) => `${prefix}.${field}`;
  const field = (key: string) => ({ name: name(key), error: errorOf(name(key)), defaultValue: valueOf(name(key)) });
  const section = prefix === 'delivery' ? 'shipping' : 'billing';
  const stateError = errorOf(name('state_id'));
  return (
    <fieldset className={styles.fieldset}>
      <legend>{legend}</legend>
      <TextField {...field('firstname')} label={t`First name`} autoComplete={`${section} given-name`} required />
      <TextField {...field('lastname')} label={t`Last name`} autoComplete={`${section} family-name`} required />
      <TextField {...field('company')} label={t`Company (optional)`} autoComplete={`${section} organization`} />
      <TextField {...field('street')} label={t`Street`} autoComplete={`${section} address-line1`} required />
      <TextField {...field('street_number')} label={t`House number`} required />
      <TextField {...field('zipcode')} label={t`Postal code`} autoComplete={`${section} postal-code`} inputMode="numeric" required />
      <TextField {...field('city')} label={t`City`} autoComplete={`${section} address-level2`} required />
      <label className={styles.field}>
        <span>
          {t`State`}
          <span aria-hidden="true"> *</span>
        </span>
        <select
          name={name('state_id')}
          defaultValue={valueOf(name('state_id')) ?? ''}
          aria-invalid={stateError ? true : undefined}
          aria-describedby={stateError ? `${prefix}-state-error` : undefined}
          onChange={(event) => onStateChange?.(event.target.value)}
          required
        >
          <option value="">{t`Please choose`}</option>
          {states.map((state) => (
            <option key={state.id} value={state.id}>
              {state.title}
            </option>
          ))}
        </select>
        {stateError ? (
          <span id={`${prefix}-state-error`} className={styles.error}>
            {stateError}
          </span>
        ) : null}
      </label>
      <TextField {...field('phone')} type="tel" label={t`Phone`} autoComplete={`${section} tel`} required />
    </fieldset>
  );
}
