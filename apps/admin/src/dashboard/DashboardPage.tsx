// The dashboard (the admin's start page): today's and this month's orders and revenue per country,
// then what waits for someone: payments to refund (money a provider took that could not make its
// order paid), prepayments not received, prepayments with another amount, reviews, withdrawal
// declarations and mails that could not be sent.
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { adminCalls, dashboardQuerySchema, DEFAULT_PREPAYMENT_DAYS, type AmountMismatch, type CountryFigures, type OpenPrepayment, type PaymentToRefund } from '@shop/contract/admin';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { z } from 'zod';
import { adminCall } from '../api/admin-client.ts';
import { TransfersToMake, transfersLoader } from './TransfersToMake.tsx';
import { usePageTitle } from '../app/page-title.ts';
import { DataTable, type Columns } from '../components/DataTable.tsx';
import { TextField } from '../components/fields.tsx';
import { date, dateTime, money } from '../components/format.ts';
import styles from '../components/admin.module.css';
import { useFlagReasonLabel, usePaymentLabel } from '../orders/order-labels.ts';
import page from './DashboardPage.module.css';

/** `?prepayment_days=5`; a value the back office would refuse falls back to the default. */
function daysFrom(url: URL): number {
  const parsed = dashboardQuerySchema.safeParse({ prepayment_days: url.searchParams.get('prepayment_days') ?? undefined });
  return parsed.success ? parsed.data.prepayment_days : DEFAULT_PREPAYMENT_DAYS;
}

export async function dashboardLoader({ request }: LoaderFunctionArgs) {
  const [{ data }, transfers] = await Promise.all([adminCall(adminCalls.dashboard.get, { query: { prepayment_days: daysFrom(new URL(request.url)) } }), transfersLoader()]);
  return { ...data, transfers };
}

type DaysForm = z.input<typeof dashboardQuerySchema>;

export function DashboardPage() {
  const { t } = useLingui();
  usePageTitle(t`Dashboard`);
  const data = useLoaderData<typeof dashboardLoader>();
  const [search, setSearch] = useSearchParams();
  const figures = useMemo<Columns<CountryFigures>>(() => {
    const countryNames: Record<string, string> = { DE: t`Germany`, AT: t`Austria`, RO: t`Romania` };
    return [
      { id: 'country', header: t`Country`, cell: ({ row }) => `${countryNames[row.original.iso] ?? row.original.iso} (${row.original.currency})` },
      { id: 'today-orders', header: t`Orders today`, cell: ({ row }) => row.original.today.orders },
      { id: 'today-revenue', header: t`Revenue today`, cell: ({ row }) => money(row.original.today.revenue_cents, row.original.currency) },
      { id: 'month-orders', header: t`Orders this month`, cell: ({ row }) => row.original.month.orders },
      { id: 'month-revenue', header: t`Revenue this month`, cell: ({ row }) => money(row.original.month.revenue_cents, row.original.currency) },
      {
        id: 'refunded',
        header: t`Refunded this month`,
        cell: ({ row }) => money(row.original.month.refunded_cents, row.original.currency),
      },
    ];
  }, [t]);

  const prepayments = useMemo<Columns<OpenPrepayment>>(
    () => [
      { id: 'order', header: t`Order`, cell: ({ row }) => <Link to={`/orders/${row.original.id}`} className={styles.nowrap}>
            {row.original.ref}
          </Link> },
      { id: 'placed', header: t`Placed`, cell: ({ row }) => dateTime(row.original.created_at) },
      { id: 'age', header: t`Age (days)`, cell: ({ row }) => row.original.age_days },
      { id: 'amount', header: t`Amount`, cell: ({ row }) => money(row.original.amount_cents, row.original.currency) },
      { id: 'email', header: t`Email`, cell: ({ row }) => row.original.email },
      { id: 'country', header: t`Shop`, cell: ({ row }) => row.original.country_iso },
    ],
    [t],
  );

  const mismatches = useMemo<Columns<AmountMismatch>>(
    () => [
      { id: 'order', header: t`Order`, cell: ({ row }) => <Link to={`/orders/${row.original.id}`} className={styles.nowrap}>
            {row.original.ref}
          </Link> },
      { id: 'total', header: t`Total`, cell: ({ row }) => money(row.original.total_cents, row.original.currency) },
      { id: 'received', header: t`Received`, cell: ({ row }) => money(row.original.received_cents, row.original.currency) },
      {
        id: 'difference',
        header: t`Balance`,
        cell: ({ row }) => {
          const amount = money(Math.abs(row.original.difference_cents), row.original.currency);
          return <span className={styles.flag}>{row.original.state === 'partially_paid' ? t`partially paid: ${amount} open` : t`overpaid: ${amount} to pay back`}</span>;
        },
      },
      { id: 'received-on', header: t`Received on`, cell: ({ row }) => (row.original.received_on ? date(`${row.original.received_on}T12:00:00Z`) : '—') },
    ],
    [t],
  );

  const paymentLabel = usePaymentLabel();
  const reasonLabel = useFlagReasonLabel();
  const toRefund = useMemo<Columns<PaymentToRefund>>(
    () => [
      {
        id: 'order',
        header: t`Order`,
        cell: ({ row }) => (
          <Link to={`/orders/${row.original.order_id}`} className={styles.nowrap}>
            {row.original.ref}
          </Link>
        ),
      },
      { id: 'amount', header: t`Amount`, cell: ({ row }) => <span className={styles.nowrap}>{money(row.original.amount_cents, row.original.currency)}</span> },
      {
        id: 'reason',
        header: t`Reason`,
        cell: ({ row }) => (
          <>
            {reasonLabel(row.original.reason)}
            {row.original.status === 'refunding' ? <span className={styles.flag}> · {t`refund under way`}</span> : null}
          </>
        ),
      },
      { id: 'provider', header: t`Provider`, cell: ({ row }) => paymentLabel(row.original.provider) },
      { id: 'country', header: t`Shop`, cell: ({ row }) => row.original.country_iso },
      { id: 'reported', header: t`Reported`, cell: ({ row }) => dateTime(row.original.created_at) },
    ],
    [t, paymentLabel, reasonLabel],
  );

  const days = data.open_prepayments.older_than_days;
  const form = useForm<DaysForm>({ resolver: zodResolver(dashboardQuerySchema), values: { prepayment_days: days } });
  const submit = form.handleSubmit((values) => {
    const next = new URLSearchParams(search);
    next.set('prepayment_days', String(values.prepayment_days));
    setSearch(next);
  });

  const waiting = [
    { to: '/orders?work=to_ship', count: data.orders_to_ship, label: t`Orders ready to ship (paid, or cash on delivery)` },
    { to: '/orders?work=to_chase', count: data.orders_to_chase, label: t`Prepayments not yet received` },
    { to: '/products?stock=low&active=1', count: data.low_stock, label: t`Variants low in stock in a warehouse (at or below the reorder point)` },
    { to: '#payments-to-refund', count: data.payments_to_refund.total, label: t`Payments to refund to the payer` },
    { to: '#transfers-to-make', count: data.transfers.length, label: t`Refunds to transfer by hand` },
    { to: '/reviews', count: data.reviews_waiting, label: t`Reviews waiting for approval` },
    { to: '/withdrawals', count: data.withdrawals_open, label: t`Withdrawal declarations to process` },
    { to: '/mails?status=failed', count: data.mails_failed, label: t`Mails that could not be sent` },
    { to: '/efactura?show=attention', count: data.efactura.rejected, label: t`RO e-Factura: rejected by ANAF, to correct` },
    { to: '/efactura?show=open', count: data.efactura.due_soon + data.efactura.overdue, label: t`RO e-Factura: due by the next working day or overdue` },
  ];

  return (
    <section className={styles.page}>
      <h1>{t`Dashboard`}</h1>

      <h2 id="waiting">{t`Waiting for you`}</h2>
      <ul className={page.tiles} aria-labelledby="waiting">
        {waiting.map((tile) => {
          const content = (
            <>
              <span className={page.count}>{tile.count}</span> <span>{tile.label}</span>
            </>
          );
          return (
            <li key={tile.to} className={tile.count > 0 ? `${page.tile} ${page.attention}` : page.tile}>
              {/* The list on this page: a plain in-page link, which the browser scrolls to. */}
              {tile.to.startsWith('#') ? <a href={tile.to}>{content}</a> : <Link to={tile.to}>{content}</Link>}
            </li>
          );
        })}
      </ul>

      <h2 id="payments-to-refund">{t`Payments to refund`}</h2>
      <p className={styles.hint}>
        {t`Money a payment provider took that could not make its order paid: another amount than the total, or paid after the order was closed. Open the order to refund the payer.`}
      </p>
      <DataTable
        caption={t`Flagged payments not yet refunded, newest first (${data.payments_to_refund.total} in all)`}
        columns={toRefund}
        rows={data.payments_to_refund.payments}
        empty={t`No payment waits to be refunded.`}
      />

      <TransfersToMake transfers={data.transfers} />

      <h2>{t`Orders and revenue`}</h2>
      <p className={styles.hint}>
        {t`Counted are placed orders that were not cancelled and did not fail (online payments once paid). Revenue is their gross total less refunds, in each shop's currency. Days and months follow each country's time zone.`}
      </p>
      <DataTable caption={t`Orders and revenue per country, today and this month`} columns={figures} rows={data.countries} empty={t`No shop countries.`} />

      <h2>{t`Prepayments not received`}</h2>
      <form onSubmit={submit} noValidate className={styles.filters}>
        <TextField
          label={t`Placed more than … days ago`}
          type="number"
          inputMode="numeric"
          min={1}
          max={365}
          error={form.formState.errors.prepayment_days?.message}
          {...form.register('prepayment_days')}
        />
        <button type="submit" className={styles.button}>{t`Show`}</button>
      </form>
      <DataTable
        caption={t`Prepayment orders still unpaid after ${days} days, oldest first (${data.open_prepayments.total} in all)`}
        columns={prepayments}
        rows={data.open_prepayments.orders}
        empty={t`No prepayment is overdue.`}
      />

      <h2>{t`Partially paid and overpaid orders`}</h2>
      <DataTable
        caption={t`Orders whose payments do not add up to their total (${data.amount_mismatches.total} in all)`}
        columns={mismatches}
        rows={data.amount_mismatches.orders}
        empty={t`Every order's payments add up to its total.`}
      />
      <p className={styles.hint}>{t`Figures as of ${dateTime(data.generated_at)}.`}</p>
    </section>
  );
}
