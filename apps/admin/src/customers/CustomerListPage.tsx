// The customers: search (email, name, customer number, company), accounts or guest records or both,
// newest first, in pages.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { adminCalls, customerKindSchema, type CustomerListRow } from '@shop/contract/admin';
import { useMemo } from 'react';
import { Form, Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { adminCall } from '../api/admin-client.ts';
import { usePageTitle } from '../app/page-title.ts';
import { DataTable, type Columns } from '../components/DataTable.tsx';
import { useUrlPaging } from '../components/url-paging.ts';
import { SelectField, TextField } from '../components/fields.tsx';
import { date } from '../components/format.ts';
import styles from '../components/admin.module.css';
import own from './pages.module.css';
import { pageFrom, useCountryName, useRoleLabel } from './labels.ts';
import { ExportLink } from '../transfer/ExportLink.tsx';
import { TagChips } from '../components/TagsForm.tsx';

export async function customerListLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const q = url.searchParams.get('q')?.trim() ?? '';
  const kind = customerKindSchema.catch('accounts').parse(url.searchParams.get('kind') ?? undefined);
  const tag = url.searchParams.get('tag')?.trim().slice(0, 30) ?? '';
  return adminCall(adminCalls.customers.list, { query: { page: pageFrom(url), kind, ...(q ? { q } : {}), ...(tag ? { tag } : {}) } });
}

export function CustomerListPage() {
  const { t } = useLingui();
  usePageTitle(t`Customers`);
  const answer = useLoaderData<typeof customerListLoader>();
  const [search] = useSearchParams();
  const paging = useUrlPaging(answer);
  const countryName = useCountryName();
  const roleLabel = useRoleLabel();
  const columns = useMemo<Columns<CustomerListRow>>(
    () => [
      {
        id: 'name',
        header: t`Name`,
        cell: ({ row }) => <Link to={`/customers/${row.original.id}`}>{`${row.original.firstname} ${row.original.lastname}`.trim() || row.original.email}</Link>,
      },
      { id: 'email', header: t`Email`, cell: ({ row }) => row.original.email },
      { id: 'ref', header: t`Customer number`, cell: ({ row }) => row.original.ref },
      { id: 'company', header: t`Company`, cell: ({ row }) => row.original.company ?? '—' },
      { id: 'shop', header: t`Shop`, cell: ({ row }) => countryName(row.original.country_id) },
      { id: 'orders', header: t`Orders`, cell: ({ row }) => row.original.order_count },
      { id: 'created', header: t`Since`, cell: ({ row }) => date(row.original.created_at) },
      {
        id: 'state',
        header: t`State`,
        cell: ({ row }) => (
          <span className={own.badges}>
            {row.original.is_guest ? <span className={styles.status}>{t`Guest`}</span> : null}
            {row.original.blocked ? <span className={`${styles.status} ${own.statusDanger}`}>{t`Blocked`}</span> : null}
            {row.original.role !== 'customer' ? <span className={styles.status}>{roleLabel(row.original.role)}</span> : null}
            <TagChips tags={row.original.tags} />
          </span>
        ),
      },
    ],
    [t, countryName, roleLabel],
  );
  const kind = search.get('kind') ?? 'accounts';
  return (
    <section className={styles.page}>
      <h1>{t`Customers`}</h1>
      <Form method="get" role="search" className={styles.filters} aria-label={t`Search customers`}>
        <TextField label={t`Search`} name="q" type="search" defaultValue={search.get('q') ?? ''} hint={t`Email, name, customer number or company`} />
        <TextField label={t`Tag`} name="tag" defaultValue={search.get('tag') ?? ''} autoComplete="off" />
        <SelectField label={t`Show`} name="kind" defaultValue={kind}>
          <option value="accounts">{t`Customer accounts`}</option>
          <option value="guests">{t`Guest orders (no account)`}</option>
          <option value="all">{t`Accounts and guests`}</option>
        </SelectField>
        <button type="submit" className={styles.primary}>{t`Search`}</button>
      </Form>
      <ExportLink kind="customers" search={search} />
      <DataTable
        caption={t`${plural(answer.total, { one: '# customer', other: '# customers' })}, newest first`}
        columns={columns}
        rows={answer.data}
        empty={t`No customer matches.`}
        paging={paging}
      />
    </section>
  );
}
