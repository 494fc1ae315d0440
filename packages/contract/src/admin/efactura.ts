// RO e-Factura in the admin (issue 35): each Romanian document's report to ANAF (waiting, sent,
// accepted with ANAF's upload index, rejected with ANAF's findings, or not reported), the day it is
// due by (five Romanian working days after issue), and ANAF's signed ZIP once accepted.
import { z } from 'zod';
import { buildPath, defineCall } from '../call.ts';
import { documentKindSchema } from '../checkout/order.ts';
import { idSchema, isoDateTimeSchema, queryIdSchema } from '../primitives.ts';

/**
 * waiting: not yet uploaded; sent: uploaded, ANAF's answer pending; accepted / rejected: ANAF's
 * answer; not_reported: the credit note cancelling a rejected invoice (decision 030).
 */
export const efacturaStateSchema = z.enum(['waiting', 'sent', 'accepted', 'rejected', 'not_reported']);
export type EFacturaState = z.infer<typeof efacturaStateSchema>;

export const efacturaReportSchema = z.object({
  document_id: idSchema,
  number: z.string(),
  kind: documentKindSchema,
  issued_at: isoDateTimeSchema,
  order_id: idSchema,
  order_ref: z.string(),
  state: efacturaStateSchema,
  /** The last day to report it (YYYY-MM-DD, Romania). */
  due_on: z.string(),
  /** Not accepted and past its due day. */
  overdue: z.boolean(),
  /** ANAF's upload index (index_incarcare), once uploaded. */
  upload_index: z.string().nullable(),
  /** ANAF's findings of a rejection. */
  errors: z.array(z.string()),
  /** The last failure to reach ANAF (an outage); tried again later. */
  last_error: z.string().nullable(),
  attempts: z.int().nonnegative(),
  uploaded_at: isoDateTimeSchema.nullable(),
  answered_at: isoDateTimeSchema.nullable(),
  /** Whether ANAF's ZIP (signed invoice, or its findings) is kept. */
  has_zip: z.boolean(),
  /** The credit note that cancelled this invoice (a correction), if any. */
  corrected_by: z.string().nullable(),
});
export type EFacturaReport = z.infer<typeof efacturaReportSchema>;

export const efacturaListQuerySchema = z.object({
  order_id: queryIdSchema.optional(),
  /** open: waiting or sent; attention: rejected and not yet corrected, or overdue. */
  show: z.enum(['all', 'open', 'attention']).default('all'),
});

export const efacturaCalls = {
  /** Romanian documents with their e-Factura report, newest first (at most 200). */
  list: defineCall({
    method: 'GET',
    path: '/api/admin/efactura',
    auth: 'staff',
    query: efacturaListQuerySchema,
    response: z.object({ data: z.array(efacturaReportSchema), configured: z.boolean() }),
  }),
  /** ANAF's ZIP of the document (the signed invoice and ANAF's signature, or its findings). */
  zip: defineCall({ method: 'GET', path: '/api/admin/documents/:id/efactura-zip', auth: 'staff', params: z.object({ id: queryIdSchema }), response: z.unknown().refine((value) => value instanceof Uint8Array, { error: 'Expected the bytes of a ZIP file.' }) }),
} as const;

/** Where the admin app links a document's ANAF ZIP. */
export function adminEFacturaZipPath(documentId: number): string {
  return buildPath(efacturaCalls.zip.path, { id: documentId });
}
