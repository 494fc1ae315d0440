// Correcting an invoice (issue 34): an issued invoice never changes. Staff set right what it got
// wrong (the invoice address: a company name, a street) and the shop issues, in one transaction, a
// credit note cancelling the invoice in full and a new invoice with the corrected address; the
// amounts stay (a wrong amount is a refund). The form names the invoice it was opened on: once that
// invoice was corrected (by this form sent twice, or by a colleague at the same time) the call is
// refused, and the unique index on the corrected invoice makes two transactions at once issue once.
import { countryIsoOf, isValidPostcode } from '@shop/contract';
import type { z } from 'zod';
import type { correctInvoiceBodySchema } from '@shop/contract/admin';
import { AppError } from '../../http/app-error.ts';
import { correctInvoice as correctIssuedInvoice, findInvoiceOfOrder } from '../invoices/index.ts';
import { recordOrderEvent } from '../orders/index.ts';
import { invoiceAddressOf, setInvoiceAddress } from './order-admin-repository.ts';
import { orderAddressFields } from './order-address.ts';
import { enqueueCorrectionMail } from './order-change-mails.ts';
import { requireAdminOrder } from './order-detail.ts';
import { mailContext, stateConflict, type StepContext } from './workflow.ts';

type Body = z.output<typeof correctInvoiceBodySchema>;

const corrected = () => stateConflict('This invoice was corrected meanwhile. Please reload the order.');

const addressFields = orderAddressFields;

export async function correctInvoice(context: StepContext, orderId: number, body: Body): Promise<void> {
  const now = context.deps.now();
  await context.write(async (trx, audit) => {
    const order = await requireAdminOrder(trx, orderId);
    const invoice = await findInvoiceOfOrder(trx, orderId);
    if (!invoice) throw stateConflict('This order has no invoice yet: it is issued when the order ships.');
    if (invoice.id !== body.invoice_id) throw corrected();
    const before = await invoiceAddressOf(trx, orderId);
    const country = countryIsoOf(before.country_id);
    if (country && !isValidPostcode(body.address.zipcode, country)) {
      throw new AppError('validation_failed', { fields: [{ path: 'address.zipcode', message: 'This postcode does not exist in the address’s country.' }] });
    }
    const fields = addressFields(body.address);
    const documents = await correctIssuedInvoice(trx, { invoice, at: now, reason: body.reason, change: () => setInvoiceAddress(trx, orderId, fields) });
    if (!documents) throw corrected();
    const { cancellation, replacement } = documents;
    const detail = { document: 'correction', cancelled: invoice.number, credit_note: cancellation.number, invoice: replacement.number, reason: body.reason };
    await recordOrderEvent(trx, { orderId, kind: 'invoice', detail, actorId: context.staff.id, at: now });
    const notify = body.notify_customer;
    if (notify) await enqueueCorrectionMail(trx, mailContext(context.deps, now), order, { cancelled: invoice, cancellation, replacement });
    await audit({
      action: 'order.invoice_corrected',
      entity: 'order',
      entityId: orderId,
      before: { invoice: invoice.number, invoice_address: addressFields(before) },
      after: { invoice: replacement.number, credit_note: cancellation.number, invoice_address: fields, reason: body.reason, customer_notified: notify },
    });
  });
}
