// The audit log (admins only): every admin write, newest first, with the state before and after.
import { useLingui } from '@lingui/react/macro';
import { adminCalls, type AuditEntry } from '@shop/contract/admin';
import { useMemo } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { adminCall } from '../api/admin-client.ts';
import { usePageTitle } from '../app/page-title.ts';
import { DataTable, type Columns } from '../components/DataTable.tsx';
import { useUrlPaging } from '../components/url-paging.ts';
import { dateTime } from '../components/format.ts';
import styles from '../components/admin.module.css';

export async function auditLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const page = Number(url.searchParams.get('page') ?? 1) || 1;
  const entity = url.searchParams.get('entity') ?? undefined;
  const entityId = url.searchParams.get('entity_id') ?? undefined;
  return adminCall(adminCalls.audit.list, { query: { page, ...(entity ? { entity } : {}), ...(entityId ? { entity_id: entityId } : {}) } });
}

const json = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 1));

export function AuditLogPage() {
  const { t } = useLingui();
  usePageTitle(t`Audit log`);
  const answer = useLoaderData<typeof auditLoader>();
  const paging = useUrlPaging(answer);
  const columns = useMemo<Columns<AuditEntry>>(
    () => [
      { id: 'when', header: t`When`, cell: ({ row }) => dateTime(row.original.created_at) },
      { id: 'who', header: t`Who`, cell: ({ row }) => row.original.actor_email },
      { id: 'what', header: t`What`, cell: ({ row }) => row.original.action },
      { id: 'item', header: t`Item`, cell: ({ row }) => `${row.original.entity} #${row.original.entity_id}` },
      { id: 'before', header: t`Before`, cell: ({ row }) => <code className={styles.json}>{json(row.original.before)}</code> },
      { id: 'after', header: t`After`, cell: ({ row }) => <code className={styles.json}>{json(row.original.after)}</code> },
    ],
    [t],
  );
  return (
    <section className={styles.page}>
      <h1>{t`Audit log`}</h1>
      <DataTable
        caption={t`Every change made in the admin, newest first`}
        columns={columns}
        rows={answer.data}
        empty={t`No changes recorded yet.`}
        paging={paging}
      />
    </section>
  );
}
