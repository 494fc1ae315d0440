// A document as the shopper and the admin download it: the PDF rendered when it was issued, byte
// for byte (stored with its SHA-256), named after its number, never cached by a shared cache (it
// holds the buyer's name and address).
import { createHash } from 'node:crypto';
import type { OrderDocument } from '@shop/contract';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/connect.ts';
import { loadDocumentData } from './document-data.ts';
import { findDocumentFile, storeDocumentFile } from './document-repository.ts';
import type { InvoiceDocument } from './issue-documents.ts';
import { renderDocumentPdf } from './render-document.ts';

export const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Renders the document as it stands now and keeps the bytes, unless they were kept already. */
export async function keepDocumentPdf(db: Db, document: InvoiceDocument, at: Date): Promise<void> {
  const pdf = await renderDocumentPdf(await loadDocumentData(db, document));
  await storeDocumentFile(db, { documentId: document.id, pdf, sha256: sha256Of(pdf), at: at.toISOString() });
}

/**
 * The document's PDF as issued. A document issued before its bytes were kept (before issue 34) is
 * rendered once, at its first download, and kept from then on.
 */
export async function documentPdf(db: Db, document: InvoiceDocument): Promise<Buffer> {
  let file = await findDocumentFile(db, document.id);
  if (!file) {
    await keepDocumentPdf(db, document, new Date());
    file = await findDocumentFile(db, document.id);
    if (!file) throw new Error(`document ${document.id}: its PDF could not be kept`);
  }
  const pdf = Buffer.from(file.pdf);
  if (sha256Of(pdf) !== file.sha256) throw new Error(`document ${document.number}: the stored PDF does not match its SHA-256`);
  return pdf;
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
