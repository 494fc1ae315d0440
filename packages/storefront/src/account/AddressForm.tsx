// Add or edit an address (spec section 5: every field required, the phone by the country's rule,
// decision 019; postcode and phone checked for the
// shop's country; the state from the country's list). A plain POST form: it works before
// JavaScript has loaded, and after an error it shows the field's message and what was typed.
import { useLingui } from '@lingui/react/macro';
import type { Address, State } from '@shop/contract';
import { Button } from '@shop/ui-kit';
import { useEffect, useRef } from 'react';
import { Form, Link } from 'react-router';
import { PhoneField } from '../forms/PhoneField.tsx';
import { StateSelect } from '../forms/StateSelect.tsx';
import { TextField } from '../forms/TextField.tsx';
import { TitleSelect } from '../forms/TitleSelect.tsx';
import { useFieldMessage } from '../forms/use-field-messages.ts';
import formStyles from '../forms/forms.module.css';

type Props = {
  address: Address | null;
  states: State[];
  errors: Record<string, string>;
  /** What was typed before an error; wins over the stored address. */
  values: Record<string, string> | null;
  busy: boolean;
};

export function AddressForm({ address, states, errors, values, busy }: Props) {
  const { t } = useLingui();
  const message = useFieldMessage();
  const stored = (name: keyof Address): string | undefined => {
    const value = address?.[name];
    return value === null || value === undefined ? undefined : String(value);
  };
  const valueOf = (name: keyof Address) => (values ? (values[name] ?? '') : stored(name));
  const errorOf = (name: string) => message(errors[name]);
  // Opened from "Add address" or "Edit": the keyboard and the screen reader continue at the form
  // (the page has jumped to it); after a refused save the field messages speak for themselves.
  const heading = useRef<HTMLHeadingElement>(null);
  const opened = Object.keys(errors).length === 0;
  useEffect(() => {
    if (opened) heading.current?.focus({ preventScroll: true });
  }, [opened, address?.id]);
  const field = (name: keyof Address & string, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField name={name} label={label} error={errorOf(name)} defaultValue={valueOf(name)} {...extra} />
  );
  return (
    <Form method="post" className={formStyles.form} noValidate aria-labelledby="address-form-title" id="address-form">
      <h2 id="address-form-title" ref={heading} tabIndex={-1}>
        {address ? t`Edit address` : t`Add address`}
      </h2>
      <input type="hidden" name="intent" value="save-address" />
      {address ? <input type="hidden" name="address_id" value={address.id} /> : null}
      {field('label', t`Name of the address (e.g. Home)`, { required: true })}
      <TitleSelect defaultValue={valueOf('title_id')} />
      {field('firstname', t`First name`, { autoComplete: 'given-name', required: true })}
      {field('lastname', t`Last name`, { autoComplete: 'family-name', required: true })}
      {field('company', t`Company (optional)`, { autoComplete: 'organization' })}
      {field('street', t`Street`, { autoComplete: 'address-line1', required: true })}
      {field('street_number', t`House number`, { required: true })}
      {field('address_extra', t`Address line 2 (optional)`, { autoComplete: 'address-line2' })}
      {field('zipcode', t`Postal code`, { autoComplete: 'postal-code', inputMode: 'numeric', required: true })}
      {field('city', t`City`, { autoComplete: 'address-level2', required: true })}
      <StateSelect name="state_id" states={states} defaultValue={valueOf('state_id')} error={errorOf('state_id')} />
      <PhoneField name="phone" autoComplete="tel" error={errorOf('phone')} defaultValue={valueOf('phone')} />
      <label>
        <input type="checkbox" name="is_default" defaultChecked={values ? values.is_default === 'on' : (address?.is_default ?? false)} />{' '}
        {t`Use as default address`}
      </label>
      <div>
        <Button type="submit" disabled={busy}>{t`Save address`}</Button> <Link to="/account#addresses">{t`Cancel`}</Link>
      </div>
    </Form>
  );
}
