// The workflow's forms on the order detail: book a payment (each receipt an entry), ship, delivered, cancel (with a
// confirmation), refund. Each sends one admin call; its field errors appear at the field, a refusal
// of the order's state as a message above the form, success as a toast and the page reloads.
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { ApiError } from '@shop/api-client';
import { adminCalls, carrierCodes, carriers, normalizeTrackingNumber, type CarrierCode, type OrderAdminDetail } from '@shop/contract/admin';
import { useState } from 'react';
import { useForm, useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useRevalidator } from 'react-router';
import { z } from 'zod';
import { adminCall } from '../api/admin-client.ts';
import { AMOUNT, amountToCents, editableAmount } from '../components/amounts.ts';
import { applyFieldErrors } from '../components/field-errors.ts';
import { Checkbox, SelectField, TextArea, TextField } from '../components/fields.tsx';
import { money } from '../components/format.ts';
import styles from '../components/admin.module.css';
import local from './orders.module.css';

type StepProps = { order: OrderAdminDetail };

/** Today in the back office's time zone, as a date field wants it. */
export function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
}

/** After a step: the toast, and the page reads the order again. */
export function useStepDone() {
  const revalidator = useRevalidator();
  return async (message: string) => {
    toast.success(message);
    await revalidator.revalidate();
  };
}

/**
 * A failed step: field errors at their fields (the back office's paths renamed to the form's), a
 * refusal of the order's state or of the provider above the form (a step may say these its own way).
 */
export function useStepFailure(messages: { conflict?: string; refundFailed?: string } = {}) {
  const { t } = useLingui();
  return <T extends FieldValues>(error: unknown, form: UseFormReturn<T>, rename: Record<string, Path<T> | 'root'> = {}) => {
    const setError: typeof form.setError = (name, value, options) => form.setError((rename[name] ?? name) as Path<T>, value, options);
    if (applyFieldErrors(error, setError)) return;
    const code = error instanceof ApiError ? error.code : '';
    const message =
      code === 'order_state_conflict'
        ? (messages.conflict ?? t`This step is not possible in the order’s current state. Please reload the order.`)
        : code === 'refund_failed'
          ? (messages.refundFailed ?? t`The payment provider did not carry out the refund. Nothing was recorded; try again or refund by hand.`)
          : t`That did not work. Please try again.`;
    form.setError('root', { message });
  };
}

export function FormProblem({ message }: { message: string | undefined }) {
  return message ? (
    <p role="alert" className={styles.formError}>
      {message}
    </p>
  ) : null;
}

// --- payment received ----------------------------------------------------------------------------

/** A form's request key: the same form sent twice is carried out once. */
export const newRequestKey = () => crypto.randomUUID();

export function MarkPaidForm({ order }: StepProps) {
  const { t } = useLingui();
  const done = useStepDone();
  const failed = useStepFailure();
  // One key per booking: this form sent twice (a double click, a retry) books once.
  const [requestKey, setRequestKey] = useState(newRequestKey);
  const schema = z.object({
    received_on: z.iso.date({ error: t`Enter the day the money arrived.` }),
    amount: z.string().regex(AMOUNT, { error: t`Enter an amount such as 309.15.` }),
    reference: z.string().trim().max(140, { error: t`At most 140 characters.` }),
  });
  type Values = z.infer<typeof schema>;
  const open = order.payment.open_cents;
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { received_on: today(), amount: editableAmount(open), reference: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await adminCall(adminCalls.orders.markPaid, {
        params: { id: order.id },
        body: { received_on: values.received_on, amount_cents: amountToCents(values.amount), request_key: requestKey, ...(values.reference ? { reference: values.reference } : {}) },
      });
      setRequestKey(newRequestKey());
      const payment = answer.data.payment;
      // Ready for the next receipt: what is still open.
      form.reset({ received_on: values.received_on, amount: editableAmount(payment.open_cents), reference: '' });
      const rest = money(payment.open_cents, order.currency);
      const excess = money(payment.excess_cents, order.currency);
      await done(
        payment.state === 'partially_paid'
          ? t`Payment booked. ${rest} are still open: the order waits for the rest.`
          : payment.state === 'overpaid'
            ? t`Payment booked. ${excess} more than the total came in: send it back to the payer and book it under “Payments booked”.`
            : t`Payment booked. The order is paid in full.`,
      );
    } catch (error) {
      failed(error, form, { amount_cents: 'amount' });
    }
  });
  const total = money(order.totals.total_taxed_cents, order.currency);
  const openText = money(open, order.currency);
  return (
    <form onSubmit={submit} noValidate className={local.actionForm} aria-labelledby="step-paid">
      <h3 id="step-paid">{order.payment_method.kind === 'cash_on_delivery' ? t`Cash on delivery received` : t`Prepayment received`}</h3>
      <FormProblem message={errors.root?.message} />
      <TextField label={t`Day the money arrived`} type="date" max={today()} error={errors.received_on?.message} {...form.register('received_on')} />
      <TextField
        label={t`Amount received (${order.currency})`}
        inputMode="decimal"
        hint={open === order.totals.total_taxed_cents ? t`The order total is ${total}.` : t`Still open: ${openText} of ${total}.`}
        error={errors.amount?.message}
        {...form.register('amount')}
      />
      <TextField label={t`Reference on the bank statement (optional)`} autoComplete="off" error={errors.reference?.message} {...form.register('reference')} />
      <div className={local.buttons}>
        <button type="submit" className={styles.primary} disabled={isSubmitting}>{t`Book payment`}</button>
      </div>
    </form>
  );
}

// --- ship ----------------------------------------------------------------------------------------

export function ShipForm({ order }: StepProps) {
  const { t } = useLingui();
  const done = useStepDone();
  const failed = useStepFailure();
  // A prepayment not paid in full ships only with a reason (kept in the timeline and the audit).
  const unpaid = order.payment_method.kind === 'prepayment' && order.payment.open_cents > 0;
  const schema = z
    .object({ carrier: z.enum(carrierCodes), tracking_number: z.string(), tracking_url: z.string(), unpaid_reason: z.string() })
    .superRefine((values, context) => {
      if (unpaid && values.unpaid_reason.trim() === '') context.addIssue({ code: 'custom', path: ['unpaid_reason'], message: t`Say why the order ships before it is paid in full.` });
      const number = normalizeTrackingNumber(values.tracking_number);
      if (number === '') context.addIssue({ code: 'custom', path: ['tracking_number'], message: t`Enter the tracking number.` });
      else if (!carriers[values.carrier].pattern.test(number)) {
        const example = carriers[values.carrier].example;
        context.addIssue({ code: 'custom', path: ['tracking_number'], message: t`This is not a valid tracking number for this carrier (for example ${example}).` });
      }
      if (values.carrier === 'other' && !/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(values.tracking_url.trim())) {
        context.addIssue({ code: 'custom', path: ['tracking_url'], message: t`Enter the carrier’s tracking page as a web address (https://…).` });
      }
    });
  type Values = z.infer<typeof schema>;
  const defaultCarrier: CarrierCode = order.country === 'RO' ? 'fan_courier' : order.country === 'AT' ? 'post_at' : 'dhl';
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { carrier: defaultCarrier, tracking_number: '', tracking_url: '', unpaid_reason: '' } });
  const { errors, isSubmitting } = form.formState;
  const carrier = useWatch({ control: form.control, name: 'carrier' });
  const submit = form.handleSubmit(async (values) => {
    try {
      await adminCall(adminCalls.orders.ship, {
        params: { id: order.id },
        body: {
          carrier: values.carrier,
          tracking_number: values.tracking_number,
          ...(values.carrier === 'other' ? { tracking_url: values.tracking_url } : {}),
          ...(unpaid ? { unpaid_reason: values.unpaid_reason.trim() } : {}),
        },
      });
      await done(t`Order shipped. The customer gets the shipping mail with the tracking link; the invoice was issued.`);
    } catch (error) {
      failed(error, form);
    }
  });
  const example = carriers[carrier].example;
  return (
    <form onSubmit={submit} noValidate className={local.actionForm} aria-labelledby="step-ship">
      <h3 id="step-ship">{t`Ship`}</h3>
      {order.status === 'not_paid' && order.payment_method.kind === 'cash_on_delivery' ? <p className={styles.hint}>{t`Cash on delivery: the parcel may leave before the money arrives.`}</p> : null}
      {unpaid ? (
        <p className={styles.flag}>{t`Not paid in full: ${money(order.payment.open_cents, order.currency)} are still open.`}</p>
      ) : null}
      <FormProblem message={errors.root?.message} />
      <SelectField label={t`Carrier`} error={errors.carrier?.message} {...form.register('carrier')}>
        {carrierCodes.map((code) => (
          <option key={code} value={code}>
            {code === 'other' ? t`Other carrier` : carriers[code].name}
          </option>
        ))}
      </SelectField>
      <TextField label={t`Tracking number`} autoComplete="off" hint={t`For example ${example}`} error={errors.tracking_number?.message} {...form.register('tracking_number')} />
      {carrier === 'other' ? (
        <TextField label={t`Tracking page`} type="url" placeholder="https://" error={errors.tracking_url?.message} {...form.register('tracking_url')} />
      ) : null}
      {unpaid ? <TextArea label={t`Why it ships before it is paid in full`} rows={2} error={errors.unpaid_reason?.message} {...form.register('unpaid_reason')} /> : null}
      <div className={local.buttons}>
        <button type="submit" className={styles.primary} disabled={isSubmitting}>{t`Ship and send the mail`}</button>
      </div>
    </form>
  );
}

// --- delivered -----------------------------------------------------------------------------------

export function DeliveredForm({ order }: StepProps) {
  const { t } = useLingui();
  const done = useStepDone();
  const failed = useStepFailure();
  // Cash on delivery: the carrier collected what is open on delivery; booked with it (as a receipt
  // of today, in the same transaction), unless staff untick it (the carrier's transfer is booked later).
  const collects = order.payment_method.kind === 'cash_on_delivery' && order.payment.open_cents > 0;
  const form = useForm<{ cash_collected: boolean }>({ defaultValues: { cash_collected: collects } });
  const open = money(order.payment.open_cents, order.currency);
  const submit = form.handleSubmit(async (values) => {
    try {
      // One call: the delivery and the cash are booked together or not at all.
      const body = collects && values.cash_collected ? { cash_collected_cents: order.payment.open_cents } : {};
      await adminCall(adminCalls.orders.deliver, { params: { id: order.id }, body });
      await done(collects && values.cash_collected ? t`Order marked as delivered; the ${open} collected on delivery are booked.` : t`Order marked as delivered.`);
    } catch (error) {
      failed(error, form);
    }
  });
  return (
    <form onSubmit={submit} noValidate className={local.actionForm} aria-labelledby="step-delivered">
      <h3 id="step-delivered">{t`Delivered`}</h3>
      <FormProblem message={form.formState.errors.root?.message} />
      {collects ? <Checkbox label={t`The carrier collected ${open} on delivery: book the payment`} {...form.register('cash_collected')} /> : null}
      <div className={local.buttons}>
        <button type="submit" className={styles.button} disabled={form.formState.isSubmitting}>{t`Mark as delivered`}</button>
      </div>
    </form>
  );
}

// --- cancel --------------------------------------------------------------------------------------

export function CancelForm({ order }: StepProps) {
  const { t } = useLingui();
  const done = useStepDone();
  const failed = useStepFailure();
  const [confirming, setConfirming] = useState(false);
  const form = useForm<{ reason: string; notify_customer: boolean }>({ defaultValues: { reason: '', notify_customer: true } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await adminCall(adminCalls.orders.cancel, { params: { id: order.id }, body: { ...(values.reason.trim() ? { reason: values.reason.trim() } : {}), notify_customer: values.notify_customer } });
      setConfirming(false);
      await done(t`Order cancelled. Its stock and coupon went back.`);
    } catch (error) {
      failed(error, form);
    }
  });
  return (
    <form onSubmit={submit} noValidate className={local.actionForm} aria-labelledby="step-cancel">
      <h3 id="step-cancel">{t`Cancel`}</h3>
      <FormProblem message={errors.root?.message} />
      {confirming ? (
        <div className={local.confirm} role="group" aria-label={t`Confirm the cancellation`}>
          <p>{t`Cancel order ${order.ref}? The reserved stock and the coupon go back. This cannot be undone.`}</p>
          <TextArea
            label={t`Reason (optional)`}
            rows={2}
            hint={t`For the timeline and the audit log; the customer's mail does not show it.`}
            error={errors.reason?.message}
            {...form.register('reason', { maxLength: { value: 500, message: t`At most 500 characters.` } })}
          />
          <Checkbox label={t`Tell the customer by mail`} {...form.register('notify_customer')} />
          <div className={local.buttons}>
            <button type="submit" className={styles.danger} disabled={isSubmitting}>{t`Yes, cancel the order`}</button>
            <button type="button" className={styles.button} onClick={() => setConfirming(false)}>{t`Keep the order`}</button>
          </div>
        </div>
      ) : (
        <div className={local.buttons}>
          <button type="button" className={styles.button} onClick={() => setConfirming(true)}>{t`Cancel order…`}</button>
        </div>
      )}
    </form>
  );
}
