// The payments booked for an order, oldest first: each receipt with its day, reference and who
// booked it, the reversals that corrected a wrong one, and money over the total sent back to the
// payer. A wrong receipt is reversed (with the reason, after a confirmation), never edited; an
// overpaid order offers to book what was sent back (no refund: nothing of the order goes back).
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { adminCalls, type OrderAdminDetail, type PaymentEntry } from '@shop/contract/admin';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { adminCall } from '../api/admin-client.ts';
import { AMOUNT, amountToCents, editableAmount } from '../components/amounts.ts';
import { TextArea, TextField } from '../components/fields.tsx';
import { date, money } from '../components/format.ts';
import styles from '../components/admin.module.css';
import { FormProblem, newRequestKey, today, useStepDone, useStepFailure } from './order-steps.tsx';
import local from './orders.module.css';

export function PaymentEntries({ order }: { order: OrderAdminDetail }) {
  const { t } = useLingui();
  const entries = order.payment.entries;
  if (entries.length === 0) return null;
  return (
    <>
      <h3>{t`Payments booked`}</h3>
      <ul className={local.list}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <EntryText order={order} entry={entry} />
            {entry.reverses_id === null && !entry.reversed && order.payment_method.kind !== 'online' ? <ReverseEntry order={order} entry={entry} /> : null}
          </li>
        ))}
      </ul>
      {order.payment.state === 'overpaid' && order.payment_method.kind !== 'online' ? <PayBackForm order={order} /> : null}
    </>
  );
}

function EntryText({ order, entry }: { order: OrderAdminDetail; entry: PaymentEntry }) {
  const { t } = useLingui();
  const amount = money(entry.amount_cents, order.currency);
  const day = date(`${entry.received_on}T12:00:00Z`);
  const who = entry.actor_email ?? '—';
  const reference = entry.reference ?? '';
  const note = entry.note ?? '';
  if (entry.reverses_id !== null) return <span>{t`${amount} reversed on ${day} by ${who}: ${note}`}</span>;
  if (entry.kind === 'pay_back') {
    const sent = money(-entry.amount_cents, order.currency);
    return (
      <span className={entry.reversed ? local.muted : undefined}>
        {reference ? t`${sent} sent back to the payer on ${day}, reference ${reference}, booked by ${who}` : t`${sent} sent back to the payer on ${day}, booked by ${who}`}
        {entry.reversed ? ` (${t`reversed`})` : ''}
      </span>
    );
  }
  return (
    <span className={entry.reversed ? local.muted : undefined}>
      {reference ? t`${amount} received on ${day}, reference ${reference}, booked by ${who}` : t`${amount} received on ${day}, booked by ${who}`}
      {entry.reversed ? ` (${t`reversed`})` : ''}
    </span>
  );
}

function ReverseEntry({ order, entry }: { order: OrderAdminDetail; entry: PaymentEntry }) {
  const { t } = useLingui();
  const done = useStepDone();
  const failed = useStepFailure();
  const [confirming, setConfirming] = useState(false);
  const form = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  const { errors, isSubmitting } = form.formState;
  const sentBack = entry.kind === 'pay_back';
  const amount = money(Math.abs(entry.amount_cents), order.currency);
  const submit = form.handleSubmit(async (values) => {
    try {
      await adminCall(adminCalls.orders.reversePayment, { params: { id: order.id, entry_id: entry.id }, body: { reason: values.reason.trim() } });
      setConfirming(false);
      await done(sentBack ? t`The booking of ${amount} sent back was reversed.` : t`The payment of ${amount} was reversed.`);
    } catch (error) {
      failed(error, form);
    }
  });
  if (!confirming) {
    return (
      <>
        {' '}
        <button type="button" className={styles.button} onClick={() => setConfirming(true)}>
          {t`Reverse ${amount}…`}
        </button>
      </>
    );
  }
  return (
    <form onSubmit={submit} noValidate className={local.confirm} aria-label={sentBack ? t`Reverse the booking of ${amount} sent back` : t`Reverse the payment of ${amount}`}>
      <FormProblem message={errors.root?.message} />
      <p>
        {sentBack
          ? t`Reverse the booking of ${amount} sent back? A positive entry is booked beside it; the order then counts it as not sent back.`
          : t`Reverse the payment of ${amount}? A negative entry is booked beside it; the order then counts it as not received.`}
      </p>
      <TextArea
        label={t`Why the entry is wrong`}
        rows={2}
        error={errors.reason?.message}
        {...form.register('reason', { validate: (value) => value.trim() !== '' || t`Say why the entry is wrong.`, maxLength: { value: 500, message: t`At most 500 characters.` } })}
      />
      <div className={local.buttons}>
        <button type="submit" className={styles.danger} disabled={isSubmitting}>{t`Yes, reverse it`}</button>
        <button type="button" className={styles.button} onClick={() => setConfirming(false)}>{t`Keep it`}</button>
      </div>
    </form>
  );
}

/** Money that came in over the total and went back to the payer, booked from the bank statement. */
function PayBackForm({ order }: { order: OrderAdminDetail }) {
  const { t } = useLingui();
  const done = useStepDone();
  const failed = useStepFailure({ conflict: t`Less came in over the total than this form says, or nothing at all. Please reload the order.` });
  const [open, setOpen] = useState(false);
  // One key per form: sent twice (a double click, a retry), it books once.
  const [requestKey, setRequestKey] = useState(newRequestKey);
  const excess = order.payment.excess_cents;
  const excessText = money(excess, order.currency);
  const schema = z.object({
    paid_on: z.iso.date({ error: t`Enter the day the money was sent.` }),
    amount: z
      .string()
      .regex(AMOUNT, { error: t`Enter an amount such as 309.15.` })
      .refine((value) => amountToCents(value) > 0, { error: t`Enter the amount sent back.` })
      .refine((value) => amountToCents(value) <= excess, { error: t`At most ${excessText} came in over the total.` }),
    reference: z.string().trim().max(140, { error: t`At most 140 characters.` }),
  });
  type Values = z.infer<typeof schema>;
  // The excess as it is now (a part may have been sent back since the form was first shown).
  const freshValues = (): Values => ({ paid_on: today(), amount: editableAmount(excess), reference: '' });
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: freshValues() });
  const { errors, isSubmitting } = form.formState;
  // Opened from its button: the keyboard goes on in the form.
  useEffect(() => {
    if (open) form.setFocus('paid_on');
  }, [open, form]);
  const submit = form.handleSubmit(async (values) => {
    try {
      await adminCall(adminCalls.orders.payBack, {
        params: { id: order.id },
        body: { paid_on: values.paid_on, amount_cents: amountToCents(values.amount), request_key: requestKey, ...(values.reference ? { reference: values.reference } : {}) },
      });
      setRequestKey(newRequestKey());
      setOpen(false);
      const sent = money(amountToCents(values.amount), order.currency);
      await done(t`${sent} booked as sent back to the payer.`);
    } catch (error) {
      failed(error, form, { amount_cents: 'amount' });
    }
  });
  if (!open) {
    return (
      <p>
        <button
          type="button"
          className={styles.button}
          onClick={() => {
            form.reset(freshValues());
            setOpen(true);
          }}
        >
          {t`Book money sent back…`}
        </button>
      </p>
    );
  }
  return (
    <form onSubmit={submit} noValidate className={local.actionForm} aria-labelledby="pay-back">
      <h3 id="pay-back">{t`Money sent back to the payer`}</h3>
      <p className={styles.hint}>{t`${excessText} came in over the total. Book what you transferred back; no credit note is issued, as nothing of the order is given back.`}</p>
      <FormProblem message={errors.root?.message} />
      <TextField label={t`Day the money was sent`} type="date" max={today()} error={errors.paid_on?.message} {...form.register('paid_on')} />
      <TextField label={t`Amount sent back (${order.currency})`} inputMode="decimal" error={errors.amount?.message} {...form.register('amount')} />
      <TextField label={t`Payer’s IBAN or the transfer’s reference (optional)`} autoComplete="off" error={errors.reference?.message} {...form.register('reference')} />
      <div className={local.buttons}>
        <button type="submit" className={styles.primary} disabled={isSubmitting}>{t`Book it`}</button>
        <button type="button" className={styles.button} onClick={() => setOpen(false)}>{t`Close without booking`}</button>
      </div>
    </form>
  );
}
