// Invoices and credit notes in the admin (issue 14): an order's documents and each one's PDF.
// Reading a document writes nothing, so neither call is audited.
import { z } from 'zod';
import { buildPath, defineCall } from '../call.ts';
import { documentKindSchema, einvoiceSyntaxSchema, pdfDocumentSchema, xmlDocumentSchema } from '../checkout/order.ts';
import { centsSchema, idSchema, isoDateTimeSchema, queryIdSchema } from '../primitives.ts';

export const adminDocumentSchema = z.object({
  id: idSchema,
  kind: documentKindSchema,
  number: z.string(),
  order_id: idSchema,
  /** The refund a credit note is for; null on an invoice. */
  refund_id: idSchema.nullable(),
  /** Gross cents in the order's currency: the invoice's total, or the credit note's refund. */
  amount_cents: centsSchema,
  issued_at: isoDateTimeSchema,
  /** The day the goods left (YYYY-MM-DD). */
  delivery_date: z.string().nullable(),
  /** The e-invoice kept with the document, or null when it has none. */
  einvoice: einvoiceSyntaxSchema.nullable(),
});
export type AdminDocument = z.infer<typeof adminDocumentSchema>;

/** At most this many packing slips in one PDF. */
export const PACKING_SLIPS_MAX = 100;

export const packingSlipsQuerySchema = z.object({
  order_ids: z
    .string()
    .transform((value) => value.split(',').map((part) => Number(part.trim())))
    .pipe(z.array(z.int().positive()).min(1).max(PACKING_SLIPS_MAX)),
});

export const documentCalls = {
  /** The document as PDF, sent as an attachment named after its number. */
  pdf: defineCall({ method: 'GET', path: '/api/admin/documents/:id/pdf', auth: 'staff', params: z.object({ id: queryIdSchema }), response: pdfDocumentSchema }),
  /**
   * The document's e-invoice as issued (issue 35): CIUS-RO UBL for Romania, XRechnung CII for a
   * German or Austrian business customer; 404 `einvoice_not_found` for a consumer's document there.
   */
  xml: defineCall({ method: 'GET', path: '/api/admin/documents/:id/xml', auth: 'staff', params: z.object({ id: queryIdSchema }), response: xmlDocumentSchema }),
  /** The order's packing slip (issue 36): what to pack, without prices, in the order's language. */
  packingSlip: defineCall({ method: 'GET', path: '/api/admin/orders/:id/packing-slip', auth: 'staff', params: z.object({ id: queryIdSchema }), response: pdfDocumentSchema }),
  /** The packing slips of chosen orders in one PDF, in the order given (`order_ids=3,5,8`, at most 100). */
  packingSlips: defineCall({ method: 'GET', path: '/api/admin/packing-slips', auth: 'staff', query: packingSlipsQuerySchema, response: pdfDocumentSchema }),
  /** An order's invoice and credit notes, invoice first. */
  ofOrder: defineCall({
    method: 'GET',
    path: '/api/admin/orders/:id/documents',
    auth: 'staff',
    params: z.object({ id: queryIdSchema }),
    response: z.object({ data: z.array(adminDocumentSchema) }),
  }),
} as const;

/** Where the admin app links an order's packing slip, or several orders' in one PDF. */
export function adminPackingSlipPath(orderIds: readonly number[]): string {
  const [only] = orderIds;
  return orderIds.length === 1 && only !== undefined ? buildPath(documentCalls.packingSlip.path, { id: only }) : `${documentCalls.packingSlips.path}?order_ids=${orderIds.join(',')}`;
}

/** Where the admin app links a document's e-invoice. */
export function adminDocumentXmlPath(documentId: number): string {
  return buildPath(documentCalls.xml.path, { id: documentId });
}

/** Where the admin app links a document's PDF (same origin, the session cookie goes along). */
export function adminDocumentPdfPath(documentId: number): string {
  return buildPath(documentCalls.pdf.path, { id: documentId });
}
