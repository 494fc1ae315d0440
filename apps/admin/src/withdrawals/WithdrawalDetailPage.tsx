// One withdrawal declaration as received, its order (when number and email matched one), and
// marking it processed with a note.
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { ApiError } from '@shop/api-client';
import { adminCalls, withdrawalProcessBodySchema } from '@shop/contract/admin';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import type { z } from 'zod';
import { adminCall } from '../api/admin-client.ts';
import { usePageTitle } from '../app/page-title.ts';
import { applyFieldErrors } from '../components/field-errors.ts';
import { TextArea } from '../components/fields.tsx';
import { dateTime, money } from '../components/format.ts';
import styles from '../components/admin.module.css';
import { useCountryName, useFieldMessage, useOrderStatusLabel } from '../customers/labels.ts';
import own from '../customers/pages.module.css';

export async function withdrawalDetailLoader({ params }: LoaderFunctionArgs) {
  return (await adminCall(adminCalls.withdrawals.detail, { params: { id: Number(params.id) } })).data;
}

type Note = z.input<typeof withdrawalProcessBodySchema>;

export function WithdrawalDetailPage() {
  const { t } = useLingui();
  const declaration = useLoaderData<typeof withdrawalDetailLoader>();
  usePageTitle(t`Withdrawal of ${declaration.name}`);
  const revalidator = useRevalidator();
  const countryName = useCountryName();
  const statusLabel = useOrderStatusLabel();
  const fieldMessage = useFieldMessage();
  const form = useForm<Note>({ resolver: zodResolver(withdrawalProcessBodySchema), defaultValues: { note: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await adminCall(adminCalls.withdrawals.process, { params: { id: declaration.id }, body: values });
      toast.success(t`The declaration is marked processed.`);
      await revalidator.revalidate();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'withdrawal_already_processed') {
        form.setError('root', { message: t`Someone processed this declaration meanwhile.` });
        await revalidator.revalidate();
      } else if (!applyFieldErrors(error, form.setError)) form.setError('root', { message: t`That did not work. Please try again.` });
    }
  });
  const order = declaration.order;

  return (
    <section className={styles.page}>
      <p>
        <Link to="/withdrawals">{t`All declarations`}</Link>
      </p>
      <h1>{t`Withdrawal of ${declaration.name}`}</h1>
      <p>
        {declaration.state === 'open' ? (
          <span className={`${styles.status} ${own.statusDanger}`}>{t`Open`}</span>
        ) : (
          <span className={`${styles.status} ${own.statusOk}`}>{t`Processed`}</span>
        )}
      </p>
      <div className={styles.grid}>
        <div className={`${styles.card} ${own.panel}`}>
          <h2>{t`Declaration`}</h2>
          <dl className={styles.dl}>
            <dt>{t`Received`}</dt>
            <dd>{dateTime(declaration.received_at)}</dd>
            <dt>{t`Name`}</dt>
            <dd>{declaration.name}</dd>
            <dt>{t`Email`}</dt>
            <dd>{declaration.email}</dd>
            <dt>{t`Order number given`}</dt>
            <dd>{declaration.order_ref}</dd>
            <dt>{t`Shop`}</dt>
            <dd>{countryName(declaration.country_id)}</dd>
            <dt>{t`Items`}</dt>
            <dd>{declaration.items || '—'}</dd>
            <dt>{t`Message`}</dt>
            <dd className={own.preLine}>{declaration.message || '—'}</dd>
          </dl>
        </div>
        <div className={`${styles.card} ${own.panel}`}>
          <h2>{t`Order`}</h2>
          {order ? (
            <dl className={styles.dl}>
              <dt>{t`Order`}</dt>
              <dd>
                <Link to={`/orders/${order.id}`}>{order.ref}</Link>
              </dd>
              <dt>{t`Date`}</dt>
              <dd>{dateTime(order.created_at)}</dd>
              <dt>{t`Status`}</dt>
              <dd>{statusLabel(order.status)}</dd>
              <dt>{t`Total`}</dt>
              <dd>{money(order.total_cents, order.currency_code)}</dd>
            </dl>
          ) : (
            <p>{t`No order of this email has this number. The declaration may concern another contract: check it by hand.`}</p>
          )}
        </div>
      </div>

      {declaration.state === 'processed' ? (
        <div className={`${styles.card} ${own.panel}`}>
          <h2>{t`Processed`}</h2>
          <dl className={styles.dl}>
            <dt>{t`When`}</dt>
            <dd>{declaration.processed_at ? dateTime(declaration.processed_at) : '—'}</dd>
            <dt>{t`By`}</dt>
            <dd>{declaration.processed_by?.email ?? '—'}</dd>
            <dt>{t`Note`}</dt>
            <dd className={own.preLine}>{declaration.processed_note ?? '—'}</dd>
          </dl>
        </div>
      ) : (
        <form className={`${styles.card} ${styles.form} ${own.panel}`} onSubmit={submit} noValidate aria-labelledby="process-title">
          <h2 id="process-title">{t`Mark as processed`}</h2>
          {errors.root ? (
            <p role="alert" className={styles.formError}>
              {errors.root.message}
            </p>
          ) : null}
          <TextArea label={t`Note`} rows={4} error={fieldMessage(errors.note?.message)} hint={t`What was done, e.g. return label sent, refund after receipt.`} {...form.register('note')} />
          <button type="submit" className={styles.primary} disabled={isSubmitting}>
            {t`Mark as processed`}
          </button>
        </form>
      )}
    </section>
  );
}
