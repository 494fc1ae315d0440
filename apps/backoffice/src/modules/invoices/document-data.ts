// Everything a document prints, read from the order's own copies (lines, addresses, amounts as
// stored at placement), the document itself (number, dates, the seller and the buyer's VAT standing
// kept at issue) and, for a credit note, its refund and the invoice it corrects; for a correction,
// the invoice it cancels or replaces.
import { countryFactsOf, type CountryIso } from '@shop/contract/country-facts';
import { creditNoteTotals, creditNoteTotalsOfParts, type DocumentTotals, type InvoiceTotals } from '@shop/pricing-vat';
import type { Db } from '../../db/connect.ts';
import { loadShopCountry } from '../shop/index.ts';
import {
  addressesToPrint,
  findDocument,
  findInvoiceOfOrder,
  findOrderToPrint,
  findStoreInfo,
  linesToPrint,
  paymentTitleToPrint,
  refundLinesToPrint,
  refundToPrint,
} from './document-repository.ts';
import type { DocumentLanguage } from './document-texts.ts';
import type { InvoiceDocument } from './issue-documents.ts';
import { orderVatTotals } from './stored-amounts.ts';
import { parseSeller, sellerOfStoreInfo, type Seller } from './seller.ts';

export type PrintedAddress = { lines: string[]; countryId: number };

export type PrintedLine = Awaited<ReturnType<typeof linesToPrint>>[number] & { rate: number };

export type DocumentData = {
  document: InvoiceDocument;
  lang: DocumentLanguage;
  countryIso: CountryIso;
  order: NonNullable<Awaited<ReturnType<typeof findOrderToPrint>>>;
  lines: PrintedLine[];
  invoiceAddress: PrintedAddress;
  /** Null when the goods went to the invoice address. */
  deliveryAddress: PrintedAddress | null;
  paymentTitle: string;
  seller: Seller;
  /** The order's amounts as an invoice states them (per rate, checked against the stored total). */
  invoiceTotals: InvoiceTotals;
  /**
   * A credit note's refund; null for an invoice. A refund by lines lists its units, delivery and fee,
   * each at its own rate; one by amount is shared out over the invoice's rates.
   */
  creditNote: {
    totals: DocumentTotals;
    reason: string;
    invoice: InvoiceDocument | null;
    /** A correction's credit note: it cancels all of `invoice` (a new invoice replaces it). */
    cancels: boolean;
    lines: { title: string; ref: string; quantity: number; amountCents: number }[];
    postageCents: number;
    feeCents: number;
    /** The coupon's discount given back (a cancellation's; a refund's amount is after it already). */
    discountCents: number;
  } | null;
  /** A correction's new invoice: the invoice it replaces. */
  replaces: InvoiceDocument | null;
};

function printedAddress(row: Awaited<ReturnType<typeof addressesToPrint>>[number], sellerCountryId: number): PrintedAddress {
  const name = `${row.firstname} ${row.lastname}`.trim();
  const street = `${row.street} ${row.street_number}`.trim();
  const lines = [row.company, name, street, row.address_extra, `${row.zipcode} ${row.city}`.trim(), row.state, row.country_id === sellerCountryId ? null : row.country];
  return { lines: lines.filter((line): line is string => typeof line === 'string' && line.trim() !== ''), countryId: row.country_id };
}

const sameAddress = (a: PrintedAddress, b: PrintedAddress) => a.countryId === b.countryId && a.lines.join('\n') === b.lines.join('\n');

export async function loadDocumentData(db: Db, document: InvoiceDocument): Promise<DocumentData> {
  const order = await findOrderToPrint(db, document.order_id);
  if (!order) throw new Error(`document ${document.id}: order ${document.order_id} does not exist`);
  const facts = countryFactsOf(order.country_id);
  const lang: DocumentLanguage = facts.language;
  const [lines, addresses, payment, country, storeInfo] = await Promise.all([
    linesToPrint(db, order.id),
    addressesToPrint(db, order.id, lang),
    paymentTitleToPrint(db, order.payment_method_id, lang),
    // Postage and fee carried the rate in force when the order was placed.
    loadShopCountry(db, order.country_id, new Date(order.created_at)),
    document.seller_json === null ? findStoreInfo(db, order.country_id) : Promise.resolve(undefined),
  ]);
  const invoiceRow = addresses.find((row) => row.kind === 'invoice');
  const deliveryRow = addresses.find((row) => row.kind === 'delivery');
  if (!invoiceRow || !deliveryRow) throw new Error(`order ${order.id} lacks an address`);
  const invoiceAddress = printedAddress(invoiceRow, order.country_id);
  const deliveryAddress = printedAddress(deliveryRow, order.country_id);
  const printedLines = lines.map((line) => ({ ...line, rate: line.tax_rate_basis_points / 100 }));
  const totals = orderVatTotals(order, lines, country.vatRate);
  let seller: Seller;
  if (document.seller_json !== null) seller = parseSeller(document.seller_json);
  else if (storeInfo) seller = sellerOfStoreInfo(storeInfo, facts.isoAlpha2);
  else throw new Error(`no store info for country ${order.country_id}`);

  const corrected = document.corrects_id === null ? null : ((await findDocument(db, document.corrects_id)) ?? null);
  let creditNote: DocumentData['creditNote'] = null;
  if (document.kind === 'credit_note' && corrected) {
    // A cancellation states everything the invoice did, with its very amounts per rate.
    creditNote = {
      totals: totals,
      reason: document.note ?? '',
      invoice: corrected,
      cancels: true,
      lines: lines.map((line) => ({ title: line.title, ref: line.ref, quantity: line.quantity, amountCents: line.line_taxed_cents })),
      postageCents: totals.delivery.gross,
      feeCents: totals.fee.gross,
      discountCents: totals.discount.gross,
    };
  } else if (document.kind === 'credit_note') {
    const refund = document.refund_id === null ? undefined : await refundToPrint(db, document.refund_id);
    const returned = document.refund_id === null ? [] : await refundLinesToPrint(db, document.refund_id);
    const postageCents = refund?.postage_cents ?? 0;
    const feeCents = refund?.payment_fee_cents ?? 0;
    // By lines: the parts at their own rates (a 7 % book returned carries no 19 %); by amount: the invoice's.
    const parts = [...returned.map((line) => ({ gross: line.amount_cents, rate: line.tax_rate_basis_points / 100 })), { gross: postageCents + feeCents, rate: totals.serviceRate }];
    creditNote = {
      totals: parts.some((part) => part.gross > 0) ? creditNoteTotalsOfParts(document.amount_cents, parts) : creditNoteTotals(document.amount_cents, totals.rates),
      reason: refund?.reason ?? '',
      invoice: (await findInvoiceOfOrder(db, order.id)) ?? null,
      cancels: false,
      lines: returned.map((line) => ({ title: line.title, ref: line.ref, quantity: line.quantity, amountCents: line.amount_cents })),
      postageCents,
      feeCents,
      discountCents: 0,
    };
  }
  return {
    document,
    lang,
    countryIso: facts.isoAlpha2,
    order,
    lines: printedLines,
    invoiceAddress,
    deliveryAddress: sameAddress(invoiceAddress, deliveryAddress) ? null : deliveryAddress,
    paymentTitle: payment?.title ?? order.payment_code,
    seller,
    invoiceTotals: totals,
    creditNote,
    replaces: document.kind === 'invoice' ? corrected : null,
  };
}
