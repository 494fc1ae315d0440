// The inbox of withdrawal declarations: open ones first (oldest first), then processed ones.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { adminCalls, withdrawalListQuerySchema, type WithdrawalRow } from '@shop/contract/admin';
import { useMemo } from 'react';
import { Form, Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { adminCall } from '../api/admin-client.ts';
import { usePageTitle } from '../app/page-title.ts';
import { DataTable, type Columns } from '../components/DataTable.tsx';
import { useUrlPaging } from '../components/url-paging.ts';
import { SelectField } from '../components/fields.tsx';
import { dateTime } from '../components/format.ts';
import styles from '../components/admin.module.css';
import { pageFrom } from '../customers/labels.ts';
import own from '../customers/pages.module.css';

const stateSchema = withdrawalListQuerySchema.shape.state;

export async function withdrawalsLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const state = stateSchema.catch('all').parse(url.searchParams.get('state') ?? undefined);
  return adminCall(adminCalls.withdrawals.list, { query: { state, page: pageFrom(url) } });
}

export function WithdrawalsPage() {
  const { t } = useLingui();
  usePageTitle(t`Withdrawals`);
  const answer = useLoaderData<typeof withdrawalsLoader>();
  const [search] = useSearchParams();
  const paging = useUrlPaging(answer);
  const columns = useMemo<Columns<WithdrawalRow>>(
    () => [
      { id: 'received', header: t`Received`, cell: ({ row }) => <Link to={`/withdrawals/${row.original.id}`}>{dateTime(row.original.received_at)}</Link> },
      { id: 'name', header: t`Name`, cell: ({ row }) => row.original.name },
      { id: 'email', header: t`Email`, cell: ({ row }) => row.original.email },
      {
        id: 'order',
        header: t`Order`,
        cell: ({ row }) =>
          row.original.order_id === null ? (
            <>
              {row.original.order_ref} <span className={styles.hint}>{t`(no matching order)`}</span>
            </>
          ) : (
            <Link to={`/orders/${row.original.order_id}`}>{row.original.order_ref}</Link>
          ),
      },
      {
        id: 'state',
        header: t`State`,
        cell: ({ row }) =>
          row.original.state === 'open' ? (
            <span className={`${styles.status} ${own.statusDanger}`}>{t`Open`}</span>
          ) : (
            <span className={`${styles.status} ${own.statusOk}`}>{t`Processed ${dateTime(row.original.processed_at ?? row.original.received_at)}`}</span>
          ),
      },
    ],
    [t],
  );
  return (
    <section className={styles.page}>
      <h1>{t`Withdrawal declarations`}</h1>
      <Form method="get" className={styles.filters} aria-label={t`Filter declarations`}>
        <SelectField label={t`Show`} name="state" defaultValue={search.get('state') ?? 'all'}>
          <option value="all">{t`All, open first`}</option>
          <option value="open">{t`Open`}</option>
          <option value="processed">{t`Processed`}</option>
        </SelectField>
        <button type="submit" className={styles.primary}>{t`Show`}</button>
      </Form>
      <DataTable
        caption={t`${plural(answer.total, { one: '# declaration', other: '# declarations' })}: open ones first, oldest first`}
        columns={columns}
        rows={answer.data}
        empty={t`No declarations.`}
        paging={paging}
      />
    </section>
  );
}
