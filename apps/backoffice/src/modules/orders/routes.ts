// Orders for the account area and the guest invoice screen (spec section 7): one order, the
// customer's list (newest first), an order's lines, a guest's order by reference and hash, and
// cancelling. Another customer's order answers exactly like one that does not exist.
import { type BankTransferDetails, calls, type PaymentCode } from '@shop/contract';
import type { Selectable } from 'kysely';
import type { ShopOrderTable } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { CallRegistrar } from '../../http/register-call.ts';
import { isGuestOrderLink } from './guest-link.ts';
import { loadAccessibleOrder, mayAccessOrder } from './order-access.ts';
import { closeOrder } from './order-outcome.ts';
import { findOrder, findOrderByRef, paymentSessionOfOrder } from './order-repository.ts';
import { documentEInvoice, documentPdf, findDocument, replyWithPdf, replyWithXml } from '../invoices/index.ts';
import { isCancellable, orderDetail, orderSummaries, toOrderLine } from './order-view.ts';
import { orderLines } from './order-view-repository.ts';

/**
 * What the order calls need from payments, handed in by server.ts: payments builds on orders (a
 * payment event marks an order paid), so orders reaches payments only through this port.
 */
export type OrderPaymentPort = {
  /** Closes the provider session of a cancelled order; nothing to close without a provider. */
  closePaymentSession(code: PaymentCode, sessionId: string): Promise<void>;
  /** The bank details while a prepayment order waits for its transfer (the checkout module's); null otherwise. */
  awaitedTransfer(order: Selectable<ShopOrderTable>): Promise<BankTransferDetails | null>;
};

export function registerOrderRoutes(register: CallRegistrar, deps: Deps, payments: OrderPaymentPort): void {
  const { db } = deps;

  register(calls.backoffice.order, async ({ params, query, caller }) => {
    const order = await loadAccessibleOrder(db, params.id, caller);
    if (query.customer !== undefined && query.customer !== order.customer_id) throw notFound('order_not_found');
    return { OrderItems: [{ ...(await orderDetail(db, order)), bank_transfer: await payments.awaitedTransfer(order) }] };
  });

  register(calls.backoffice.guestOrder, async ({ params }) => {
    const order = await findOrderByRef(db, params.ref);
    if (!order || !(await isGuestOrderLink(db, order.id, params.hash))) throw notFound('order_not_found');
    return { OrderItems: [{ ...(await orderDetail(db, order)), bank_transfer: await payments.awaitedTransfer(order) }] };
  });

  // An invoice or credit note as PDF: only for the order's owner, or the holder of its guest link.
  // A document of another order answers like one that does not exist.
  const documentOf = async (orderId: number, documentId: number) => {
    const document = await findDocument(db, documentId);
    if (!document || document.order_id !== orderId) throw notFound('not_found', 'Document not found');
    return document;
  };

  register(calls.backoffice.orderDocumentPdf, async ({ params, caller, reply }) => {
    const order = await loadAccessibleOrder(db, params.id, caller);
    const document = await documentOf(order.id, params.documentId);
    return replyWithPdf(reply, document, await documentPdf(db, document));
  });

  register(calls.backoffice.guestOrderDocumentPdf, async ({ params, reply }) => {
    const order = await findOrderByRef(db, params.ref);
    if (!order || !(await isGuestOrderLink(db, order.id, params.hash))) throw notFound('order_not_found');
    const document = await documentOf(order.id, params.documentId);
    return replyWithPdf(reply, document, await documentPdf(db, document));
  });

  // A document's e-invoice (issue 35), to the same people; a document without one answers 404.
  const einvoiceOf = async (document: Awaited<ReturnType<typeof documentOf>>) => {
    const einvoice = await documentEInvoice(db, document);
    if (!einvoice) throw notFound('einvoice_not_found');
    return einvoice.xml;
  };

  register(calls.backoffice.orderDocumentXml, async ({ params, caller, reply }) => {
    const order = await loadAccessibleOrder(db, params.id, caller);
    const document = await documentOf(order.id, params.documentId);
    return replyWithXml(reply, document, await einvoiceOf(document));
  });

  register(calls.backoffice.guestOrderDocumentXml, async ({ params, reply }) => {
    const order = await findOrderByRef(db, params.ref);
    if (!order || !(await isGuestOrderLink(db, order.id, params.hash))) throw notFound('order_not_found');
    const document = await documentOf(order.id, params.documentId);
    return replyWithXml(reply, document, await einvoiceOf(document));
  });

  register(calls.backoffice.orderList, async ({ query, caller }) => {
    if (caller.kind !== 'customer') throw new AppError('unauthorized');
    if (query.customer !== caller.customerId) throw new AppError('forbidden', { message: 'You can only list your own orders.' });
    return { OrderItems: await orderSummaries(db, caller.customerId, query.limit) };
  });

  register(calls.backoffice.orderProducts, async ({ query, caller }) => {
    const order = await loadAccessibleOrder(db, query.order_id, caller);
    return { OrderProductItems: (await orderLines(db, order.id)).map(toOrderLine) };
  });

  register(calls.backoffice.orderCancel, async ({ body, caller }) => {
    const order = await findOrder(db, body.order_id);
    // Unknown, someone else's, or past the point of cancelling: the same answer.
    if (!order || !mayAccessOrder(order, caller) || !isCancellable(order)) throw new AppError('order_cancel_failed');
    const closed = await db.transaction().execute((trx) => closeOrder(trx, order.id, 'canceled', deps.now(), 'shopper'));
    if (!closed) throw new AppError('order_cancel_failed');
    const payment = await paymentSessionOfOrder(db, order.id);
    if (payment?.provider_session_id) await payments.closePaymentSession(payment.provider as PaymentCode, payment.provider_session_id);
    return { status_code: 200 as const, data: { order_id: order.id, status: 'canceled' as const } };
  });
}
