// RO e-Factura end to end against the stand-in of ANAF (issue 35): every Romanian document is
// uploaded once (B2C and B2B), ANAF's answer is asked for until it comes, the signed ZIP is kept; a
// rejection shows ANAF's findings (the official CIUS-RO rules, run by the stand-in) and is corrected
// by a credit note and a new invoice; an outage is waited out; the access token is refreshed before
// it runs out; and two processes on one database upload each document once.
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCalls, efacturaReportSchema, type EFacturaReport } from '@shop/contract/admin';
import { newStaffMember, type StaffClient } from '../staff/testing.ts';
import { invoiceKit, type InvoiceKit } from '../invoices/testing.ts';
import { databaseKinds, startSecondProcess, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';
import type { BackOffice } from '../../server.ts';
import type { AnafStandIn, EFacturaReporter } from './index.ts';

const RO = 146;

/** The e-Factura job of a back office started with the stand-in. */
function jobOf(backOffice: BackOffice): { reporter: EFacturaReporter; standIn: AnafStandIn } {
  const job = backOffice.efactura;
  if (!job?.standIn) throw new Error('the back office was started without the stand-in of ANAF');
  return { reporter: job.reporter, standIn: job.standIn };
}
const MINUTE = 60_000;

describe.each(databaseKinds)('RO e-Factura on %s', (kind) => {
  let shop: TestBackOffice;
  let kit: InvoiceKit;
  let staff: StaffClient;
  let standIn: AnafStandIn;
  let clock = new Date();
  const later = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };

  beforeAll(async () => {
    shop = await startTestBackOffice(kind, { env: { EFACTURA: 'stand-in' }, now: () => clock });
    kit = invoiceKit(shop);
    staff = await newStaffMember(shop, 'staff', `efactura-${kind}`);
    standIn = jobOf(shop.backOffice).standIn;
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
  });

  const reporter = () => jobOf(shop.backOffice).reporter;
  /** Runs the job until ANAF has answered every upload (the stand-in checks each with the rules). */
  async function reportAll() {
    await reporter().runOnce();
    await standIn.settled();
    later(MINUTE);
    await reporter().runOnce();
  }
  async function reportsOf(orderId: number): Promise<EFacturaReport[]> {
    const answer = await staff.call(`/api/admin/efactura?order_id=${orderId}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return adminCalls.efactura.list.response.parse(answer.body).data;
  }
  async function onlyReportOf(orderId: number): Promise<EFacturaReport> {
    const reports = await reportsOf(orderId);
    expect(reports).toHaveLength(1);
    return reports[0] as EFacturaReport;
  }
  const stateId = async (code: string) => (await kit.db.selectFrom('state').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;

  it('lists Romanian documents as the contract says, and says e-Factura is configured', async () => {
    const answer = await staff.call('/api/admin/efactura');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const body = adminCalls.efactura.list.response.parse(answer.body);
    expect(body.configured).toBe(true);
    expect(body.data.every((report) => efacturaReportSchema.safeParse(report).success)).toBe(true);
  });

  it('uploads a consumer\'s invoice as B2C and a company\'s as B2B, and keeps ANAF\'s signed ZIP with the invoice as issued', { timeout: 180_000 }, async () => {
    const consumer = await kit.placeOrder({ countryId: RO, lines: 2, shopper: await kit.shopper('customer', { countryId: RO, stateId: await stateId('RO-CJ') }) });
    const buyer = await kit.shopper('customer', { countryId: RO, isCompany: true, stateId: await stateId('RO-CJ') });
    await kit.db.updateTable('customer').set({ vat_id: 'RO18547290' }).where('id', '=', buyer.customerId).execute();
    await kit.db.updateTable('address').set({ company: 'Lindner Bau SRL' }).where('id', '=', buyer.addressId).execute();
    const company = await kit.placeOrder({ countryId: RO, lines: 1, shopper: buyer });
    const consumerInvoice = await kit.issue(consumer.orderId);
    const companyInvoice = await kit.issue(company.orderId);

    const [waiting] = await reportsOf(consumer.orderId);
    expect(waiting).toMatchObject({ number: consumerInvoice.number, state: 'waiting', upload_index: null, overdue: false });
    await reporter().runOnce();
    const uploads = standIn.uploads.filter((upload) => [consumerInvoice.number, companyInvoice.number].includes(upload.number));
    expect(uploads.map((upload) => [upload.number, upload.b2c, upload.standard, upload.cif])).toEqual([
      [consumerInvoice.number, true, 'UBL', '41932753'],
      [companyInvoice.number, false, 'UBL', '41932753'],
    ]);
    const [sent] = await reportsOf(consumer.orderId);
    expect(sent).toMatchObject({ state: 'sent', upload_index: uploads[0]?.index });

    await standIn.settled();
    later(MINUTE);
    await reporter().runOnce();
    for (const [placed, invoice] of [[consumer, consumerInvoice], [company, companyInvoice]] as const) {
      const accepted = await onlyReportOf(placed.orderId);
      expect(accepted, JSON.stringify(accepted)).toMatchObject({ state: 'accepted', errors: [], has_zip: true });
      const zip = await fetch(`${shop.apiUrl}/api/admin/documents/${invoice.id}/efactura-zip`, { headers: { cookie: staff.cookie } });
      expect(zip.status).toBe(200);
      expect(zip.headers.get('content-disposition')).toContain(`${invoice.number}-anaf-${accepted.upload_index}.zip`);
      const files = await JSZip.loadAsync(Buffer.from(await zip.arrayBuffer()));
      expect(Object.keys(files.files).sort()).toEqual([`${accepted.upload_index}.xml`, `semnatura_${accepted.upload_index}.xml`]);
      const xml = await fetch(`${shop.apiUrl}/api/admin/documents/${invoice.id}/xml`, { headers: { cookie: staff.cookie } });
      expect(await files.file(`${accepted.upload_index}.xml`)?.async('string')).toBe(await xml.text());
    }
    // Accepted is final: another pass uploads nothing again.
    const before = standIn.uploads.length;
    later(10 * MINUTE);
    await reporter().runOnce();
    expect(standIn.uploads.length).toBe(before);
  });

  it('shows ANAF\'s findings of a rejected invoice on the order and the dashboard; its correction is reported, the cancelling credit note not', { timeout: 180_000 }, async () => {
    // The goods go to Cluj; the invoice to a Bucharest address without its sector, which RO
    // e-Factura names the city by (BR-RO-100).
    const shopper = await kit.shopper('customer', { countryId: RO, stateId: await stateId('RO-CJ') });
    const { id: _id, ...delivery } = await kit.db.selectFrom('address').selectAll().where('id', '=', shopper.addressId).executeTakeFirstOrThrow();
    const invoiceAddress = await kit.db
      .insertInto('address')
      .values({ ...delivery, city: 'București', street: 'Strada Lipscani', street_number: '12', zipcode: '030031', state_id: await stateId('RO-B') })
      .returning('id')
      .executeTakeFirstOrThrow();
    const placed = await kit.placeOrder({ countryId: RO, lines: 1, shopper, overrides: { invoice_address_id: invoiceAddress.id } });
    const invoice = await kit.issue(placed.orderId);
    await reportAll();
    const rejected = await onlyReportOf(placed.orderId);
    expect(rejected, JSON.stringify(rejected)).toMatchObject({ number: invoice.number, state: 'rejected', has_zip: true, corrected_by: null });
    expect(rejected.errors.join('\n')).toContain('BR-RO-100');
    const dashboard = async () => adminCalls.dashboard.get.response.parse((await staff.call('/api/admin/dashboard')).body).data.efactura;
    expect((await dashboard()).rejected).toBeGreaterThanOrEqual(1);
    const attention = adminCalls.efactura.list.response.parse((await staff.call('/api/admin/efactura?show=attention')).body).data;
    expect(attention.map((report) => report.number)).toContain(invoice.number);
    const rejectedBefore = (await dashboard()).rejected;

    const address = { company: '', firstname: 'Ana', lastname: 'Popescu', street: 'Strada Lipscani', street_number: '12', zipcode: '030031', city: 'București, Sector 3' };
    const corrected = await staff.call(`/api/admin/orders/${placed.orderId}/invoice-corrections`, { body: { invoice_id: invoice.id, reason: 'Sectorul lipsea din adresă', address, notify_customer: false } });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    const before = standIn.uploads.length;
    await reportAll();
    const reports = await reportsOf(placed.orderId);
    const byKind = (documentKind: string, not?: number) => reports.find((report) => report.kind === documentKind && report.document_id !== not) as EFacturaReport;
    const cancellation = byKind('credit_note');
    const replacement = byKind('invoice', invoice.id);
    expect(cancellation.state).toBe('not_reported');
    expect(replacement, JSON.stringify(replacement)).toMatchObject({ state: 'accepted', errors: [] });
    expect(reports.find((report) => report.document_id === invoice.id)).toMatchObject({ state: 'rejected', corrected_by: cancellation.number });
    expect(standIn.uploads.slice(before).map((upload) => upload.number)).toEqual([replacement.number]);
    expect((await dashboard()).rejected).toBe(rejectedBefore - 1);
  });

  it('waits out ANAF\'s outage, 1 then 2 minutes on, and uploads the document once it answers', { timeout: 120_000 }, async () => {
    const placed = await kit.placeOrder({ countryId: RO, lines: 1, shopper: await kit.shopper('customer', { countryId: RO, stateId: await stateId('RO-CJ') }) });
    const invoice = await kit.issue(placed.orderId);
    standIn.outage(2);
    await reporter().runOnce();
    let report = await onlyReportOf(placed.orderId);
    expect(report).toMatchObject({ state: 'waiting', attempts: 1 });
    expect(report.last_error).toContain('503');
    await reporter().runOnce(); // not due yet: nothing is asked
    expect((await onlyReportOf(placed.orderId)).attempts).toBe(1);
    later(MINUTE);
    await reporter().runOnce();
    report = await onlyReportOf(placed.orderId);
    expect(report).toMatchObject({ state: 'waiting', attempts: 2 });
    later(2 * MINUTE);
    await reportAll();
    report = await onlyReportOf(placed.orderId);
    expect(report).toMatchObject({ state: 'accepted', last_error: null });
    expect(standIn.uploads.filter((upload) => upload.number === invoice.number)).toHaveLength(1);
  });

  it('refreshes the access token a week before its 90 days run out, and keeps both tokens sealed', { timeout: 120_000 }, async () => {
    const stored = await kit.db.selectFrom('efactura_token').selectAll().executeTakeFirstOrThrow();
    expect(stored.access_token).toMatch(/^v1\./);
    expect(stored.access_token).not.toContain('stand-in-access-');
    expect(stored.refresh_token).not.toContain('stand-in-refresh-');
    const refreshes = standIn.refreshes;
    const placed = await kit.placeOrder({ countryId: RO, lines: 1, shopper: await kit.shopper('customer', { countryId: RO, stateId: await stateId('RO-CJ') }) });
    await kit.issue(placed.orderId);
    await reporter().runOnce();
    expect(standIn.refreshes).toBe(refreshes); // 90 days ahead: no refresh
    later(84 * 24 * 60 * MINUTE);
    const second = await kit.placeOrder({ countryId: RO, lines: 1, shopper: await kit.shopper('customer', { countryId: RO, stateId: await stateId('RO-CJ') }) });
    await kit.issue(second.orderId, clock);
    await reporter().runOnce();
    expect(standIn.refreshes).toBe(refreshes + 1);
    const renewed = await kit.db.selectFrom('efactura_token').selectAll().executeTakeFirstOrThrow();
    expect(new Date(renewed.access_expires_at).getTime()).toBe(clock.getTime() + 90 * 24 * 60 * MINUTE);
    expect(renewed.refresh_token).not.toBe(stored.refresh_token);
  });

  // Two processes share a database only on PostgreSQL (SQLite here is one process's file).
  if (kind === 'postgres') it('two processes on one database upload each document once', { timeout: 180_000 }, async () => {
    const second = await startSecondProcess(shop);
    try {
      const numbers: string[] = [];
      for (let index = 0; index < 6; index += 1) {
        const placed = await kit.placeOrder({ countryId: RO, lines: 1, shopper: await kit.shopper('customer', { countryId: RO, stateId: await stateId('RO-CJ') }) });
        numbers.push((await kit.issue(placed.orderId, clock)).number);
      }
      const other = jobOf(second.backOffice);
      await Promise.all([reporter().runOnce(), other.reporter.runOnce(), reporter().runOnce(), other.reporter.runOnce()]);
      const uploaded = [...standIn.uploads, ...other.standIn.uploads].map((upload) => upload.number).filter((number) => numbers.includes(number));
      expect(uploaded.sort()).toEqual([...numbers].sort());
    } finally {
      await second.close();
    }
  });

});
