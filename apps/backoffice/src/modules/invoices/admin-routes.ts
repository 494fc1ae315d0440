// The admin's document calls: an order's documents, a document's PDF and its e-invoice, and packing
// slips. Reading writes nothing, so there is no audit line.
import { adminCalls, type AdminDocument } from '@shop/contract/admin';
import type { FastifyReply } from 'fastify';
import type { Deps } from '../../deps.ts';
import type { AdminRegistrar } from '../../http/admin-call.ts';
import { notFound } from '../../http/app-error.ts';
import { documentsOfOrder, findDocument } from './document-repository.ts';
import { documentEInvoice, documentPdf, replyWithPdf, replyWithXml } from './document-pdf.ts';
import type { InvoiceDocument } from './issue-documents.ts';
import { loadPackingSlip, renderPackingSlips } from './packing-slip.ts';

/** Packing slips open in the browser's viewer to be printed (inline), never kept by a shared cache. */
function replyWithPackingSlips(reply: FastifyReply, name: string, pdf: Buffer): Buffer {
  reply.header('content-type', 'application/pdf');
  reply.header('content-disposition', `inline; filename="${name}.pdf"`);
  reply.header('cache-control', 'private, no-store');
  return pdf;
}

export function toAdminDocument(document: InvoiceDocument & { einvoice: AdminDocument['einvoice'] }): AdminDocument {
  return {
    id: document.id,
    kind: document.kind,
    number: document.number,
    order_id: document.order_id,
    refund_id: document.refund_id,
    amount_cents: document.amount_cents,
    issued_at: document.issued_at,
    delivery_date: document.delivery_date,
    einvoice: document.einvoice,
  };
}

export function registerInvoiceAdminRoutes(register: AdminRegistrar, deps: Deps): void {
  register(adminCalls.documents.pdf, async ({ params, reply }) => {
    const document = await findDocument(deps.db, params.id);
    if (!document) throw notFound('not_found', 'Document not found');
    return replyWithPdf(reply, document, await documentPdf(deps.db, document));
  });

  register(adminCalls.documents.xml, async ({ params, reply }) => {
    const document = await findDocument(deps.db, params.id);
    if (!document) throw notFound('not_found', 'Document not found');
    const einvoice = await documentEInvoice(deps.db, document);
    if (!einvoice) throw notFound('einvoice_not_found');
    return replyWithXml(reply, document, einvoice.xml);
  });

  register(adminCalls.documents.packingSlip, async ({ params, reply }) => {
    const slip = await loadPackingSlip(deps.db, params.id);
    if (!slip) throw notFound('not_found', 'Order not found');
    return replyWithPackingSlips(reply, `${slip.ref}-packing-slip`, await renderPackingSlips([slip]));
  });

  register(adminCalls.documents.packingSlips, async ({ query, reply }) => {
    const slips = [];
    for (const id of new Set(query.order_ids)) {
      const slip = await loadPackingSlip(deps.db, id);
      if (!slip) throw notFound('not_found', `Order ${id} not found`);
      slips.push(slip);
    }
    return replyWithPackingSlips(reply, `packing-slips-${slips.length}`, await renderPackingSlips(slips));
  });

  register(adminCalls.documents.ofOrder, async ({ params }) => {
    return { data: (await documentsOfOrder(deps.db, params.id)).map(toAdminDocument) };
  });
}
