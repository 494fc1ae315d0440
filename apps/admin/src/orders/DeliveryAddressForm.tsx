// Setting the delivery address right before the order ships (issue 36): a typo in the street, another
// name at the door. The country and the region stay (they set the delivery cost). Opened by a button,
// filled in with the order's copy of the address; the change lands on the timeline with the reason.
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { adminCalls, type OrderAdminDetail } from '@shop/contract/admin';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { adminCall } from '../api/admin-client.ts';
import { TextField } from '../components/fields.tsx';
import styles from '../components/admin.module.css';
import { FormProblem, useStepDone, useStepFailure } from './order-steps.tsx';
import { OrderAddressFields, orderAddressValues, useOrderAddressSchema, type OrderAddressValues } from './OrderAddressFields.tsx';
import local from './orders.module.css';

type Values = { reason: string; address: OrderAddressValues & { phone: string } };

export function DeliveryAddressForm({ order }: { order: OrderAdminDetail }) {
  const { t } = useLingui();
  const done = useStepDone();
  const failed = useStepFailure({ conflict: t`The goods have left meanwhile: the delivery address can no longer be changed. Please reload the order.` });
  const [open, setOpen] = useState(false);
  const address = order.delivery_address;
  const schema = z.object({
    reason: z.string().trim().max(200, { error: t`At most 200 characters.` }),
    address: useOrderAddressSchema().extend({ phone: z.string().trim().max(30, { error: t`At most 30 characters.` }) }),
  });
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { reason: '', address: { ...orderAddressValues(address), phone: address.phone ?? '' } } });
  const { errors, isSubmitting } = form.formState;
  const known: Record<string, string> = { 'This postcode does not exist in the address’s country.': t`This postcode does not exist in the address’s country.` };
  const message = (text: string | undefined) => (text === undefined ? undefined : (known[text] ?? text));

  const submit = form.handleSubmit(async (values) => {
    try {
      await adminCall(adminCalls.orders.changeDeliveryAddress, { params: { id: order.id }, body: values });
      setOpen(false);
      await done(t`Delivery address changed. The packing slip, the invoice and the shipment use the new one.`);
      // The result, not <body>: the order's delivery address as it is now.
      document.getElementById('order-delivery-address')?.focus();
    } catch (error) {
      failed(error, form);
    }
  });

  return (
    <form onSubmit={submit} noValidate className={local.actionForm} aria-labelledby="step-delivery-address">
      <h3 id="step-delivery-address">{t`Delivery address`}</h3>
      <FormProblem message={errors.root?.message} />
      {open ? (
        <div className={local.confirm} role="group" aria-label={t`Change the delivery address`}>
          <p>{t`Until the order ships, its delivery address can be set right. The country and the region stay; for another, cancel and order anew.`}</p>
          <OrderAddressFields form={form} message={message} phone />
          <TextField label={t`Why (optional)`} autoComplete="off" error={message(errors.reason?.message)} {...form.register('reason')} />
          <div className={local.buttons}>
            <button type="submit" className={styles.primary} disabled={isSubmitting}>{t`Save the delivery address`}</button>
            <button type="button" className={styles.button} onClick={() => setOpen(false)}>{t`Keep it`}</button>
          </div>
        </div>
      ) : (
        <div className={local.buttons}>
          <button type="button" className={styles.button} onClick={() => setOpen(true)}>{t`Change the delivery address…`}</button>
        </div>
      )}
    </form>
  );
}
