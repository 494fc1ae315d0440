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
import { documentFileName } from './document-file-name.ts';
import { keepEInvoice, renderEInvoice, storedEInvoice, type RenderedEInvoice } from './einvoice.ts';

export const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * Renders the document as it stands now and keeps its PDF and, where it gets one, its e-invoice
 * (einvoice.ts), unless they were kept already: both are written from the same data, at issue. A
 * business customer's PDF is the ZUGFeRD / Factur-X PDF that carries the same invoice as XML.
 */
export async function keepDocumentFiles(db: Db, document: InvoiceDocument, at: Date): Promise<void> {
  const data = await loadDocumentData(db, document);
  const printed = await renderDocumentPdf(data);
  // An e-invoice that cannot be written must not stop the shipment or the refund that issues the
  // document: the PDF is kept, the failure is reported, and the XML is tried again at its first
  // download (documentEInvoice), where staff see the reason.
  let rendered: RenderedEInvoice | null;
  let pdf: Uint8Array;
  try {
    rendered = await renderEInvoice(db, data);
    pdf = rendered?.facturX ? await rendered.facturX(printed) : printed;
  } catch (error) {
    rendered = null;
    pdf = printed;
    process.emitWarning(`document ${document.number}: its e-invoice could not be written at issue: ${String(error)}`, 'EInvoiceWarning');
  }
  await storeDocumentFile(db, { documentId: document.id, pdf, sha256: sha256Of(pdf), at: at.toISOString() });
  if (rendered) await keepEInvoice(db, document.id, rendered, at);
}

/**
 * The document's PDF as issued. A document issued before its bytes were kept (before issue 34) is
 * rendered once, at its first download, and kept from then on.
 */
export async function documentPdf(db: Db, document: InvoiceDocument): Promise<Buffer> {
  let file = await findDocumentFile(db, document.id);
  if (!file) {
    await keepDocumentFiles(db, document, new Date());
    file = await findDocumentFile(db, document.id);
    if (!file) throw new Error(`document ${document.id}: its PDF could not be kept`);
  }
  const pdf = Buffer.from(file.pdf);
  if (sha256Of(pdf) !== file.sha256) throw new Error(`document ${document.number}: the stored PDF does not match its SHA-256`);
  return pdf;
}

/**
 * The document's e-invoice as issued, or undefined when it gets none. A document issued before
 * e-invoices were written (issue 35) gets its e-invoice at its first download, kept from then on.
 */
export async function documentEInvoice(db: Db, document: InvoiceDocument): Promise<{ syntax: string; xml: string } | undefined> {
  const stored = await storedEInvoice(db, document.id);
  if (stored) return stored;
  const rendered = await renderEInvoice(db, await loadDocumentData(db, document));
  if (!rendered) return undefined;
  await keepEInvoice(db, document.id, rendered, new Date());
  return storedEInvoice(db, document.id);
}

/**
 * What a business customer's invoice mail carries (issue 35): the invoice's PDF and its XRechnung
 * XML as issued; nothing for a consumer's invoice or a Romanian one (RO e-Factura delivers those).
 */
export async function businessInvoiceFiles(db: Db, document: InvoiceDocument): Promise<{ filename: string; contentType: string; content: Buffer }[]> {
  const einvoice = await storedEInvoice(db, document.id);
  if (einvoice?.syntax !== 'xrechnung-cii') return [];
  return [
    { filename: documentFileName(document.number, 'pdf'), contentType: 'application/pdf', content: await documentPdf(db, document) },
    { filename: documentFileName(document.number, 'xml'), contentType: 'application/xml', content: Buffer.from(einvoice.xml, 'utf8') },
  ];
}

/** Sends a document's file as a download named after its number, never kept by a shared cache. */
function replyWithDocument(reply: FastifyReply, number: string, file: { bytes: Buffer; type: string; extension: 'pdf' | 'xml' }): Buffer {
  reply.header('content-type', file.type);
  reply.header('content-disposition', `attachment; filename="${documentFileName(number, file.extension)}"`);
  reply.header('cache-control', 'private, no-store');
  return file.bytes;
}

/** Sends the e-invoice as a download: `Content-Disposition: attachment; filename="<number>.xml"`. */
export function replyWithXml(reply: FastifyReply, document: Pick<InvoiceDocument, 'number'>, xml: string): Buffer {
  return replyWithDocument(reply, document.number, { bytes: Buffer.from(xml, 'utf8'), type: 'application/xml; charset=utf-8', extension: 'xml' });
}

/** Sends the PDF as a download: `Content-Disposition: attachment; filename="<number>.pdf"`. */
export function replyWithPdf(reply: FastifyReply, document: Pick<InvoiceDocument, 'number'>, pdf: Buffer): Buffer {
  return replyWithDocument(reply, document.number, { bytes: pdf, type: 'application/pdf', extension: 'pdf' });
}

/** A document as an order's detail lists it for the shopper, with the e-invoice it has, if any. */
export function toOrderDocument(document: InvoiceDocument & { einvoice: OrderDocument['einvoice'] }): OrderDocument {
  return { id: document.id, kind: document.kind, number: document.number, issued_at: document.issued_at, einvoice: document.einvoice };
}
