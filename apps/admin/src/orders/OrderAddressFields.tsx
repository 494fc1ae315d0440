// The fields of an order's copy of an address (issue 34's invoice correction, issue 36's delivery
// address): company, names, street and number, a second line, postcode and city. The country and the
// region are not asked: they stay the order's.
import { useLingui } from '@lingui/react/macro';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { TextField } from '../components/fields.tsx';
import local from './orders.module.css';

export type OrderAddressValues = { company: string; firstname: string; lastname: string; street: string; street_number: string; address_extra: string; zipcode: string; city: string };

/** The address fields' rules, in the admin's language. */
export function useOrderAddressSchema() {
  const { t } = useLingui();
  const required = z.string().trim().min(1, { error: t`Please fill in this field.` });
  const upTo100 = z.string().trim().max(100, { error: t`At most 100 characters.` });
  return z.object({ company: upTo100, firstname: required, lastname: required, street: required, street_number: required, address_extra: upTo100, zipcode: required, city: required });
}

/** The form's starting values from the order's copy of the address. */
export function orderAddressValues(address: { company: string | null; firstname: string; lastname: string; street: string; street_number: string; address_extra: string | null; zipcode: string; city: string }): OrderAddressValues {
  return {
    company: address.company ?? '',
    firstname: address.firstname,
    lastname: address.lastname,
    street: address.street,
    street_number: address.street_number,
    address_extra: address.address_extra ?? '',
    zipcode: address.zipcode,
    city: address.city,
  };
}

type AddressForm = UseFormReturn<{ address: OrderAddressValues & { phone?: string } }>;

export function OrderAddressFields<T extends FieldValues>({ form: anyForm, message, phone = false }: { form: UseFormReturn<T>; message: (text: string | undefined) => string | undefined; phone?: boolean }) {
  const { t } = useLingui();
  // The form holds `address` (OrderAddressValues) among its values.
  const form = anyForm as unknown as AddressForm;
  const errors = form.formState.errors.address;
  return (
    <>
      <TextField label={t`Company`} autoComplete="off" error={message(errors?.company?.message)} {...form.register('address.company')} />
      <div className={local.pair}>
        <TextField label={t`First name`} autoComplete="off" error={message(errors?.firstname?.message)} {...form.register('address.firstname')} />
        <TextField label={t`Last name`} autoComplete="off" error={message(errors?.lastname?.message)} {...form.register('address.lastname')} />
      </div>
      <div className={local.pair}>
        <TextField label={t`Street`} autoComplete="off" error={message(errors?.street?.message)} {...form.register('address.street')} />
        <TextField label={t`House number`} autoComplete="off" error={message(errors?.street_number?.message)} {...form.register('address.street_number')} />
      </div>
      <TextField label={t`Address line 2`} autoComplete="off" error={message(errors?.address_extra?.message)} {...form.register('address.address_extra')} />
      <div className={local.pair}>
        <TextField label={t`Postcode`} autoComplete="off" error={message(errors?.zipcode?.message)} {...form.register('address.zipcode')} />
        <TextField label={t`City`} autoComplete="off" error={message(errors?.city?.message)} {...form.register('address.city')} />
      </div>
      {phone ? <TextField label={t`Phone`} type="tel" autoComplete="off" error={message(errors?.phone?.message)} {...form.register('address.phone')} /> : null}
    </>
  );
}
