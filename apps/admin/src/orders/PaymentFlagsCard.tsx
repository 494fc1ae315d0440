// Flagged payments on the order detail (issue 15): money a provider took that could not make the
// order paid (another amount, or paid after the order was closed). Each waits with a "Refund the
// payer" button and a confirm step; the refund goes through the provider where it can refund, else
// staff send the money themselves and record it here. Done once: a second click anywhere is refused.
import { useLingui } from '@lingui/react/macro';
import { adminCalls, type OrderAdminDetail, type PaymentFlag } from '@shop/contract/admin';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { adminCall } from '../api/admin-client.ts';
import { dateTime, money } from '../components/format.ts';
import styles from '../components/admin.module.css';
import { useFlagReasonLabel, usePaymentLabel } from './order-labels.ts';
import { FormProblem, useStepDone, useStepFailure } from './order-steps.tsx';
import local from './orders.module.css';

export function PaymentFlagsCard({ order }: { order: OrderAdminDetail }) {
  const { t } = useLingui();
  const waiting = order.payment_flags.filter((flag) => flag.status !== 'settled').length;
  return (
    <section className={`${styles.card} ${local.card} ${waiting > 0 ? local.attention : ''}`} aria-labelledby="order-payment-flags">
      <h2 id="order-payment-flags">{t`Payments to refund`}</h2>
      <p className={styles.hint}>{t`Money the payment provider took that did not make this order paid. It belongs to the payer.`}</p>
      <div className={local.flags}>
        {order.payment_flags.map((flag) => (
          <PaymentFlagItem key={flag.id} order={order} flag={flag} />
        ))}
      </div>
    </section>
  );
}

function PaymentFlagItem({ order, flag }: { order: OrderAdminDetail; flag: PaymentFlag }) {
  const { t } = useLingui();
  const reasonLabel = useFlagReasonLabel();
  const paymentLabel = usePaymentLabel();
  const done = useStepDone();
  const failed = useStepFailure({
    conflict: t`This payment was refunded already, or its refund is under way. Please reload the order.`,
    refundFailed: t`The payment provider did not refund the payment. Nothing was recorded and the payment still waits; please try again later.`,
  });
  const [confirming, setConfirming] = useState(false);
  const form = useForm();
  const { errors, isSubmitting } = form.formState;
  const amount = money(flag.amount_cents, flag.currency);
  const provider = paymentLabel(flag.provider);
  const headingId = `payment-flag-${flag.id}`;
  const viaProvider = flag.refund_via === 'provider';

  const submit = form.handleSubmit(async () => {
    try {
      await adminCall(adminCalls.orders.settlePaymentFlag, { params: { id: order.id, flag_id: flag.id }, body: {} });
      setConfirming(false);
      await done(viaProvider ? t`${amount} refunded to the payer through the payment provider.` : t`${amount} recorded as refunded by hand.`);
    } catch (error) {
      failed(error, form);
    }
  });

  const reportedAt = dateTime(flag.created_at);
  const settledAt = flag.settled_at ? dateTime(flag.settled_at) : '';
  const who = flag.settled_by_email ?? '';
  return (
    <form onSubmit={submit} noValidate className={local.actionForm} aria-labelledby={headingId}>
      <h3 id={headingId}>{t`${amount} from ${provider}`}</h3>
      <p className={local.note}>
        {reasonLabel(flag.reason)} · {t`reported ${reportedAt}`}
      </p>
      <FormProblem message={errors.root?.message} />
      {flag.status === 'settled' ? (
        <p>
          <span className={styles.status}>{t`Refunded`}</span>{' '}
          {flag.refund_via === 'provider' ? t`through the payment provider on ${settledAt} by ${who}` : t`by hand, recorded on ${settledAt} by ${who}`}
        </p>
      ) : flag.status === 'refunding' ? (
        <p className={styles.flag}>{t`The payment provider is carrying out the refund. Please reload the order in a moment.`}</p>
      ) : confirming ? (
        <div className={local.confirm} role="group" aria-label={t`Confirm the refund to the payer`}>
          <p>
            {viaProvider
              ? t`Refund ${amount} to the payer through ${provider}? This cannot be undone.`
              : t`${provider} cannot refund from here. Send ${amount} back to the payer yourself (for example in the provider’s portal), then record it here.`}
          </p>
          <div className={local.buttons}>
            <button type="submit" className={styles.danger} disabled={isSubmitting}>
              {viaProvider ? t`Yes, refund the payer` : t`Yes, record it as refunded`}
            </button>
            <button type="button" className={styles.button} onClick={() => setConfirming(false)}>{t`Not now`}</button>
          </div>
        </div>
      ) : (
        <div className={local.buttons}>
          <button type="button" className={styles.primary} onClick={() => setConfirming(true)}>{t`Refund the payer…`}</button>
        </div>
      )}
    </form>
  );
}
