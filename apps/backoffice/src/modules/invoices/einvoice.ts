// E-invoices (issue 35): which documents get one, written with @e-invoice-eu/core when the document
// is issued, kept with their SHA-256 and served as issued.
//
// Romania: every invoice and credit note, to consumers as to companies, is reported to RO e-Factura
// as CIUS-RO UBL. Germany and Austria: a business customer's documents as XRechnung 3.0 (CII); a
// consumer keeps the PDF alone. A business customer is one who buys on the net basis (a company
// or VAT-exempt customer, decision 014), gave a VAT id, or put a company in the invoice address.
import { createHash } from 'node:crypto';
import { InvoiceService } from '@e-invoice-eu/core';
import { create } from 'xmlbuilder2';
import type { Db } from '../../db/connect.ts';
import type { DocumentData } from './document-data.ts';
import { documentFileName } from './document-file-name.ts';
import { addressFieldsOfOrder, findEInvoice, statesOfCountry, storeEInvoice } from './document-repository.ts';
import { einvoiceCity, einvoiceDay, einvoiceOf, type EInvoiceAddress, type EInvoiceParties, type EInvoiceSyntax } from './einvoice-document.ts';

const formats: Record<EInvoiceSyntax, string> = { 'cius-ro': 'UBL', 'xrechnung-cii': 'XRECHNUNG-CII' };

// The library logs its warnings; the back office has its own log and the validation rules.
const quiet = { log: () => {}, warn: () => {}, error: () => {} };
const service = new InvoiceService(quiet);

type AddressRow = Awaited<ReturnType<typeof addressFieldsOfOrder>>[number];

function addressOf(row: AddressRow): EInvoiceAddress {
  const street = `${row.street} ${row.street_number}`.trim();
  const extra = row.address_extra?.trim() || null;
  return {
    company: row.company?.trim() || null,
    name: `${row.firstname} ${row.lastname}`.trim(),
    street,
    extra,
    zipcode: row.zipcode,
    city: einvoiceCity({ city: row.city, street, extra, stateCode: row.state_code }),
    countryIso: row.iso_alpha2,
    stateCode: row.state_code,
  };
}

const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The state a region written in words names ("jud. Ilfov" is RO-IF), the longest name that fits. */
export function stateCodeOfRegion(region: string, states: readonly { code: string; title: string }[]): string | null {
  const words = plain(region);
  if (words.trim() === '') return null;
  const fitting = states.filter((state) => words.includes(plain(state.title))).sort((a, b) => b.title.length - a.title.length);
  return fitting[0]?.code ?? null;
}

/** The e-invoice a document gets, or null (a German or Austrian consumer's). */
export function einvoiceSyntaxOf(data: Pick<DocumentData, 'countryIso' | 'order' | 'document'>, invoiceCompany: string | null): EInvoiceSyntax | null {
  if (data.countryIso === 'RO') return 'cius-ro';
  const business = data.order.price_basis === 'net' || data.document.buyer_vat_id !== null || (invoiceCompany ?? '').trim() !== '';
  return business ? 'xrechnung-cii' : null;
}

/** The library's output; its schema check's refusals named in the error. */
async function generate(number: string, ...args: Parameters<InvoiceService['generate']>): Promise<string | Uint8Array> {
  try {
    return await service.generate(...args);
  } catch (error) {
    const details = (error as { errors?: unknown }).errors;
    throw new Error(`document ${number}: the e-invoice could not be written: ${String(error)} ${JSON.stringify(details ?? '')}`, { cause: error });
  }
}

export type RenderedEInvoice = {
  syntax: EInvoiceSyntax;
  xml: string;
  /**
   * For XRechnung: the document's PDF made a ZUGFeRD / Factur-X PDF/A-3 (profile EN 16931) that
   * carries the same invoice as CII XML; null for CIUS-RO (ANAF takes the XML alone).
   */
  facturX: ((pdf: Uint8Array) => Promise<Uint8Array>) | null;
};

/** Writes the document's e-invoice from its data, or null when it gets none. */
export async function renderEInvoice(db: Db, data: DocumentData): Promise<RenderedEInvoice | null> {
  const rows = await addressFieldsOfOrder(db, data.order.id);
  const invoiceRow = rows.find((row) => row.kind === 'invoice');
  const deliveryRow = rows.find((row) => row.kind === 'delivery') ?? invoiceRow;
  if (!invoiceRow || !deliveryRow) throw new Error(`order ${data.order.id} lacks an address`);
  const syntax = einvoiceSyntaxOf(data, invoiceRow.company);
  if (!syntax) return null;
  const parties: EInvoiceParties = {
    invoiceAddress: addressOf(invoiceRow),
    deliveryAddress: addressOf(deliveryRow),
    buyerEmail: data.order.customer_email,
    sellerStateCode: stateCodeOfRegion(data.seller.region, await statesOfCountry(db, data.order.country_id)),
  };
  const number = data.document.number;
  // A model per output: the library fills in its format's defaults (the specification id) in place.
  let xml = await generate(number, einvoiceOf(data, parties, syntax), { format: formats[syntax], lang: data.lang });
  if (typeof xml !== 'string') throw new Error(`document ${number}: the e-invoice is not XML`);
  // A credit note's invoice, or the one a correction's new invoice replaces.
  const corrected = data.creditNote ? data.creditNote.invoice : data.replaces;
  const precededBy = syntax === 'xrechnung-cii' && corrected ? (cii: string) => withPrecedingInvoice(cii, corrected.number, einvoiceDay(data, corrected.issued_at)) : null;
  if (precededBy) xml = precededBy(xml);
  if (syntax !== 'xrechnung-cii') return { syntax, xml, facturX: null };
  const facturX = async (pdf: Uint8Array) => {
    const file = { buffer: pdf, filename: documentFileName(number, 'pdf'), mimetype: 'application/pdf' };
    const made = await generate(number, einvoiceOf(data, parties, syntax), { format: 'Factur-X-EN16931', lang: data.lang === 'ro' ? 'ro-ro' : 'de-de', pdf: file });
    if (typeof made === 'string') throw new Error(`document ${number}: the Factur-X PDF came back as text`);
    // The PDF carries the same invoice as the XML: the corrected invoice (BT-25) too.
    if (!precededBy) return made;
    // Loaded only here (a correction's PDF): the PDF library stays out of the back office's start.
    const { withEmbeddedXml } = await import('./factur-x-xml.ts');
    return withEmbeddedXml(made, precededBy);
  };
  return { syntax, xml, facturX };
}

const RAM = 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100';
const QDT = 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100';

/**
 * A CII credit note's reference to the invoice it corrects, or a new invoice's to the one it
 * replaces (BT-25, BT-26). The library writes it in
 * UBL but leaves it out of CII (its CII mapping reads the reference one level too high), so it is
 * added to the XML tree here: after the totals, where the CII schema places it.
 */
function withPrecedingInvoice(xml: string, number: string, issueDay: string): string {
  const document = create(xml);
  const settlement = document.root().find((node) => node.node.nodeName === 'ram:ApplicableHeaderTradeSettlement', false, true);
  const last = settlement?.last();
  if (!settlement || last?.node.nodeName !== 'ram:SpecifiedTradeSettlementHeaderMonetarySummation') {
    throw new Error(`document ${number}: the CII settlement does not end with its totals`);
  }
  settlement
    .ele(RAM, 'ram:InvoiceReferencedDocument')
    .ele(RAM, 'ram:IssuerAssignedID')
    .txt(number)
    .up()
    .ele(RAM, 'ram:FormattedIssueDateTime')
    .ele(QDT, 'qdt:DateTimeString', { format: '102' })
    .txt(issueDay.replaceAll('-', ''));
  return document.end({ prettyPrint: true, indent: '\t' });
}

export const sha256OfText = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Keeps the document's e-invoice as rendered, unless it was kept already. */
export async function keepEInvoice(db: Db, documentId: number, rendered: RenderedEInvoice, at: Date): Promise<void> {
  await storeEInvoice(db, { documentId, syntax: rendered.syntax, xml: rendered.xml, sha256: sha256OfText(rendered.xml), at: at.toISOString() });
}

/** The document's e-invoice as issued, checked against its SHA-256; undefined when it has none. */
export async function storedEInvoice(db: Db, documentId: number) {
  const file = await findEInvoice(db, documentId);
  if (file && sha256OfText(file.xml) !== file.sha256) throw new Error(`document ${documentId}: the stored e-invoice does not match its SHA-256`);
  return file;
}
