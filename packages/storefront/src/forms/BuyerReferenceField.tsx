import { useLingui } from '@lingui/react/macro';
import { TextField } from './TextField.tsx';

/** A company's reference for its invoices (BT-10 of its e-invoices; a Leitweg-ID for an authority), at registration and at the company checkout. */
export function BuyerReferenceField(props: { name: string; error: string | undefined; defaultValue: string | undefined }) {
  const { t } = useLingui();
  return (
    <TextField
      name={props.name}
      label={t`Your reference for invoices (optional)`}
      hint={t`Printed on every invoice, e.g. an order number or, for a public authority, its Leitweg-ID.`}
      error={props.error}
      defaultValue={props.defaultValue}
    />
  );
}
