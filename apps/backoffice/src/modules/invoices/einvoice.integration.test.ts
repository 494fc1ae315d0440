// E-invoices (issue 35) as the admin downloads them, checked by the official rules the tax systems
// and receivers run (tooling/einvoice-rules: CIUS-RO by ANAF, XRechnung by KoSIT, EN 16931 by CEN):
// a Romanian consumer with a coupon and the ramburs fee, a Romanian company, a German company with
// several lines and postage, an Austrian company, an EU company's tax-free intra-community supply,
// and a credit note of each country. Each must pass with 0 fatal findings; a broken total must not.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '@shop/contract';
import { adminCalls } from '@shop/contract/admin';
import { issueGuestOrderLink } from '../orders/index.ts';
import { newStaffMember, type StaffClient } from '../staff/testing.ts';
import { call, databaseKinds, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';
import { invoiceKit, type InvoiceKit, type PlacedOrder } from './testing.ts';

const DE = 5;
const AT = 13;
const RO = 146;

const rules = path.resolve(import.meta.dirname, '../../../../../tooling/einvoice-rules');
// Compiling a rule set takes up to a minute; the compiled sets are kept for the next run.
const sefDir = path.join(tmpdir(), 'shop-einvoice-rules');

type RuleSet = 'cius-ro' | 'xrechnung-cii' | 'en16931-cii';

/** Runs the official rules over the files: each file's findings and its "N fatal" count. */
function validate(ruleSet: RuleSet, files: string[]): Map<string, { fatal: number; output: string }> {
  let output: string;
  try {
    output = execFileSync(process.execPath, [path.join(rules, 'validate.mjs'), ruleSet, ...files], {
      cwd: path.resolve(import.meta.dirname, '../../..'),
      env: { ...process.env, SEF_DIR: sefDir },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    output = String((error as { stdout?: string }).stdout ?? '');
  }
  return new Map(
    files.map((file) => {
      const lines = output.split('\n').filter((line) => line.startsWith(`${file}:`));
      const summary = lines.find((line) => / \d+ fatal, \d+ warnings$/.test(line)) ?? '';
      const fatal = Number(/ (\d+) fatal,/.exec(summary)?.[1] ?? Number.NaN);
      return [file, { fatal, output: lines.join('\n') }];
    }),
  );
}

describe.each(databaseKinds)('e-invoices on %s', (kind) => {
  let shop: TestBackOffice;
  let kit: InvoiceKit;
  let staff: StaffClient;
  let folder: string;
  /** Every e-invoice this suite wrote, by rule set. */
  const written: Record<RuleSet, string[]> = { 'cius-ro': [], 'xrechnung-cii': [], 'en16931-cii': [] };

  const download = async (documentId: number) => {
    const response = await fetch(`${shop.apiUrl}/api/admin/documents/${documentId}/xml`, { headers: { cookie: staff.cookie } });
    return { status: response.status, type: response.headers.get('content-type'), disposition: response.headers.get('content-disposition'), text: await response.text() };
  };

  /** Downloads the document's e-invoice, keeps it for the rules and returns its text. */
  async function einvoice(documentId: number, name: string, syntax: 'cius-ro' | 'xrechnung-cii'): Promise<string> {
    const answer = await download(documentId);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.type).toContain('application/xml');
    const file = path.join(folder, `${name}.xml`);
    writeFileSync(file, answer.text);
    // XRechnung files must pass the EN 16931 rules of CII as well as KoSIT's own.
    for (const ruleSet of syntax === 'cius-ro' ? (['cius-ro'] as const) : (['xrechnung-cii', 'en16931-cii'] as const)) written[ruleSet].push(file);
    return answer.text;
  }

  const stateId = async (code: string) => (await kit.db.selectFrom('state').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  const company = async (countryId: number, vatId: string | null, options: { excludeVat?: boolean } = {}) => {
    const shopper = await kit.shopper('customer', { countryId, isCompany: true, ...options, ...(countryId === RO ? { stateId: await stateId('RO-CJ') } : {}) });
    if (vatId) await kit.db.updateTable('customer').set({ vat_id: vatId }).where('id', '=', shopper.customerId).execute();
    // The checkout copies the address: the company's name goes on the invoice address.
    await kit.db.updateTable('address').set({ company: 'Lindner Bau GmbH' }).where('id', '=', shopper.addressId).execute();
    return shopper;
  };
  const amountOf = (xml: string, element: string) => new RegExp(`<${element}[^>]*>([^<]+)</${element}>`).exec(xml)?.[1];

  beforeAll(async () => {
    shop = await startTestBackOffice(kind);
    kit = invoiceKit(shop);
    staff = await newStaffMember(shop, 'staff', `einvoice-${kind}`);
    folder = mkdtempSync(path.join(tmpdir(), 'einvoices-'));
  });
  afterAll(async () => {
    rmSync(folder, { recursive: true, force: true });
    await shop?.close();
  });

  it('writes a Romanian consumer\'s invoice with the coupon and the ramburs fee as CIUS-RO UBL at issue, and its credit note', async () => {
    // The demo's ramburs is free in Romania; this shop charges 9.99 Lei for it.
    const ramburs = await kit.db.selectFrom('payment_method').select('id').where('code', '=', 'ramburs').executeTakeFirstOrThrow();
    await kit.db.updateTable('payment_method_country').set({ fee_taxed_cents: 999 }).where('country_id', '=', RO).where('payment_method_id', '=', ramburs.id).execute();
    const consumer = await kit.shopper('customer', { countryId: RO, stateId: await stateId('RO-CJ') });
    const placed: PlacedOrder = await kit.placeOrder({ countryId: RO, lines: 2, coupon: 'WELCOME10', payment: 'ramburs', shopper: consumer });
    const invoice = await kit.issue(placed.orderId);
    const xml = await einvoice(invoice.id, `${kind}-ro-consumer`, 'cius-ro');
    const order = await kit.order(placed.orderId);
    expect(xml).toContain('<cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:efactura.mfinante.ro:CIUS-RO:1.0.1</cbc:CustomizationID>');
    expect(xml).toContain(`<cbc:ID>${invoice.number}</cbc:ID>`);
    expect(xml).toContain('<cbc:DocumentCurrencyCode>RON</cbc:DocumentCurrencyCode>');
    // The coupon is an allowance, the fee a charge; the total is what the buyer was charged.
    expect(xml).toMatch(/<cbc:ChargeIndicator>false<\/cbc:ChargeIndicator>\s*<cbc:AllowanceChargeReasonCode>95<\/cbc:AllowanceChargeReasonCode>\s*<cbc:AllowanceChargeReason>Reducere \(cupon WELCOME10\)/);
    expect(xml).toMatch(/<cbc:PaymentMeansCode name="[^"]+">10<\/cbc:PaymentMeansCode>/);
    expect(amountOf(xml, 'cbc:TaxInclusiveAmount')).toBe((order.total_taxed_cents / 100).toFixed(2));
    expect(order.payment_fee_taxed_cents).toBe(999);
    expect(xml).toMatch(/<cbc:ChargeIndicator>true<\/cbc:ChargeIndicator>\s*<cbc:AllowanceChargeReason>Taxă ramburs/);
    expect(amountOf(xml, 'cbc:CompanyID')).toBe('RO41932753');
    expect(xml).toContain('<cbc:CountrySubentity>RO-IF</cbc:CountrySubentity>');
    expect(xml).toContain('<cbc:CountrySubentity>RO-CJ</cbc:CountrySubentity>');

    const refundId = await kit.refund(placed.orderId, 5_000);
    const note = await kit.creditNote(refundId);
    const noteXml = await einvoice(note.id, `${kind}-ro-credit-note`, 'cius-ro');
    expect(noteXml).toContain('<CreditNote');
    expect(noteXml).toContain('<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>');
    expect(noteXml).toContain(`<cbc:ID>${invoice.number}</cbc:ID>`);
    expect(amountOf(noteXml, 'cbc:PayableAmount')).toBe('50.00');
  });

  it('writes a Romanian company\'s invoice with its VAT id as CIUS-RO UBL', async () => {
    const buyer = await company(RO, 'RO18547290');
    const placed = await kit.placeOrder({ countryId: RO, lines: 1, shopper: buyer });
    const xml = await einvoice((await kit.issue(placed.orderId)).id, `${kind}-ro-company`, 'cius-ro');
    expect(xml).toContain('<cbc:CompanyID>RO18547290</cbc:CompanyID>');
    expect(xml).toContain('<cbc:RegistrationName>Lindner Bau GmbH</cbc:RegistrationName>');
  });

  it('writes a German company\'s invoice (three lines and postage) and its credit note as XRechnung CII; a German consumer gets none', async () => {
    const buyer = await company(DE, 'DE811907980');
    const placed = await kit.placeOrder({ countryId: DE, lines: 3, shopper: buyer });
    const invoice = await kit.issue(placed.orderId);
    const xml = await einvoice(invoice.id, `${kind}-de-company`, 'xrechnung-cii');
    const order = await kit.order(placed.orderId);
    expect(xml).toContain('urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0');
    expect(xml).toContain(`<ram:BuyerReference>${placed.ref}</ram:BuyerReference>`);
    expect(xml).toContain('<ram:ID schemeID="VA">DE811907980</ram:ID>');
    expect(amountOf(xml, 'ram:GrandTotalAmount')).toBe((order.total_taxed_cents / 100).toFixed(2));
    expect(amountOf(xml, 'ram:TaxBasisTotalAmount')).toBe((order.total_cents / 100).toFixed(2));
    if (order.postage_cents > 0) expect(amountOf(xml, 'ram:ChargeTotalAmount')).toBe((order.postage_cents / 100).toFixed(2));
    // A prepayment by SEPA transfer to the seller's account, with the order number as reference.
    expect(xml).toContain('<ram:TypeCode>58</ram:TypeCode>');
    expect(xml).toContain('<ram:IBANID>DE61760501010012345678</ram:IBANID>');
    expect(xml).toContain(`<ram:PaymentReference>${placed.ref}</ram:PaymentReference>`);

    // The invoice's PDF is a ZUGFeRD / Factur-X PDF/A-3 carrying the same invoice as CII (profile EN 16931).
    const pdf = await fetch(`${shop.apiUrl}/api/admin/documents/${invoice.id}/pdf`, { headers: { cookie: staff.cookie } });
    const pdfFile = path.join(folder, `${kind}-de-company.pdf`);
    writeFileSync(pdfFile, new Uint8Array(await pdf.arrayBuffer()));
    expect(execFileSync('pdfdetach', ['-list', pdfFile], { encoding: 'utf8' })).toMatch(/^1: factur-x.xml$/m);
    const embedded = path.join(folder, `${kind}-de-company-factur-x.xml`);
    // The first embedded file is the invoice's XML (the list names it).
    execFileSync('pdfdetach', ['-save', '1', '-o', embedded, pdfFile]);
    const embeddedXml = readFileSync(embedded, 'utf8');
    expect(embeddedXml).toContain('<ram:GuidelineSpecifiedDocumentContextParameter>');
    expect(amountOf(embeddedXml, 'ram:GrandTotalAmount')).toBe((order.total_taxed_cents / 100).toFixed(2));
    written['en16931-cii'].push(embedded);
    expect(execFileSync('pdftotext', [pdfFile, '-'], { encoding: 'utf8' })).toContain(invoice.number);

    const note = await kit.creditNote(await kit.refund(placed.orderId, 2_000));
    const noteXml = await einvoice(note.id, `${kind}-de-credit-note`, 'xrechnung-cii');
    expect(noteXml).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(noteXml).toContain(`<ram:IssuerAssignedID>${invoice.number}</ram:IssuerAssignedID>`);

    const consumer = await kit.placeOrder({ countryId: DE });
    const consumerInvoice = await kit.issue(consumer.orderId);
    const none = await download(consumerInvoice.id);
    expect(none.status).toBe(404);
    expect(JSON.parse(none.text)).toMatchObject({ error: { code: 'einvoice_not_found' } });
  });

  it('writes an invoice correction (the cancelling credit note and the new invoice) as CIUS-RO and as XRechnung, each naming the invoice it corrects', async () => {
    const corrections: [number, string, 'cius-ro' | 'xrechnung-cii', string][] = [
      [RO, 'RO18547290', 'cius-ro', '400001'],
      [DE, 'DE811907980', 'xrechnung-cii', '20457'],
    ];
    for (const [countryId, vatId, syntax, zipcode] of corrections) {
      const placed = await kit.placeOrder({ countryId, lines: 2, shopper: await company(countryId, vatId) });
      const invoice = await kit.issue(placed.orderId);
      const address = { company: 'Lindner Bau und Bad GmbH', firstname: 'Ana', lastname: 'Lindner', street: 'Strada Memorandumului', street_number: '28', zipcode, city: 'Cluj-Napoca' };
      const answer = await staff.call(`/api/admin/orders/${placed.orderId}/invoice-corrections`, { body: { invoice_id: invoice.id, reason: 'Denumire firmă greșită', address, notify_customer: false } });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const documents = adminCalls.orders.correctInvoice.response.parse(answer.body).data.documents;
      const cancellation = documents.find((document) => document.kind === 'credit_note');
      const replacement = documents.find((document) => document.kind === 'invoice' && document.id !== invoice.id);
      const name = `${kind}-${countryId === RO ? 'ro' : 'de'}-correction`;
      const cancellationXml = await einvoice(cancellation?.id ?? 0, `${name}-credit-note`, syntax);
      const replacementXml = await einvoice(replacement?.id ?? 0, `${name}-invoice`, syntax);
      const order = await kit.order(placed.orderId);
      const total = (order.total_taxed_cents / 100).toFixed(2);
      if (syntax === 'cius-ro') {
        expect(cancellationXml).toContain('<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>');
        expect(amountOf(cancellationXml, 'cbc:PayableAmount')).toBe(total);
        expect(cancellationXml).toContain(`<cbc:ID>${invoice.number}</cbc:ID>`);
        expect(replacementXml).toContain(`<cbc:ID>${invoice.number}</cbc:ID>`);
        expect(replacementXml).toContain('<cbc:RegistrationName>Lindner Bau und Bad GmbH</cbc:RegistrationName>');
        expect(amountOf(replacementXml, 'cbc:TaxInclusiveAmount')).toBe(total);
      } else {
        expect(cancellationXml).toContain('<ram:TypeCode>381</ram:TypeCode>');
        expect(amountOf(cancellationXml, 'ram:GrandTotalAmount')).toBe(total);
        expect(cancellationXml).toContain(`<ram:IssuerAssignedID>${invoice.number}</ram:IssuerAssignedID>`);
        expect(replacementXml).toContain(`<ram:IssuerAssignedID>${invoice.number}</ram:IssuerAssignedID>`);
        expect(replacementXml).toContain('Lindner Bau und Bad GmbH');
        expect(amountOf(replacementXml, 'ram:GrandTotalAmount')).toBe(total);
        // The ZUGFeRD PDFs carry the same invoices: the replaced one named in each (BT-25).
        for (const [document, label] of [[replacement, 'invoice'], [cancellation, 'credit-note']] as const) {
          const pdf = await fetch(`${shop.apiUrl}/api/admin/documents/${document?.id ?? 0}/pdf`, { headers: { cookie: staff.cookie } });
          const pdfFile = path.join(folder, `${name}-${label}.pdf`);
          writeFileSync(pdfFile, new Uint8Array(await pdf.arrayBuffer()));
          const embedded = path.join(folder, `${name}-${label}-factur-x.xml`);
          execFileSync('pdfdetach', ['-save', '1', '-o', embedded, pdfFile]);
          const embeddedXml = readFileSync(embedded, 'utf8');
          expect(embeddedXml).toContain(`<ram:IssuerAssignedID>${invoice.number}</ram:IssuerAssignedID>`);
          expect(amountOf(embeddedXml, 'ram:GrandTotalAmount')).toBe(total);
          expect(execFileSync('pdftotext', [pdfFile, '-'], { encoding: 'utf8' })).toContain(document?.number ?? '?');
          written['en16931-cii'].push(embedded);
        }
      }
    }
  });

  it('names the company\'s own reference for invoices (a Leitweg-ID, set in the admin) as the buyer reference (BT-10), on the invoice and its credit note; one given at the checkout for an order goes first', async () => {
    const buyer = await company(DE, 'DE136695976');
    const saved = await staff.call(`/api/admin/customers/${buyer.customerId}/company`, { method: 'PUT', body: { company: 'Lindner Bau GmbH', vat_id: 'DE136695976', vat_exempt: false, buyer_reference: '04011000-1234512345-06' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const placed = await kit.placeOrder({ countryId: DE, lines: 1, shopper: buyer });
    const invoice = await kit.issue(placed.orderId);
    const xml = await einvoice(invoice.id, `${kind}-de-leitweg`, 'xrechnung-cii');
    expect(xml).toContain('<ram:BuyerReference>04011000-1234512345-06</ram:BuyerReference>');
    // A later change of the account's reference does not reach what was issued; the credit note names the invoice's.
    await staff.call(`/api/admin/customers/${buyer.customerId}/company`, { method: 'PUT', body: { company: 'Lindner Bau GmbH', vat_id: 'DE136695976', vat_exempt: false, buyer_reference: 'PO-77' } });
    const note = await kit.creditNote(await kit.refund(placed.orderId, 1_000));
    expect(await einvoice(note.id, `${kind}-de-leitweg-credit-note`, 'xrechnung-cii')).toContain('<ram:BuyerReference>04011000-1234512345-06</ram:BuyerReference>');

    // A reference given at the checkout for one order goes before the account's.
    const second = await kit.placeOrder({ countryId: DE, lines: 1, shopper: buyer, overrides: { isCompany: true, buyer_reference: ' PO-2026-118 ' } });
    const secondXml = await einvoice((await kit.issue(second.orderId)).id, `${kind}-de-order-reference`, 'xrechnung-cii');
    expect(secondXml).toContain('<ram:BuyerReference>PO-2026-118</ram:BuyerReference>');
  });

  it('writes an Austrian company\'s invoice and credit note as XRechnung CII', async () => {
    const buyer = await company(AT, 'ATU13585627');
    const placed = await kit.placeOrder({ countryId: AT, lines: 2, shopper: buyer });
    const invoice = await kit.issue(placed.orderId);
    const xml = await einvoice(invoice.id, `${kind}-at-company`, 'xrechnung-cii');
    expect(xml).toContain('<ram:ID schemeID="VA">ATU73829146</ram:ID>');
    expect(xml).toContain('<ram:RateApplicablePercent>20</ram:RateApplicablePercent>');
    const note = await kit.creditNote(await kit.refund(placed.orderId, 1_000));
    await einvoice(note.id, `${kind}-at-credit-note`, 'xrechnung-cii');
  });

  it('states an EU company\'s tax-free intra-community supply as category K with the buyer\'s VAT id', async () => {
    const buyer = await company(DE, 'ATU12345675', { excludeVat: true });
    const placed = await kit.placeOrder({ countryId: DE, lines: 2, shopper: buyer });
    const xml = await einvoice((await kit.issue(placed.orderId)).id, `${kind}-de-intra-community`, 'xrechnung-cii');
    expect(xml).toContain('<ram:CategoryCode>K</ram:CategoryCode>');
    expect(xml).toContain('<ram:ExemptionReasonCode>VATEX-EU-IC</ram:ExemptionReasonCode>');
    expect(xml).toContain('<ram:ID schemeID="VA">ATU12345675</ram:ID>');
    expect(amountOf(xml, 'ram:TaxTotalAmount')).toBe('0.00');

    // Refunded before it shipped: the credit note has no invoice and no delivery day; it states the order's day.
    const early = await kit.placeOrder({ countryId: DE, shopper: buyer });
    const note = await kit.creditNote(await kit.refund(early.orderId, 500));
    const noteXml = await einvoice(note.id, `${kind}-de-intra-community-early-credit-note`, 'xrechnung-cii');
    expect(noteXml).toContain('<ram:BillingSpecifiedPeriod>');
  });

  it('sends a German company its invoice with the parcel as PDF and XRechnung, and lets it download the XML from its order', async () => {
    const buyer = await company(DE, 'DE811907980');
    const placed = await kit.placeOrder({ countryId: DE, shopper: buyer, payment: 'paypal' });
    const shipped = await staff.call(`/api/admin/orders/${placed.orderId}/ship`, { body: { carrier: 'dhl', tracking_number: '00340434161094015902' } });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    const detail = adminCalls.orders.ship.response.parse(shipped.body).data;
    expect(detail.documents).toEqual([expect.objectContaining({ kind: 'invoice', einvoice: 'xrechnung-cii' })]);
    const invoice = await kit.db.selectFrom('invoice_document').selectAll().where('order_id', '=', placed.orderId).executeTakeFirstOrThrow();

    const mail = (await kit.mails(buyer.email)).find((candidate) => candidate.kind === 'order_shipped');
    expect(mail?.text_body).toContain(`Ihre Rechnung ${invoice.number} liegt dieser E-Mail bei: als PDF und als E-Rechnung (XRechnung, XML).`);
    const files = await kit.db.selectFrom('mail_attachment').select(['file_name', 'content_type', 'content']).where('mail_id', '=', mail?.id ?? 0).orderBy('position').execute();
    expect(files.map((file) => [file.file_name, file.content_type])).toEqual([
      [`${invoice.number}.pdf`, 'application/pdf'],
      [`${invoice.number}.xml`, 'application/xml'],
    ]);
    const stored = await download(invoice.id);
    expect(Buffer.from(files[1]?.content ?? []).toString('utf8')).toBe(stored.text);

    // The buyer downloads the same XML from the order in the account; another customer does not.
    const own = await fetch(`${shop.apiUrl}/api/ExternalOrderApi/order/${placed.orderId}/document/${invoice.id}/xml`, { headers: placed.shopper.headers });
    expect(own.status).toBe(200);
    expect(await own.text()).toBe(stored.text);
    const stranger = await kit.shopper('customer', { countryId: DE });
    const foreign = await fetch(`${shop.apiUrl}/api/ExternalOrderApi/order/${placed.orderId}/document/${invoice.id}/xml`, { headers: stranger.headers });
    expect(foreign.status).toBe(404);
    const order = calls.backoffice.order.response.parse((await call(`${shop.apiUrl}/api/ExternalOrderApi/order/${placed.orderId}`, { headers: placed.shopper.headers })).body).OrderItems[0];
    expect(order?.documents).toEqual([expect.objectContaining({ id: invoice.id, einvoice: 'xrechnung-cii' })]);
  });

  it('lets a guest company download its e-invoice through the order link, and a German consumer\'s document has none', async () => {
    const guest = await kit.shopper('guest', { countryId: DE });
    await kit.db.updateTable('address').set({ company: 'Keller Sanitär KG' }).where('id', '=', guest.addressId).execute();
    const placed = await kit.placeOrder({ countryId: DE, shopper: guest });
    const invoice = await kit.issue(placed.orderId);
    const token = await kit.db.transaction().execute((trx) => issueGuestOrderLink(trx, placed.orderId, new Date()));
    const base = `${shop.apiUrl}/api/ExternalOrderApi/guest_order/${encodeURIComponent(placed.ref)}`;
    const answer = await fetch(`${base}/${token}/document/${invoice.id}/xml`, { headers: guest.headers });
    expect(answer.status).toBe(200);
    const xml = await answer.text();
    expect(xml).toContain('<ram:Name>Keller Sanitär KG</ram:Name>');
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await fetch(`${base}/${wrong}/document/${invoice.id}/xml`, { headers: guest.headers })).status).toBe(404);

    const consumer = await kit.placeOrder({ countryId: DE });
    const consumerInvoice = await kit.issue(consumer.orderId);
    const none = await fetch(`${shop.apiUrl}/api/ExternalOrderApi/order/${consumer.orderId}/document/${consumerInvoice.id}/xml`, { headers: consumer.shopper.headers });
    expect(none.status).toBe(404);
  });

  it('writes a valid e-invoice for an order a 100 % coupon paid in full: the goods\' rate stays in the breakdown at 0', async () => {
    await kit.db
      .insertInto('coupon')
      .values({ code: 'ALLES100', kind: 'percent', percent: 100, amount_cents: null, currency_code: null, country_id: null, min_order_cents: null, valid_from: null, valid_until: null, max_uses: null, max_uses_per_customer: null, created_at: new Date().toISOString() })
      .execute();
    const buyer = await company(DE, 'DE811907980');
    const placed = await kit.placeOrder({ countryId: DE, lines: 3, shopper: buyer, coupon: 'ALLES100' });
    const order = await kit.order(placed.orderId);
    expect(order.discount_cents).toBe(order.goods_cents);
    // As placed where postage is free (the demo charges it here): nothing is left to pay at all.
    await kit.db
      .updateTable('shop_order')
      .set({ postage_cents: 0, postage_taxed_cents: 0, total_cents: order.total_cents - order.postage_cents, total_taxed_cents: order.total_taxed_cents - order.postage_taxed_cents })
      .where('id', '=', placed.orderId)
      .execute();
    expect((await kit.order(placed.orderId)).total_taxed_cents).toBe(0);
    const xml = await einvoice((await kit.issue(placed.orderId)).id, `${kind}-de-coupon-100`, 'xrechnung-cii');
    expect(amountOf(xml, 'ram:GrandTotalAmount')).toBe('0.00');
    expect(xml).toMatch(/<ram:BasisAmount>0\.00<\/ram:BasisAmount>\s*<ram:CategoryCode>S<\/ram:CategoryCode>\s*<ram:RateApplicablePercent>19<\/ram:RateApplicablePercent>/);
  });

  it('states a VAT-exempt buyer with a VAT id of the seller\'s own country as zero-rated (Z), not as an intra-community supply', async () => {
    const buyer = await company(DE, 'DE811907980', { excludeVat: true });
    const placed = await kit.placeOrder({ countryId: DE, shopper: buyer });
    const xml = await einvoice((await kit.issue(placed.orderId)).id, `${kind}-de-exempt-domestic`, 'xrechnung-cii');
    expect(xml).toContain('<ram:CategoryCode>Z</ram:CategoryCode>');
    expect(xml).not.toContain('VATEX-EU-IC');
  });

  it('keeps each e-invoice as issued: the same bytes after the seller\'s data changed', async () => {
    const buyer = await company(DE, 'DE811907980');
    const placed = await kit.placeOrder({ countryId: DE, shopper: buyer });
    const invoice = await kit.issue(placed.orderId);
    const first = await download(invoice.id);
    await kit.db.updateTable('store_info').set({ store_address1: 'Neue Straße 1' }).where('country_id', '=', DE).execute();
    try {
      const again = await download(invoice.id);
      expect(again.text).toBe(first.text);
      expect(again.disposition).toBe(`attachment; filename="${invoice.number}.xml"`);
    } finally {
      await kit.db.updateTable('store_info').set({ store_address1: 'Frankenstraße 150' }).where('country_id', '=', DE).execute();
    }
  });

  it('passes the official rules with 0 fatal findings, and the rules catch a broken total', { timeout: 600_000 }, () => {
    for (const ruleSet of ['cius-ro', 'xrechnung-cii', 'en16931-cii'] as const) {
      expect(written[ruleSet].length).toBeGreaterThan(0);
      for (const [file, result] of validate(ruleSet, written[ruleSet])) expect(result.fatal, `${ruleSet} ${file}\n${result.output}`).toBe(0);
    }
    // The Romanian consumer's invoice with its payable amount raised by one leu.
    const original = readFileSync(written['cius-ro'][0] as string, 'utf8');
    const broken = original.replace(/(<cbc:PayableAmount currencyID="RON">)([\d.]+)</, (_, open: string, amount: string) => `${open}${(Number(amount) + 1).toFixed(2)}<`);
    expect(broken).not.toBe(original);
    const file = path.join(folder, `${kind}-ro-broken.xml`);
    writeFileSync(file, broken);
    const result = validate('cius-ro', [file]).get(file);
    expect(result?.fatal).toBeGreaterThan(0);
    expect(result?.output).toContain('BR-CO-16');
  });
});
