// A document as the shopper and the admin download it: the PDF, named after its number, never
// cached by a shared cache (it holds the buyer's name and address).
import type { OrderDocument } from '@shop/contract';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/connect.ts';
import { loadDocumentData } from './document-data.ts';
import type { InvoiceDocument } from './issue-documents.ts';
import { renderDocumentPdf } from './render-document.ts';

export async function documentPdf(db: Db, document: InvoiceDocument): Promise<Buffer> {
  return renderDocumentPdf(await loadDocumentData(db, document));
}

/** Sends the PDF as a download: `Content-Disposition: attachment; filename="<number>.pdf"`. */
export function replyWithPdf(reply: FastifyReply, document: Pick<InvoiceDocument, 'number'>, pdf: Buffer): Buffer {
  reply.header('content-type', 'application/pdf');
  reply.header('content-disposition', `attachment; filename="${document.number.replace(/[^A-Za-z0-9._-]/g, '_')}.pdf"`);
  reply.header('cache-control', 'private, no-store');
  return pdf;
}

/** A document as an order's detail lists it for the shopper. */
export function toOrderDocument(document: InvoiceDocument): OrderDocument {
  return { id: document.id, kind: document.kind, number: document.number, issued_at: document.issued_at };
}
