// The order list: a filter form that is a plain GET form (the URL holds the filters, so a filtered
// list can be shared or bookmarked), the table of orders newest first, and the pager.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ApiError } from '@shop/api-client';
import { orderStatuses, paymentCodes } from '@shop/contract';
import { adminCalls, adminPackingSlipPath, orderCountryCodes, type OrderListQuery, type OrderRow } from '@shop/contract/admin';
import { useMemo, useState } from 'react';
import { Form, Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { adminCall } from '../api/admin-client.ts';
import { usePageTitle } from '../app/page-title.ts';
import { DataTable, type Columns } from '../components/DataTable.tsx';
import { useUrlPaging } from '../components/url-paging.ts';
import { SelectField, TextField } from '../components/fields.tsx';
import { date, dateTime, money } from '../components/format.ts';
import styles from '../components/admin.module.css';
import { TagChips } from '../components/TagsForm.tsx';
import { useCountryLabel, usePaymentLabel, useStatusLabel } from './order-labels.ts';
import local from './orders.module.css';
import { ExportLink } from '../transfer/ExportLink.tsx';

const filterNames = ['q', 'work', 'country', 'status', 'payment', 'from', 'to', 'tag'] as const;

export async function orderListLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const query: Record<string, string> = {};
  for (const name of [...filterNames, 'page']) {
    const value = url.searchParams.get(name)?.trim();
    if (value) query[name] = value;
  }
  try {
    return { answer: await adminCall(adminCalls.orders.list, { query: query as OrderListQuery }), fieldErrors: {} as Record<string, string> };
  } catch (error) {
    // A filter the back office refuses (a date range backwards): said at its field, no rows.
    if (!(error instanceof ApiError) || error.code !== 'validation_failed') throw error;
    const fieldErrors = Object.fromEntries((error.body?.error.fields ?? []).map((field) => [field.path, field.message]));
    return { answer: { data: [] as OrderRow[], total: 0, page: 1, per_page: 25 }, fieldErrors };
  }
}

export function OrderListPage() {
  const { t } = useLingui();
  usePageTitle(t`Orders`);
  const { answer, fieldErrors } = useLoaderData<typeof orderListLoader>();
  const [search] = useSearchParams();
  const paging = useUrlPaging(answer);
  const statusLabel = useStatusLabel();
  const paymentLabel = usePaymentLabel();
  const countryLabel = useCountryLabel();
  const value = (name: (typeof filterNames)[number]) => search.get(name) ?? '';
  const filtered = filterNames.some((name) => value(name) !== '');

  // Orders chosen for work on several at once (their packing slips), on this page.
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setChosen((before) => {
      const next = new Set(before);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const chosenIds = answer.data.map((row) => row.id).filter((id) => chosen.has(id));
  const count = chosenIds.length;

  const columns = useMemo<Columns<OrderRow>>(
    () => [
      {
        id: 'choose',
        header: () => <span className={styles.visuallyHidden}>{t`Choose`}</span>,
        cell: ({ row }) => {
          const ref = row.original.ref;
          return <input type="checkbox" className={local.choose} checked={chosen.has(row.original.id)} onChange={() => toggle(row.original.id)} aria-label={t`Choose order ${ref}`} />;
        },
      },
      {
        id: 'order',
        header: t`Order`,
        cell: ({ row }) => (
          <>
            <Link to={`/orders/${row.original.id}`} className={local.ref}>
              {row.original.ref}
            </Link>
            <br />
            <span className={`${local.muted} ${local.wideOnly}`}>{dateTime(row.original.created_at)}</span>
            <span className={`${local.muted} ${local.narrowOnly}`}>{date(row.original.created_at)}</span>
            <TagChips tags={row.original.tags} />
          </>
        ),
      },
      {
        id: 'customer',
        header: t`Customer`,
        cell: ({ row }) => (
          <>
            {row.original.customer_name}
            <br />
            <span className={local.email}>{row.original.customer_email}</span>
          </>
        ),
      },
      {
        id: 'where',
        header: t`Country and payment`,
        cell: ({ row }) => (
          <>
            {countryLabel(row.original.country)}
            <br />
            <span className={local.muted}>{paymentLabel(row.original.payment_code)}</span>
          </>
        ),
      },
      { id: 'status', header: t`Status`, cell: ({ row }) => <span className={styles.status}>{statusLabel(row.original.status, row.original.payment_kind)}</span> },
      {
        id: 'total',
        header: t`Total`,
        cell: ({ row }) => (
          <span className={local.amount}>
            {money(row.original.total_taxed_cents, row.original.currency)}
            {row.original.amount_mismatch ? (
              <>
                <br />
                <span className={styles.flag}>{t`Amount differs`}</span>
              </>
            ) : null}
          </span>
        ),
      },
    ],
    [t, statusLabel, paymentLabel, countryLabel, chosen],
  );

  return (
    <section className={styles.page}>
      <h1>{t`Orders`}</h1>
      <Form key={search.toString()} method="get" role="search" aria-label={t`Filter orders`} className={local.filters}>
        <div className={local.searchField}>
          <TextField label={t`Search`} name="q" type="search" defaultValue={value('q')} hint={t`Order number, email or name`} error={fieldErrors.q} />
        </div>
        <SelectField label={t`To do`} name="work" defaultValue={value('work')} error={fieldErrors.work}>
          <option value="">{t`Everything`}</option>
          <option value="to_ship">{t`Ready to ship (paid, or cash on delivery)`}</option>
          <option value="to_chase">{t`Prepayment not yet received`}</option>
        </SelectField>
        <SelectField label={t`Country`} name="country" defaultValue={value('country')} error={fieldErrors.country}>
          <option value="">{t`All countries`}</option>
          {orderCountryCodes.map((code) => (
            <option key={code} value={code}>
              {countryLabel(code)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t`Status`} name="status" defaultValue={value('status')} error={fieldErrors.status}>
          <option value="">{t`All statuses`}</option>
          {orderStatuses.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t`Payment method`} name="payment" defaultValue={value('payment')} error={fieldErrors.payment}>
          <option value="">{t`All payment methods`}</option>
          {paymentCodes.map((code) => (
            <option key={code} value={code}>
              {paymentLabel(code)}
            </option>
          ))}
        </SelectField>
        <TextField label={t`Placed from`} name="from" type="date" defaultValue={value('from')} error={fieldErrors.from} />
        <TextField label={t`Placed until`} name="to" type="date" defaultValue={value('to')} error={fieldErrors.to} />
        <TextField label={t`Tag`} name="tag" defaultValue={value('tag')} error={fieldErrors.tag} autoComplete="off" />
        <div className={local.filterButtons}>
          <button type="submit" className={styles.primary}>{t`Show orders`}</button>
          {filtered ? (
            <Link to="/orders" className={local.clear}>
              {t`Clear filters`}
            </Link>
          ) : null}
        </div>
      </Form>
      <ExportLink kind="orders" search={search} />
      <div className={local.bulk} role="group" aria-label={t`Chosen orders`}>
        <button type="button" className={styles.button} onClick={() => setChosen(new Set(answer.data.map((row) => row.id)))} disabled={answer.data.length === 0}>
          {t`Choose all on this page`}
        </button>
        {count > 0 ? (
          <>
            <a className={styles.primary} href={adminPackingSlipPath(chosenIds)} target="_blank" rel="noopener">
              {t`${plural(count, { one: 'Print the packing slip of # order', other: 'Print the packing slips of # orders' })}`}
            </a>
            <button type="button" className={styles.button} onClick={() => setChosen(new Set())}>
              {t`Clear the choice`}
            </button>
          </>
        ) : (
          <span className={local.muted}>{t`Choose orders to print their packing slips at once.`}</span>
        )}
      </div>
      <div className={local.orderTable}>
        <DataTable
        caption={value('work') === 'to_ship' ? t`Orders ready to ship, newest first` : value('work') === 'to_chase' ? t`Prepayments not yet received, newest first` : filtered ? t`Orders matching the filters, newest first` : t`All orders, newest first`}
        columns={columns}
        rows={answer.data}
        empty={filtered ? t`No order matches these filters.` : t`No orders yet.`}
        paging={paging}
        />
      </div>
    </section>
  );
}
