// RO e-Factura (issue 35): every Romanian invoice and credit note with its report to ANAF, newest
// first; "Needs attention" shows the rejected ones not yet corrected and the overdue ones.
import { useLingui } from '@lingui/react/macro';
import { adminCalls, efacturaListQuerySchema, type EFacturaReport } from '@shop/contract/admin';
import { useMemo } from 'react';
import { Form, Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { adminCall } from '../api/admin-client.ts';
import { usePageTitle } from '../app/page-title.ts';
import { DataTable, type Columns } from '../components/DataTable.tsx';
import { SelectField } from '../components/fields.tsx';
import { date } from '../components/format.ts';
import styles from '../components/admin.module.css';
import { EFacturaBadge, EFacturaDetails } from './efactura-labels.tsx';
import local from './efactura.module.css';

const showSchema = efacturaListQuerySchema.shape.show;

export async function efacturaLoader({ request }: LoaderFunctionArgs) {
  const show = showSchema.catch('all').parse(new URL(request.url).searchParams.get('show') ?? undefined);
  return adminCall(adminCalls.efactura.list, { query: { show } });
}

export function EFacturaPage() {
  const { t } = useLingui();
  usePageTitle(t`RO e-Factura`);
  const answer = useLoaderData<typeof efacturaLoader>();
  const [search] = useSearchParams();
  const columns = useMemo<Columns<EFacturaReport>>(
    () => [
      {
        id: 'document',
        header: t`Document`,
        cell: ({ row }) => (
          <>
            <a className={local.number} href={`/api/admin/documents/${row.original.document_id}/pdf`}>
              {row.original.number}
            </a>
            <br />
            <span className={styles.hint}>{row.original.kind === 'invoice' ? t`Invoice` : t`Credit note`} · {date(row.original.issued_at)}</span>
          </>
        ),
      },
      { id: 'order', header: t`Order`, cell: ({ row }) => <Link to={`/orders/${row.original.order_id}`}>{row.original.order_ref}</Link> },
      { id: 'state', header: t`State`, cell: ({ row }) => <EFacturaBadge report={row.original} /> },
      { id: 'details', header: t`ANAF`, cell: ({ row }) => <EFacturaDetails report={row.original} /> },
    ],
    [t],
  );
  return (
    <section className={styles.page}>
      <h1>{t`RO e-Factura`}</h1>
      <p className={styles.hint}>
        {t`Every Romanian invoice and credit note is reported to ANAF within five working days of its issue; the shop sends each one and asks for ANAF's answer by itself.`}
      </p>
      {answer.configured ? null : (
        <p className={styles.notice} role="alert">
          {t`Reporting to ANAF is not configured: no document is sent. Set EFACTURA_CLIENT_ID, EFACTURA_CLIENT_SECRET and EFACTURA_REFRESH_TOKEN (README, "RO e-Factura").`}
        </p>
      )}
      <Form method="get" className={styles.filters} aria-label={t`Filter documents`}>
        <SelectField label={t`Show`} name="show" defaultValue={search.get('show') ?? 'all'}>
          <option value="all">{t`All`}</option>
          <option value="open">{t`Not yet answered`}</option>
          <option value="attention">{t`Needs attention (rejected, overdue)`}</option>
        </SelectField>
        <button type="submit" className={styles.primary}>{t`Show`}</button>
      </Form>
      <DataTable caption={t`Romanian documents and their reports, newest first`} columns={columns} rows={answer.data} empty={t`No documents.`} />
    </section>
  );
}
