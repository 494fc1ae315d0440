// The phone of an address: required only by the shop country's rule (Romania) or for freight
// (decision 019); otherwise marked optional.
import { useLingui } from '@lingui/react/macro';
import country from '../country/current-country.ts';
import { TextField } from './TextField.tsx';

type PhoneFieldProps = {
  name: string;
  autoComplete: string;
  error: string | undefined;
  defaultValue: string | undefined;
  /** The cart holds freight items: the delivery needs a phone in every country. */
  freight?: boolean;
};

export function PhoneField({ freight = false, ...field }: PhoneFieldProps) {
  const { t } = useLingui();
  const required = country.phoneRequired || freight;
  return <TextField {...field} type="tel" label={required ? t`Phone` : t`Phone (optional)`} required={required} />;
}
