// Invoices and credit notes as PDF, read back as text (poppler's pdftotext) the way a person reads
// them: a German, an Austrian and a Romanian order with their number, the seller's VAT id, the
// buyer, every line, the VAT per rate and the total; a credit note naming its invoice; the VAT-
// exempt EU company; and who may download (the admin's staff, the order's owner, the guest link).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { calls, countryFactsOf, moneyLocale, type OrderDetail } from '@shop/contract';
import { adminCalls } from '@shop/contract/admin';
import { formatMoney, invoiceTotals } from '@shop/pricing-vat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueGuestOrderLink } from '../orders/index.ts';
import { newStaffMember, type StaffClient } from '../staff/testing.ts';
import { call, databaseKinds, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';
import { invoiceKit, type InvoiceKit, type PlacedOrder } from './testing.ts';

const DE = 5;
const AT = 13;
const RO = 146;

/** The PDF's text in content order, spaces (also non-breaking ones) collapsed. */
function pdfText(pdf: Uint8Array): string {
  return execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8').replace(/[\s\u00a0\u202f]+/g, ' ');
}

const plain = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');

describe.each(databaseKinds)('invoice and credit note PDFs on %s', (kind) => {
  let shop: TestBackOffice;
  let kit: InvoiceKit;
  let staff: StaffClient;

  const download = async (path: string, headers: Record<string, string>) => {
    const response = await fetch(`${shop.apiUrl}${path}`, { headers });
    return { status: response.status, headers: response.headers, body: new Uint8Array(await response.arrayBuffer()) };
  };
  const adminPdf = (documentId: number, who: StaffClient | null = staff) =>
    download(`/api/admin/documents/${documentId}/pdf`, who ? { cookie: who.cookie } : {});
  const orderDetail = async (placed: PlacedOrder): Promise<OrderDetail> => {
    const answer = await call(`${shop.apiUrl}/api/ExternalOrderApi/order/${placed.orderId}`, { headers: placed.shopper.headers });
    const order = calls.backoffice.order.response.parse(answer.body).OrderItems[0];
    if (!order) throw new Error('no order');
    return order;
  };

  /** What the invoice of the order must say about money, from the order's stored cents. */
  async function expectedAmounts(orderId: number) {
    const order = await kit.order(orderId);
    const lines = await kit.db.selectFrom('order_line').selectAll().where('order_id', '=', orderId).orderBy('position').execute();
    const facts = countryFactsOf(order.country_id);
    const money = (cents: number) => plain(formatMoney(cents, moneyLocale(facts.language), facts.currency));
    const totals = invoiceTotals({
      lines: lines.map((line) => ({ lineGross: line.line_taxed_cents, lineNet: line.line_cents, rate: line.tax_rate_basis_points / 100 })),
      basis: order.price_basis,
      discount: { gross: order.discount_taxed_cents, net: order.discount_cents },
      delivery: { gross: order.postage_taxed_cents, net: order.postage_cents },
      fee: { gross: order.payment_fee_taxed_cents, net: order.payment_fee_cents },
      total: { gross: order.total_taxed_cents, net: order.total_cents },
      serviceRate: { 5: 19, 13: 20, 146: 21 }[order.country_id] ?? 0,
    });
    // The document adds up to what the buyer was charged.
    expect(totals.total.gross).toBe(order.total_taxed_cents);
    expect(totals.rates.reduce((sum, rate) => sum + rate.net + rate.vat, 0)).toBe(order.total_taxed_cents);
    return { order, lines, totals, money };
  }

  beforeAll(async () => {
    shop = await startTestBackOffice(kind, { products: 250 });
    kit = invoiceKit(shop);
    staff = await newStaffMember(shop, 'staff', 'invoices');
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('prints a German invoice with the seller, buyer, lines, VAT per rate and total (UStG § 14)', async () => {
    const placed = await kit.placeOrder({ countryId: DE, lines: 2, coupon: 'WELCOME10' });
    const invoice = await kit.issue(placed.orderId, new Date('2026-05-04T09:00:00Z'), '2026-05-04');
    const answer = await adminPdf(invoice.id);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="${invoice.number}.pdf"`);
    const text = pdfText(answer.body);

    const { order, lines, totals, money } = await expectedAmounts(placed.orderId);
    expect(text).toContain('Rechnung');
    expect(text).toContain(`Nummer ${invoice.number}`);
    expect(invoice.number).toMatch(/^RE-DE-2026-\d{6}$/);
    expect(text).toContain('USt-IdNr.: DE273418560');
    expect(text).toContain('Steuernummer: 240/117/40652');
    expect(text).toContain('Bad & Heim GmbH Frankenstraße 150 90461 Nürnberg');
    expect(text).toContain('Mara Lindner Hauptstraße 12 90461 Testheim');
    expect(text).toContain('Datum 04.05.2026');
    expect(text).toContain('Lieferdatum 04.05.2026');
    expect(text).toContain(`Bestellnummer ${order.ref}`);
    for (const line of lines) {
      expect(text).toContain(`${line.position} ${line.title} Art.-Nr. ${line.ref}`);
      expect(text).toContain(`${line.quantity} 19 % ${money(line.unit_price_cents)} ${money(line.unit_price_taxed_cents)} ${money(line.line_taxed_cents)}`);
    }
    expect(text).toContain(`Warenwert ${money(order.goods_taxed_cents)}`);
    expect(text).toContain(`Gutschein WELCOME10 ${money(-order.discount_taxed_cents)}`);
    expect(text).toContain(`Versandkosten ${money(order.postage_taxed_cents)}`);
    expect(text).toContain(`Gesamtbetrag ${money(order.total_taxed_cents)}`);
    const [rate] = totals.rates;
    expect(totals.rates).toHaveLength(1);
    expect(text).toContain(`19 % ${money(rate?.net ?? 0)} ${money(rate?.vat ?? 0)} ${money(rate?.gross ?? 0)}`);
    // The VAT the total contains, per rate, as an amount (issue 17).
    expect(text).toContain(`Gesamtbetrag ${money(order.total_taxed_cents)} enthaltene USt. 19 % ${money(rate?.vat ?? 0)}`);
    expect(text).not.toContain('19% Ust.');
    expect(text).toContain('Zahlungsart: Vorkasse (Überweisung) – noch nicht bezahlt');
    expect(text).toContain(`Verwendungszweck ${order.ref}`);
  });

  it('serves an issued invoice byte for byte as it was issued: a payment booked later and a changed seller do not change it (GoBD)', async () => {
    const placed = await kit.placeOrder({ countryId: DE, lines: 1, payment: 'vorkasse' });
    const invoice = await kit.issue(placed.orderId);
    const issued = await adminPdf(invoice.id);
    expect(issued.status).toBe(200);
    // What was true at issue: the prepayment was still open.
    expect(pdfText(issued.body)).toContain(`mit dem Verwendungszweck ${placed.ref}`);
    const stored = await kit.db.selectFrom('invoice_document_file').select(['sha256']).where('document_id', '=', invoice.id).executeTakeFirstOrThrow();
    expect(stored.sha256).toBe(createHash('sha256').update(issued.body).digest('hex'));

    // The money arrives, and the seller's address and phone change afterwards.
    const order = await kit.order(placed.orderId);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
    expect((await staff.call(`/api/admin/orders/${placed.orderId}/paid`, { body: { received_on: today, amount_cents: order.total_taxed_cents } })).status).toBe(200);
    await kit.db.updateTable('store_info').set({ store_phone: '+49 30 99999999' }).where('country_id', '=', DE).execute();

    const again = await adminPdf(invoice.id);
    expect(Buffer.from(again.body).equals(Buffer.from(issued.body))).toBe(true);
    // The shopper's download is the same document, byte for byte.
    const own = await download(calls.backoffice.orderDocumentPdf.path.replace(':id', String(placed.orderId)).replace(':documentId', String(invoice.id)), placed.shopper.headers);
    expect(own.status).toBe(200);
    expect(Buffer.from(own.body).equals(Buffer.from(issued.body))).toBe(true);
  });

  it('keeps the PDF of a document issued before PDFs were kept from its first download on', async () => {
    const placed = await kit.placeOrder({ countryId: DE, lines: 1 });
    const invoice = await kit.issue(placed.orderId);
    await kit.db.deleteFrom('invoice_document_file').where('document_id', '=', invoice.id).execute();
    const first = await adminPdf(invoice.id);
    await kit.db.updateTable('store_info').set({ store_phone: '+49 30 88888888' }).where('country_id', '=', DE).execute();
    const second = await adminPdf(invoice.id);
    expect(Buffer.from(second.body).equals(Buffer.from(first.body))).toBe(true);
    expect(await kit.db.selectFrom('invoice_document_file').select('document_id').where('document_id', '=', invoice.id).execute()).toHaveLength(1);
  });

  it('prints an Austrian invoice with the UID-Nummer and the cash-on-delivery fee (UStG § 11)', async () => {
    const placed = await kit.placeOrder({ countryId: AT, lines: 2, payment: 'ramburs' });
    const invoice = await kit.issue(placed.orderId, new Date('2026-06-01T08:00:00Z'), '2026-05-29');
    const text = pdfText((await adminPdf(invoice.id)).body);
    const { order, lines, totals, money } = await expectedAmounts(placed.orderId);
    expect(order.payment_fee_taxed_cents).toBeGreaterThan(0);
    expect(text).toContain(`Nummer ${invoice.number}`);
    expect(invoice.number).toMatch(/^RE-AT-2026-\d{6}$/);
    expect(text).toMatch(/UID-Nummer: ATU\d{8}/);
    expect(text).toContain('Firmenbuch: FN 512847 v, Landesgericht Wels');
    expect(text).toContain('Mara Lindner');
    expect(text).toContain('Lieferdatum 29.05.2026');
    for (const line of lines) expect(text).toContain(`${line.title} Art.-Nr. ${line.ref}`);
    expect(text).toContain(`Nachnahmegebühr ${money(order.payment_fee_taxed_cents)}`);
    expect(text).toContain(`Gesamtbetrag ${money(order.total_taxed_cents)}`);
    for (const rate of totals.rates) expect(text).toContain(`20 % ${money(rate.net)} ${money(rate.vat)} ${money(rate.gross)}`);
    expect(text).toContain('zahlbar bei Lieferung');
  });

  it('prints a Romanian invoice: Factură, CUI/CIF, Nr. Reg. Com., Cota TVA, amounts in Lei (art. 319)', async () => {
    const placed = await kit.placeOrder({ countryId: RO, lines: 2, coupon: 'WELCOME10' });
    const invoice = await kit.issue(placed.orderId, new Date('2026-07-15T10:00:00Z'), '2026-07-15');
    const text = pdfText((await adminPdf(invoice.id)).body);
    const { order, lines, totals, money } = await expectedAmounts(placed.orderId);
    expect(invoice.number).toMatch(/^FCT-RO-2026-\d{6}$/);
    expect(text).toContain(`Factură Număr ${invoice.number}`);
    expect(text).toContain('CUMPĂRĂTOR Mara Lindner');
    expect(text).toContain('FURNIZOR Baie & Casă S.R.L. Str. Industriilor nr. 14 077040 Chiajna jud. Ilfov');
        expect(text).toMatch(/CUI\/CIF: RO\d{8}/);
    expect(text).toContain('Nr. Reg. Com.: J23/4512/2019');
    expect(text).toContain('Data livrării 15.07.2026');
    expect(text).toContain('Cota TVA');
    for (const line of lines) {
      expect(text).toContain(`${line.title} Cod produs ${line.ref}`);
      expect(text).toContain(`${line.quantity} 21% ${money(line.unit_price_cents)} ${money(line.unit_price_taxed_cents)} ${money(line.line_taxed_cents)}`);
    }
    expect(money(order.total_taxed_cents)).toMatch(/Lei$/);
    expect(text).toContain(`Total de plată ${money(order.total_taxed_cents)}`);
    for (const rate of totals.rates) expect(text).toContain(`21% ${money(rate.net)} ${money(rate.vat)} ${money(rate.gross)}`);
    expect(text).toContain('Modalitate de plată: Ramburs – plata la livrare');
  });

  it('prints a credit note that names the invoice it corrects and the refunded amount', async () => {
    const placed = await kit.placeOrder({ countryId: DE, lines: 1 });
    const invoice = await kit.issue(placed.orderId, new Date('2026-08-03T09:00:00Z'), '2026-08-03');
    const note = await kit.creditNote(await kit.refund(placed.orderId, 2_500), new Date('2026-08-10T09:00:00Z'));
    const answer = await adminPdf(note.id);
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="${note.number}.pdf"`);
    const text = pdfText(answer.body);
    expect(text).toContain(`Rechnungskorrektur (Gutschrift) Nummer ${note.number}`);
    expect(text).toContain(`Korrektur der Rechnung ${invoice.number} vom 03.08.2026`);
    expect(text).toContain('Erstattung: Kulanz -25,00 €');
    // 2500 / 1.19 = 2100.84 -> 2101 net, 399 VAT
    expect(text).toContain('19 % -21,01 € -3,99 € -25,00 €');
    expect(text).toContain('Erstattungsbetrag 25,00 €');

    const romanian = await kit.placeOrder({ countryId: RO, lines: 1 });
    const roInvoice = await kit.issue(romanian.orderId, new Date('2026-08-03T09:00:00Z'));
    const storno = await kit.creditNote(await kit.refund(romanian.orderId, 12_100), new Date('2026-08-11T09:00:00Z'));
    const roText = pdfText((await adminPdf(storno.id)).body);
    expect(roText).toContain(`Factură storno Număr ${storno.number}`);
    expect(roText).toContain(`Stornează factura ${roInvoice.number} din 03.08.2026`);
    // 12100 / 1.21 = 10000 net, 2100 VAT
    expect(roText).toContain('21% -100,00 Lei -21,00 Lei -121,00 Lei');
    expect(roText).toContain('Suma restituită 121,00 Lei');
  });

  it('states the tax-free intra-community supply and the buyer VAT id for an exempt EU company', async () => {
    const company = await kit.shopper('customer', { countryId: DE, isCompany: true, excludeVat: true });
    await kit.db.updateTable('customer').set({ vat_id: 'ATU12345675' }).where('id', '=', company.customerId).execute();
    const placed = await kit.placeOrder({ countryId: DE, shopper: company });
    const invoice = await kit.issue(placed.orderId);
    expect(invoice).toMatchObject({ buyer_vat_id: 'ATU12345675', buyer_vat_exempt: 1 });
    const text = pdfText((await adminPdf(invoice.id)).body);
    const { order, totals, money } = await expectedAmounts(placed.orderId);
    expect(totals.vat).toBe(0);
    expect(text).toContain('Steuerfreie innergemeinschaftliche Lieferung');
    expect(text).toContain('USt-IdNr. des Leistungsempfängers: ATU12345675');
    expect(text).toContain(`0 % ${money(order.total_cents)} ${money(0)} ${money(order.total_taxed_cents)}`);
  });

  it('prints a German company customer\'s invoice on the net basis: net unit price x quantity with no gross unit price, net sum, VAT added per rate (decision 014)', async () => {
    const company = await kit.shopper('customer', { countryId: DE, isCompany: true });
    const placed = await kit.placeOrder({ countryId: DE, shopper: company, lines: 2 });
    const invoice = await kit.issue(placed.orderId);
    const text = pdfText((await adminPdf(invoice.id)).body);
    const { order, lines, totals, money } = await expectedAmounts(placed.orderId);
    expect(order.price_basis).toBe('net');
    expect(totals.basis).toBe('net');
    for (const line of lines) {
      expect(line.line_cents).toBe(line.unit_price_cents * line.quantity);
      expect(text).toContain(`${line.quantity} 19 % ${money(line.unit_price_cents)} ${money(line.line_cents)}`);
    }
    // A gross unit price beside net lines would not add up to the gross sum (shopper tour D7).
    expect(text).not.toContain('Einzelpreis brutto');
    expect(text).toContain('Gesamt netto');
    expect(text).toContain(`Warenwert ${money(order.goods_cents)}`);
    const [rate] = totals.rates;
    expect(rate?.vat).toBe(Math.round(((rate?.net ?? 0) * 19) / 100));
    expect(text).toContain(`Summe netto ${money(order.total_cents)} zzgl. USt. 19 % ${money(rate?.vat ?? 0)} Gesamtbetrag ${money(order.total_taxed_cents)}`);
    expect(order.total_cents + (rate?.vat ?? 0)).toBe(order.total_taxed_cents);
  });

  it('lets only staff download in the admin', async () => {
    const placed = await kit.placeOrder({ countryId: DE });
    const invoice = await kit.issue(placed.orderId);
    expect((await adminPdf(invoice.id, null)).status).toBe(401);
    const customer = await download(`/api/admin/documents/${invoice.id}/pdf`, placed.shopper.headers);
    expect(customer.status).toBe(401);
    expect((await adminPdf(invoice.id + 100_000)).status).toBe(404);
    const listed = await staff.call(`/api/admin/orders/${placed.orderId}/documents`);
    expect(adminCalls.documents.ofOrder.response.parse(listed.body).data).toEqual([
      expect.objectContaining({ id: invoice.id, kind: 'invoice', number: invoice.number, order_id: placed.orderId, amount_cents: invoice.amount_cents }),
    ]);
    // Reading is not a write: nothing in the audit log.
    expect(await kit.db.selectFrom('audit_log').select('id').where('entity_id', '=', String(invoice.id)).execute()).toEqual([]);
  });

  it("lists the documents in the order detail and serves them to the order's owner only", async () => {
    const placed = await kit.placeOrder({ countryId: DE });
    expect((await orderDetail(placed)).documents).toEqual([]);
    const invoice = await kit.issue(placed.orderId);
    const note = await kit.creditNote(await kit.refund(placed.orderId, 100));
    expect((await orderDetail(placed)).documents).toEqual([
      // A German consumer's documents have no e-invoice.
      { id: invoice.id, kind: 'invoice', number: invoice.number, issued_at: invoice.issued_at, einvoice: null },
      { id: note.id, kind: 'credit_note', number: note.number, issued_at: note.issued_at, einvoice: null },
    ]);

    const path = (documentId: number, orderId = placed.orderId) => `/api/ExternalOrderApi/order/${orderId}/document/${documentId}`;
    const own = await download(path(invoice.id), placed.shopper.headers);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(pdfText(own.body)).toContain(invoice.number);
    expect((await download(path(note.id), placed.shopper.headers)).status).toBe(200);

    const stranger = await kit.shopper('customer', { countryId: DE });
    expect((await download(path(invoice.id), stranger.headers)).status).toBe(404);
    expect((await download(path(invoice.id), shop.guest)).status).toBe(401);
    expect((await download(path(invoice.id), {})).status).toBe(401);
    // A document of another order, asked for through one's own order.
    const other = await kit.placeOrder({ countryId: DE });
    const otherInvoice = await kit.issue(other.orderId);
    expect((await download(path(otherInvoice.id), placed.shopper.headers)).status).toBe(404);
  });

  it('serves a guest the documents through the guest link only', async () => {
    const placed = await kit.placeOrder({ countryId: AT, kind: 'guest' });
    const invoice = await kit.issue(placed.orderId);
    const token = await issueGuestOrderLink(kit.db, placed.orderId, new Date());
    const path = (hash: string, documentId = invoice.id) => `/api/ExternalOrderApi/guest_order/${encodeURIComponent(placed.ref)}/${hash}/document/${documentId}`;

    const detail = await call(`${shop.apiUrl}/api/ExternalOrderApi/guest_order/${encodeURIComponent(placed.ref)}/${token}`, { headers: shop.guest });
    expect(calls.backoffice.guestOrder.response.parse(detail.body).OrderItems[0]?.documents).toEqual([expect.objectContaining({ id: invoice.id, number: invoice.number })]);

    const answer = await download(path(token), shop.guest);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="${invoice.number}.pdf"`);
    expect(pdfText(answer.body)).toContain(invoice.number);

    expect((await download(path('A'.repeat(43)), shop.guest)).status).toBe(404);
    expect((await download(path(token), {})).status).toBe(401);
    const other = await kit.placeOrder({ countryId: AT });
    const otherInvoice = await kit.issue(other.orderId);
    expect((await download(path(token, otherInvoice.id), shop.guest)).status).toBe(404);
  });
});
