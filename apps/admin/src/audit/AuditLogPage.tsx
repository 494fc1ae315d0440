// The audit log (admins only): every admin write, newest first, as a sentence (who did what to which
// object) with what changed, filtered by person, object and day (issue 36).
import { useLingui } from '@lingui/react/macro';
import { adminCalls, auditQuerySchema, type AuditEntry } from '@shop/contract/admin';
import { useMemo } from 'react';
import { Form, Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { adminCall } from '../api/admin-client.ts';
import { usePageTitle } from '../app/page-title.ts';
import { DataTable, type Columns } from '../components/DataTable.tsx';
import { SelectField, TextField } from '../components/fields.tsx';
import { useUrlPaging } from '../components/url-paging.ts';
import { dateTime } from '../components/format.ts';
import styles from '../components/admin.module.css';
import { useAuditChanges, useAuditSentence } from './audit-text.ts';

const FILTERS = ['page', 'entity', 'entity_id', 'actor', 'from', 'to'] as const;

export async function auditLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const raw = Object.fromEntries(FILTERS.flatMap((name) => (url.searchParams.get(name)?.trim() ? [[name, url.searchParams.get(name)?.trim()]] : [])));
  // A filter the address got wrong is dropped rather than answered with an error page.
  const query = auditQuerySchema.safeParse(raw).success ? raw : {};
  return adminCall(adminCalls.audit.list, { query });
}

export function AuditLogPage() {
  const { t } = useLingui();
  usePageTitle(t`Audit log`);
  const answer = useLoaderData<typeof auditLoader>();
  const [search] = useSearchParams();
  const paging = useUrlPaging(answer);
  const sentence = useAuditSentence();
  const changes = useAuditChanges();
  const columns = useMemo<Columns<AuditEntry>>(
    () => [
      { id: 'when', header: t`When`, cell: ({ row }) => dateTime(row.original.created_at) },
      {
        id: 'what',
        header: t`What happened`,
        cell: ({ row }) => {
          const lines = changes(row.original);
          return (
            <>
              <p className={styles.auditSentence}>{sentence(row.original)}</p>
              {lines.length > 0 ? (
                <ul className={styles.auditChanges}>
                  {lines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              ) : null}
            </>
          );
        },
      },
      {
        id: 'object',
        header: t`Object`,
        cell: ({ row }) => {
          const { entity, entity_id: id } = row.original;
          const to = entity === 'order' ? `/orders/${id}` : entity === 'customer' ? `/customers/${id}` : entity === 'product' ? `/products/${id}` : null;
          return (
            <>
              {to ? <Link to={to}>{t`Open`}</Link> : null} <Link to={`/audit?entity=${encodeURIComponent(entity)}&entity_id=${encodeURIComponent(id)}`}>{t`All changes to it`}</Link>
            </>
          );
        },
      },
    ],
    [t, sentence, changes],
  );
  const filtered = FILTERS.some((name) => name !== 'page' && search.get(name));
  return (
    <section className={styles.page}>
      <h1>{t`Audit log`}</h1>
      <Form method="get" role="search" className={styles.filters} aria-label={t`Filter the audit log`}>
        <TextField label={t`Who`} name="actor" defaultValue={search.get('actor') ?? ''} hint={t`Part of the name or email`} autoComplete="off" />
        <SelectField label={t`Object`} name="entity" defaultValue={search.get('entity') ?? ''}>
          <option value="">{t`All objects`}</option>
          <option value="order">{t`Orders`}</option>
          <option value="customer">{t`Customers and staff`}</option>
          <option value="product">{t`Products`}</option>
          <option value="coupon">{t`Coupons`}</option>
        </SelectField>
        <TextField label={t`Number`} name="entity_id" defaultValue={search.get('entity_id') ?? ''} hint={t`The object's id, as in its address`} autoComplete="off" />
        <TextField label={t`From`} name="from" type="date" defaultValue={search.get('from') ?? ''} />
        <TextField label={t`Until`} name="to" type="date" defaultValue={search.get('to') ?? ''} />
        <button type="submit" className={styles.primary}>{t`Show`}</button>
        {filtered ? <Link to="/audit">{t`Clear filters`}</Link> : null}
      </Form>
      <DataTable
        caption={filtered ? t`Changes matching the filters, newest first` : t`Every change made in the admin, newest first`}
        columns={columns}
        rows={answer.data}
        empty={t`No changes recorded yet.`}
        paging={paging}
      />
    </section>
  );
}
