// The coupons: search by code, newest first, with what each takes off, where and when it is valid,
// and how often orders hold it (of its limit).
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { adminCalls, type CouponRow } from '@shop/contract/admin';
import { useMemo } from 'react';
import { Form, Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { adminCall } from '../api/admin-client.ts';
import { usePageTitle } from '../app/page-title.ts';
import { DataTable, type Columns } from '../components/DataTable.tsx';
import { TextField } from '../components/fields.tsx';
import { money } from '../components/format.ts';
import { useUrlPaging } from '../components/url-paging.ts';
import styles from '../components/admin.module.css';
import { pageFrom } from '../customers/labels.ts';
import own from '../customers/pages.module.css';
import { useCouponLabels } from './labels.ts';

export async function couponListLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const q = url.searchParams.get('q')?.trim() ?? '';
  return adminCall(adminCalls.coupons.list, { query: { page: pageFrom(url), ...(q ? { q } : {}) } });
}

export function CouponListPage() {
  const { t } = useLingui();
  usePageTitle(t`Coupons`);
  const answer = useLoaderData<typeof couponListLoader>();
  const [search] = useSearchParams();
  const paging = useUrlPaging(answer);
  const labels = useCouponLabels();
  const columns = useMemo<Columns<CouponRow>>(
    () => [
      { id: 'code', header: t`Code`, cell: ({ row }) => <Link to={`/coupons/${row.original.id}`}>{row.original.code}</Link> },
      { id: 'discount', header: t`Discount`, cell: ({ row }) => labels.discount(row.original) },
      { id: 'shop', header: t`Shop`, cell: ({ row }) => labels.shop(row.original) },
      {
        id: 'valid',
        header: t`Valid`,
        cell: ({ row }) => {
          const { valid_from: from, valid_until: until } = row.original;
          return from && until ? t`${from} to ${until}` : from ? t`from ${from}` : until ? t`until ${until}` : t`always`;
        },
      },
      { id: 'minimum', header: t`Minimum order`, cell: ({ row }) => (row.original.min_order_cents === null ? '—' : money(row.original.min_order_cents, row.original.currency_code ?? 'EUR')) },
      {
        id: 'used',
        header: t`Used`,
        cell: ({ row }) => (row.original.max_uses === null ? row.original.used_count : t`${row.original.used_count} of ${row.original.max_uses}`),
      },
      { id: 'perCustomer', header: t`Per customer`, cell: ({ row }) => row.original.max_uses_per_customer ?? '—' },
      {
        id: 'state',
        header: t`State`,
        cell: ({ row }) => (
          <span className={`${styles.status} ${row.original.active ? own.statusOk : ''}`}>{row.original.active ? t`Active` : t`Paused`}</span>
        ),
      },
    ],
    [t, labels],
  );
  return (
    <section className={styles.page}>
      <h1>{t`Coupons`}</h1>
      <div className={own.actions}>
        <Link to="/coupons/new" className={styles.primary}>{t`New coupon`}</Link>
      </div>
      <Form method="get" role="search" className={styles.filters} aria-label={t`Search coupons`}>
        <TextField label={t`Search`} name="q" type="search" defaultValue={search.get('q') ?? ''} hint={t`A part of the code`} />
        <button type="submit" className={styles.primary}>{t`Search`}</button>
      </Form>
      <DataTable caption={t`${plural(answer.total, { one: '# coupon', other: '# coupons' })}, newest first`} columns={columns} rows={answer.data} empty={t`No coupon matches.`} paging={paging} />
    </section>
  );
}
