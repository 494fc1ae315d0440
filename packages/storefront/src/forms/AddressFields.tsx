// The fields of a postal address in the shop's country (spec section 5: all required, the phone by
// the country's rule or for freight, decision 019), named
// '{prefix}.street' and so on, with the state list from the back office.
import { useLingui } from '@lingui/react/macro';
import { PhoneField } from './PhoneField.tsx';
import { StateSelect } from './StateSelect.tsx';
import { TextField } from './TextField.tsx';
import styles from './forms.module.css';

export type AddressFieldsProps = {
  prefix: string;
  legend: string;
  states: readonly { id: number; title: string }[];
  errorOf: (name: string) => string | undefined;
  valueOf: (name: string) => string | undefined;
  onStateChange?: (stateId: string) => void;
  /** The cart holds freight items: the phone is required (for the delivery address). */
  freight?: boolean;
};

export function AddressFields({ prefix, legend, states, errorOf, valueOf, onStateChange, freight = false }: AddressFieldsProps) {
  const { t } = useLingui();
  const name = (field: string) => `${prefix}.${field}`;
  const field = (key: string) => ({ name: name(key), error: errorOf(name(key)), defaultValue: valueOf(name(key)) });
  const section = prefix === 'delivery' ? 'shipping' : 'billing';
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
      <StateSelect name={name('state_id')} states={states} defaultValue={valueOf(name('state_id'))} error={errorOf(name('state_id'))} {...(onStateChange ? { onChange: onStateChange } : {})} />
      <PhoneField {...field('phone')} autoComplete={`${section} tel`} freight={freight} />
    </fieldset>
  );
}
