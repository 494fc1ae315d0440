// The admin's e-Factura calls: the Romanian documents with their report, and ANAF's ZIP of one.
// Reading writes nothing, so there is no audit line.
import { adminCalls, type EFacturaReport } from '@shop/contract/admin';
import type { Deps } from '../../deps.ts';
import type { AdminRegistrar } from '../../http/admin-call.ts';
import { notFound } from '../../http/app-error.ts';
import { listReports, signedZipOf, type ReportState } from './report-repository.ts';
import { reportDueOn, romanianDay } from './reporting-deadline.ts';

const LIST_LIMIT = 200;
const OPEN: ReportState[] = ['waiting', 'sent'];

type Row = Awaited<ReturnType<typeof listReports>>[number];

function toReport(row: Row, today: string): EFacturaReport {
  const state = row.state ?? 'waiting';
  // A document the job has not taken up yet is due as it will be when it does.
  const dueOn = row.due_on ?? reportDueOn(new Date(row.issued_at));
  return {
    document_id: row.document_id,
    number: row.number,
    kind: row.kind,
    issued_at: row.issued_at,
    order_id: row.order_id,
    order_ref: row.order_ref,
    state,
    due_on: dueOn,
    overdue: OPEN.includes(state) && dueOn < today,
    upload_index: row.upload_index ?? null,
    errors: row.errors ? (JSON.parse(row.errors) as string[]) : [],
    last_error: row.last_error ?? null,
    attempts: row.attempts ?? 0,
    uploaded_at: row.uploaded_at ?? null,
    answered_at: row.answered_at ?? null,
    has_zip: row.has_zip === 1,
    corrected_by: row.corrected_by ?? null,
  };
}

export function registerEFacturaAdminRoutes(register: AdminRegistrar, deps: Deps): void {
  register(adminCalls.efactura.list, async ({ query }) => {
    const today = romanianDay(deps.now());
    const rows = await listReports(deps.db, { ...(query.order_id === undefined ? {} : { orderId: query.order_id }), ...(query.show === 'open' ? { states: OPEN } : {}), limit: LIST_LIMIT });
    let data = rows.map((row) => toReport(row, today));
    if (query.show === 'attention') data = data.filter((report) => (report.state === 'rejected' && report.corrected_by === null) || report.overdue);
    return { data, configured: deps.config.efactura !== null };
  });

  register(adminCalls.efactura.zip, async ({ params, reply }) => {
    const row = await signedZipOf(deps.db, params.id);
    if (!row?.signed_zip) throw notFound('not_found', 'ANAF has not answered for this document yet');
    reply.header('content-type', 'application/zip');
    reply.header('content-disposition', `attachment; filename="${row.number}-anaf-${row.upload_index ?? ''}.zip"`);
    reply.header('cache-control', 'private, no-store');
    return Buffer.from(row.signed_zip);
  });
}
