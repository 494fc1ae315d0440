// The reporting job: every Romanian document goes to RO e-Factura once. A pass
//  1. takes up documents issued since the last pass (a report row each, with its due day);
//  2. uploads each waiting one, then asks for ANAF's answer by upload index until it is accepted or
//     rejected, and keeps ANAF's ZIP (the signed invoice, or the findings).
// A process works on a report only while it holds its claim (a conditional update), and the job runs
// in one process at a time (its lease), so a document is uploaded once. A failure to reach ANAF (an
// outage, a timeout) leaves the report as it was and tries again later, 1, 2, 4 ... minutes on, at
// most an hour. Only the crash of a process between ANAF's receipt and the row's update could upload
// a document twice; ANAF then holds two uploads of one invoice number, which its portal shows.
import type { Db } from '../../db/connect.ts';
import { periodicJob } from '../../jobs/periodic-job.ts';
import type { AnafApi } from './anaf-client.ts';
import { findingsOfZip } from './anaf-client.ts';
import { claimReport, documentForUpload, dueReports, findReport, insertReport, settleReport, unreportedDocuments, type ReportState } from './report-repository.ts';
import { reportDueOn } from './reporting-deadline.ts';

/** How long a claimed report is left to the process that claimed it. */
const CLAIM_MS = 2 * 60_000;
/** ANAF checks an upload within minutes: the first question after 30 s, then less often. */
const FIRST_POLL_MS = 30_000;
const FIRST_RETRY_MS = 60_000;
const LONGEST_WAIT_MS = 60 * 60_000;

const growing = (first: number, attempts: number) => Math.min(LONGEST_WAIT_MS, first * 2 ** Math.max(0, attempts - 1));

export type ReportPass = { queued: number; uploaded: number; accepted: number; rejected: number; failed: number };

export type EFacturaReporter = {
  runOnce(): Promise<ReportPass>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
};

/** The seller's CIF as ANAF's calls take it: the digits of its VAT id (RO12345678 -> 12345678). */
export function cifOfSeller(sellerJson: string | null): string {
  const seller = sellerJson ? (JSON.parse(sellerJson) as { vatId?: string; taxNumber?: string }) : {};
  const cif = (seller.vatId || seller.taxNumber || '').replace(/\D/g, '');
  if (cif === '') throw new Error('the seller has no CIF (VAT id) to report under');
  return cif;
}

export function createEFacturaReporter(options: {
  db: Db;
  /** ANAF's API with a fresh access token; null when e-Factura is not configured. */
  api: () => Promise<AnafApi | null>;
  now?: () => Date;
  batchSize?: number;
  mayRun?: () => Promise<boolean>;
  onError?: (error: unknown) => void;
}): EFacturaReporter {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const batchSize = options.batchSize ?? 20;

  async function queue(): Promise<number> {
    const documents = await unreportedDocuments(db, 200);
    for (const document of documents) {
      // A credit note cancelling a rejected invoice is not reported: ANAF never took the invoice in.
      const cancelsRejected = document.kind === 'credit_note' && document.corrects_id !== null && (await findReport(db, document.corrects_id))?.state === 'rejected';
      await insertReport(db, {
        document_id: document.id,
        state: cancelsRejected ? 'not_reported' : 'waiting',
        due_on: reportDueOn(new Date(document.issued_at)),
        next_attempt_at: now().toISOString(),
        created_at: now().toISOString(),
      });
    }
    return documents.length;
  }

  async function work(api: AnafApi, report: { document_id: number; state: ReportState; upload_index: string | null; attempts: number }, until: string, pass: ReportPass) {
    const at = () => now().toISOString();
    const id = report.document_id;
    if (report.state === 'waiting') {
      const document = await documentForUpload(db, id);
      if (!document) throw new Error(`document ${id} has no e-invoice to report`);
      const answer = await api.upload(document.xml, { cif: cifOfSeller(document.seller_json), b2c: !document.buyer_vat_id, creditNote: document.kind === 'credit_note' });
      if (answer.accepted) {
        pass.uploaded += 1;
        await settleReport(db, id, until, { state: 'sent', upload_index: answer.index, uploaded_at: at(), attempts: 0, last_error: null, next_attempt_at: new Date(now().getTime() + FIRST_POLL_MS).toISOString() });
      } else {
        pass.rejected += 1;
        await settleReport(db, id, until, { state: 'rejected', errors: JSON.stringify(answer.errors), answered_at: at(), last_error: null });
      }
      return;
    }
    const status = await api.status(report.upload_index ?? '');
    if (status.state === 'pending') {
      const attempts = report.attempts + 1;
      await settleReport(db, id, until, { attempts, last_error: null, next_attempt_at: new Date(now().getTime() + growing(FIRST_POLL_MS, attempts)).toISOString() });
      return;
    }
    const zip = await api.download(status.downloadId);
    if (status.state === 'ok') {
      pass.accepted += 1;
      await settleReport(db, id, until, { state: 'accepted', download_id: status.downloadId, signed_zip: zip, answered_at: at(), last_error: null });
    } else {
      pass.rejected += 1;
      const findings = await findingsOfZip(zip);
      await settleReport(db, id, until, { state: 'rejected', download_id: status.downloadId, signed_zip: zip, errors: JSON.stringify(findings), answered_at: at(), last_error: null });
    }
  }

  async function runOnce(): Promise<ReportPass> {
    const pass: ReportPass = { queued: await queue(), uploaded: 0, accepted: 0, rejected: 0, failed: 0 };
    const due = await dueReports(db, now().toISOString(), batchSize);
    if (due.length === 0) return pass;
    const api = await options.api();
    if (!api) return pass;
    for (const report of due) {
      const moment = now();
      const until = new Date(moment.getTime() + CLAIM_MS).toISOString();
      if (!(await claimReport(db, report.document_id, report.state, moment.toISOString(), until))) continue; // another process has it
      try {
        await work(api, report, until, pass);
      } catch (error) {
        pass.failed += 1;
        const attempts = report.attempts + 1;
        await settleReport(db, report.document_id, until, {
          attempts,
          last_error: (error instanceof Error ? error.message : String(error)).slice(0, 500),
          next_attempt_at: new Date(now().getTime() + growing(FIRST_RETRY_MS, attempts)).toISOString(),
        });
      }
    }
    return pass;
  }

  const job = periodicJob(runOnce, { ...(options.mayRun ? { mayRun: options.mayRun } : {}), ...(options.onError ? { onError: options.onError } : {}) });
  return { runOnce: job.runOnce, start: (intervalMs = 15_000) => job.start(intervalMs), stop: job.stop };
}
