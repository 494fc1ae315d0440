// Correcting the invoice in force (issue 34): staff set right its invoice address and say why; the
// back office cancels the invoice by a credit note and issues a new one (the amounts stay). The form
// names the invoice it was opened on, so a second click or a colleague's correction meanwhile is
// refused rather than issued twice. A confirmation says what will be issued before anything is.
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { adminCalls, type OrderAdminDetail } from '@shop/contract/admin';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { adminCall } from '../api/admin-client.ts';
import { Checkbox, TextArea } from '../components/fields.tsx';
import { OrderAddressFields, orderAddressValues, useOrderAddressSchema, type OrderAddressValues } from './OrderAddressFields.tsx';
import styles from '../components/admin.module.css';
import { FormProblem, useStepDone, useStepFailure } from './order-steps.tsx';
import local from './orders.module.css';

type Values = {
  reason: string;
  notify_customer: boolean;
  address: OrderAddressValues;
};

/** The invoice a correction replaces: the last one issued. */
export function invoiceInForce(order: OrderAdminDetail) {
  return order.documents.filter((document) => document.kind === 'invoice').at(-1);
}

export function InvoiceCorrectionForm({ order }: { order: OrderAdminDetail }) {
  const { t } = useLingui();
  const done = useStepDone();
  const failed = useStepFailure({ conflict: t`This invoice was corrected meanwhile. Please reload the order.` });
  const [open, setOpen] = useState(false);
  const invoice = invoiceInForce(order);
  const address = order.invoice_address;
  const addressSchema = useOrderAddressSchema();
  const schema = z.object({
    reason: z.string().trim().min(1, { error: t`Say what the correction sets right.` }).max(200, { error: t`At most 200 characters.` }),
    notify_customer: z.boolean(),
    address: addressSchema,
  });
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      reason: '',
      notify_customer: true,
      address: orderAddressValues(address),
    },
  });
  const { errors, isSubmitting } = form.formState;
  const known: Record<string, string> = {
    'This postcode does not exist in the address’s country.': t`This postcode does not exist in the address’s country.`,
  };
  const message = (text: string | undefined) => (text === undefined ? undefined : (known[text] ?? text));
  if (!invoice) return null;
  const number = invoice.number;

  const submit = form.handleSubmit(async (values) => {
    try {
      await adminCall(adminCalls.orders.correctInvoice, { params: { id: order.id }, body: { invoice_id: invoice.id, ...values } });
      setOpen(false);
      await done(t`Invoice ${number} cancelled by a credit note and replaced by a new invoice.`);
    } catch (error) {
      failed(error, form);
    }
  });

  return (
    <form onSubmit={submit} noValidate className={local.actionForm} aria-labelledby="step-correct-invoice">
      <h3 id="step-correct-invoice">{t`Correct the invoice`}</h3>
      <FormProblem message={errors.root?.message} />
      {open ? (
        <div className={local.confirm} role="group" aria-label={t`Correct invoice ${number}`}>
          <p>{t`Invoice ${number} stays as it was issued: a credit note cancels it, and a new invoice with the address below replaces it. The amounts stay; a wrong amount is a refund.`}</p>
          <OrderAddressFields form={form} message={message} />
          <TextArea
            label={t`What the correction sets right`}
            rows={2}
            hint={t`Printed on the credit note and the new invoice.`}
            error={message(errors.reason?.message)}
            {...form.register('reason')}
          />
          <Checkbox label={t`Send the customer both documents by mail`} {...form.register('notify_customer')} />
          <div className={local.buttons}>
            <button type="submit" className={styles.primary} disabled={isSubmitting}>{t`Issue credit note and new invoice`}</button>
            <button type="button" className={styles.button} onClick={() => setOpen(false)}>{t`Keep the invoice`}</button>
          </div>
        </div>
      ) : (
        <div className={local.buttons}>
          <button type="button" className={styles.button} onClick={() => setOpen(true)}>{t`Correct invoice ${number}…`}</button>
        </div>
      )}
    </form>
  );
}
