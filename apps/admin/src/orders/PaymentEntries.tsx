// The payments booked for an order, oldest first: each receipt with its day, reference and who
// booked it, and the reversals that corrected a wrong one. A wrong receipt is reversed (with the
// reason, after a confirmation), never edited.
import { useLingui } from '@lingui/react/macro';
import { adminCalls, type OrderAdminDetail, type PaymentEntry } from '@shop/contract/admin';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { adminCall } from '../api/admin-client.ts';
import { TextArea } from '../components/fields.tsx';
import { date, money } from '../components/format.ts';
import styles from '../components/admin.module.css';
import { FormProblem, useStepDone, useStepFailure } from './order-steps.tsx';
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
  const amount = money(entry.amount_cents, order.currency);
  const submit = form.handleSubmit(async (values) => {
    try {
      await adminCall(adminCalls.orders.reversePayment, { params: { id: order.id, entry_id: entry.id }, body: { reason: values.reason.trim() } });
      setConfirming(false);
      await done(t`The payment of ${amount} was reversed.`);
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
    <form onSubmit={submit} noValidate className={local.confirm} aria-label={t`Reverse the payment of ${amount}`}>
      <FormProblem message={errors.root?.message} />
      <p>{t`Reverse the payment of ${amount}? A negative entry is booked beside it; the order then counts it as not received.`}</p>
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
