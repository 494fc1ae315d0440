// Issuing invoices and credit notes (issue 14). An order gets one invoice, numbered when it is
// issued (the order ships: the delivery date is known); every refund gets a credit note. Each
// country has its own series per kind and year, without gaps (document-repository.ts). Issuing is
// idempotent: a second call answers the document already issued, also when two transactions issue
// at the same time (the second waits for the first and takes no number).
//
// A wrong invoice is corrected by a credit note cancelling it and a new invoice (correctInvoice).
//
// A document keeps what it prints that could change later: the seller's data and the buyer's VAT
// id and VAT exemption as they are at issue. Lines, addresses and amounts are the order's own copies.
// Its PDF is rendered in the issuing transaction and kept with its SHA-256 (document-pdf.ts): a
// later payment, address or seller change shows on the order, never in an issued document.
import { countryFactsOf } from '@shop/contract/country-facts';
import { randomBytes } from 'node:crypto';
import type { Selectable, Transaction } from 'kysely';
import type { Database, InvoiceDocumentTable } from '../../db/schema.ts';
import { yearIn } from '../shop/index.ts';
import {
  claimDocument,
  findCreditNoteOfRefund,
  findInvoiceOfOrder,
  findOrderForInvoice,
  findRefund,
  findStoreInfo,
  nextInSeries,
  setDocumentNumber,
  type NewDocument,
} from './document-repository.ts';
import { keepDocumentFiles } from './document-pdf.ts';
import { sellerOfStoreInfo } from './seller.ts';

export type InvoiceDocument = Selectable<InvoiceDocumentTable>;
export type DocumentKind = InvoiceDocument['kind'];

/** Number prefixes: Rechnung / Gutschrift in German-speaking shops, factură / factură storno in Romania. */
const prefixes = {
  DE: { invoice: 'RE', credit_note: 'GS' },
  AT: { invoice: 'RE', credit_note: 'GS' },
  RO: { invoice: 'FCT', credit_note: 'STO' },
} as const;

async function numberFor(trx: Transaction<Database>, countryId: number, kind: DocumentKind, at: Date): Promise<string> {
  const facts = countryFactsOf(countryId);
  const year = yearIn(facts.timeZone, at);
  const prefix = prefixes[facts.isoAlpha2][kind];
  const series = `${facts.isoAlpha2}-${kind}-${year}`;
  const value = await nextInSeries(trx, series);
  return `${prefix}-${facts.isoAlpha2}-${year}-${String(value).padStart(6, '0')}`;
}

/**
 * Writes the document with a placeholder number, then numbers it. Claiming first means a second
 * issuer of the same document never takes a number from the series (which would leave a gap):
 * it finds the first one's document instead (`existing`).
 */
async function issue(trx: Transaction<Database>, row: Omit<NewDocument, 'number'>, at: Date, existing: () => Promise<InvoiceDocument | undefined>) {
  const claimed = await claimAndNumber(trx, row, at);
  if (claimed) return claimed;
  const winner = await existing();
  if (!winner) throw new Error(`issuing ${row.kind} of order ${row.order_id}: claimed elsewhere but not found`);
  return winner;
}

/** The document claimed, numbered and rendered; undefined when another issuer holds its claim. */
async function claimAndNumber(trx: Transaction<Database>, row: Omit<NewDocument, 'number'>, at: Date): Promise<InvoiceDocument | undefined> {
  const claimed = await claimDocument(trx, { ...row, number: `pending-${randomBytes(12).toString('hex')}` });
  if (!claimed) return undefined;
  const numbered = await setDocumentNumber(trx, claimed.id, await numberFor(trx, row.country_id, row.kind, at));
  // Rendered once, now, with what is true at issue (the PDF and the e-invoice); every download serves these bytes.
  await keepDocumentFiles(trx, numbered, at);
  return numbered;
}

async function sellerJson(trx: Transaction<Database>, countryId: number): Promise<string | null> {
  const info = await findStoreInfo(trx, countryId);
  return info ? JSON.stringify(sellerOfStoreInfo(info, countryFactsOf(countryId).isoAlpha2)) : null;
}

/** The order's invoice, issued now unless it was issued before. `deliveryDate`: the day the goods left (YYYY-MM-DD). */
export async function issueInvoice(trx: Transaction<Database>, input: { orderId: number; at: Date; deliveryDate: string }): Promise<InvoiceDocument> {
  const existing = () => findInvoiceOfOrder(trx, input.orderId);
  const found = await existing();
  if (found) return found;
  const order = await findOrderForInvoice(trx, input.orderId);
  if (!order) throw new Error(`issueInvoice: order ${input.orderId} does not exist`);
  const exempt = order.exclude_vat === 1;
  return issue(
    trx,
    {
      kind: 'invoice',
      order_id: order.id,
      refund_id: null,
      country_id: order.country_id,
      amount_cents: order.total_taxed_cents,
      issued_at: input.at.toISOString(),
      delivery_date: input.deliveryDate,
      seller_json: await sellerJson(trx, order.country_id),
      buyer_vat_id: order.vat_id,
      buyer_reference: order.buyer_reference,
      buyer_vat_exempt: exempt ? 1 : 0,
    },
    input.at,
    existing,
  );
}

/** The refund's credit note, issued now unless it was issued before. */
export async function issueCreditNote(trx: Transaction<Database>, input: { refundId: number; at: Date }): Promise<InvoiceDocument> {
  const existing = () => findCreditNoteOfRefund(trx, input.refundId);
  const found = await existing();
  if (found) return found;
  const refund = await findRefund(trx, input.refundId);
  if (!refund) throw new Error(`issueCreditNote: refund ${input.refundId} does not exist`);
  const invoice = await findInvoiceOfOrder(trx, refund.order_id);
  const order = await findOrderForInvoice(trx, refund.order_id);
  return issue(
    trx,
    {
      kind: 'credit_note',
      order_id: refund.order_id,
      refund_id: refund.id,
      country_id: refund.country_id,
      amount_cents: refund.amount_cents,
      issued_at: input.at.toISOString(),
      delivery_date: invoice?.delivery_date ?? null,
      // A credit note corrects its invoice: it names the parties as the invoice did.
      seller_json: invoice?.seller_json ?? (await sellerJson(trx, refund.country_id)),
      buyer_vat_id: invoice ? invoice.buyer_vat_id : (order?.vat_id ?? null),
      buyer_reference: invoice ? invoice.buyer_reference : (order?.buyer_reference ?? null),
      buyer_vat_exempt: invoice ? invoice.buyer_vat_exempt : order?.exclude_vat === 1 ? 1 : 0,
    },
    input.at,
    existing,
  );
}

/**
 * Corrects an issued invoice without changing it: a credit note cancelling all of it (the parties,
 * lines and amounts as the invoice stated them), then, once `change` has set right what the invoice
 * got wrong (the order's invoice address), a new invoice for the same order and amounts, numbered in
 * today's series. The buyer's VAT standing stays the invoice's: the amounts do not change. Undefined
 * when the invoice was corrected already (by another at the same time: nothing is issued then).
 */
export async function correctInvoice(
  trx: Transaction<Database>,
  input: { invoice: InvoiceDocument; at: Date; reason: string; change: () => Promise<void> },
): Promise<{ cancellation: InvoiceDocument; replacement: InvoiceDocument } | undefined> {
  const { invoice, at } = input;
  const common = {
    order_id: invoice.order_id,
    refund_id: null,
    country_id: invoice.country_id,
    amount_cents: invoice.amount_cents,
    issued_at: at.toISOString(),
    delivery_date: invoice.delivery_date,
    buyer_vat_id: invoice.buyer_vat_id,
    buyer_reference: invoice.buyer_reference,
    buyer_vat_exempt: invoice.buyer_vat_exempt,
    corrects_id: invoice.id,
    note: input.reason,
  };
  const cancellation = await claimAndNumber(trx, { ...common, kind: 'credit_note', seller_json: invoice.seller_json }, at);
  if (!cancellation) return undefined;
  await input.change();
  const replacement = await claimAndNumber(trx, { ...common, kind: 'invoice', seller_json: await sellerJson(trx, invoice.country_id) }, at);
  if (!replacement) throw new Error(`correcting invoice ${invoice.number}: its replacement was claimed elsewhere`);
  return { cancellation, replacement };
}
