// The number series of invoices and credit notes: one per country, kind and year, consecutive,
// without gaps (a rolled-back issue gives its number back), idempotent, and correct with many
// issuers at once (on PostgreSQL each in its own connection and transaction). Each test works in
// a year of its own, so each starts its series at 1.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueCreditNote, issueInvoice } from './index.ts';
import { invoiceKit, type InvoiceKit } from './testing.ts';
import { databaseKinds, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';

const DE = 5;
const AT = 13;
const RO = 146;

describe.each(databaseKinds)('document numbers on %s', (kind) => {
  let shop: TestBackOffice;
  let kit: InvoiceKit;
  const inYear = (year: number, month = 3) => new Date(`${year}-${String(month).padStart(2, '0')}-10T10:00:00Z`);

  beforeAll(async () => {
    shop = await startTestBackOffice(kind, { products: 250 });
    kit = invoiceKit(shop);
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('numbers each country and kind in its own series', async () => {
    const at = inYear(2026);
    const [de1, de2, austria, romania] = [
      await kit.placeOrder({ countryId: DE }),
      await kit.placeOrder({ countryId: DE }),
      await kit.placeOrder({ countryId: AT }),
      await kit.placeOrder({ countryId: RO }),
    ];
    expect((await kit.issue(de1.orderId, at)).number).toBe('RE-DE-2026-000001');
    expect((await kit.issue(austria.orderId, at)).number).toBe('RE-AT-2026-000001');
    expect((await kit.issue(romania.orderId, at)).number).toBe('FCT-RO-2026-000001');
    expect((await kit.issue(de2.orderId, at)).number).toBe('RE-DE-2026-000002');

    expect((await kit.creditNote(await kit.refund(de1.orderId, 100), at)).number).toBe('GS-DE-2026-000001');
    expect((await kit.creditNote(await kit.refund(romania.orderId, 100), at)).number).toBe('STO-RO-2026-000001');
    expect((await kit.creditNote(await kit.refund(de2.orderId, 100), at)).number).toBe('GS-DE-2026-000002');
    expect((await kit.creditNote(await kit.refund(austria.orderId, 100), at)).number).toBe('GS-AT-2026-000001');
  });

  it("counts the year in the shop's time zone: 31 December 23:30 UTC is already next year in Berlin", async () => {
    const order = await kit.placeOrder({ countryId: DE });
    const invoice = await kit.issue(order.orderId, new Date('2027-12-31T23:30:00Z'), '2027-12-31');
    expect(invoice.number).toBe('RE-DE-2028-000001');
    expect(invoice.delivery_date).toBe('2027-12-31');
  });

  it('gives the number of a rolled-back issue back: the series has no gaps', async () => {
    const at = inYear(2029);
    const [first, rolledBack, next] = [await kit.placeOrder({ countryId: AT }), await kit.placeOrder({ countryId: AT }), await kit.placeOrder({ countryId: AT })];
    expect((await kit.issue(first.orderId, at)).number).toBe('RE-AT-2029-000001');

    const failure = await kit.db
      .transaction()
      .execute(async (trx) => {
        const invoice = await issueInvoice(trx, { orderId: rolledBack.orderId, at, deliveryDate: '2029-03-10' });
        expect(invoice.number).toBe('RE-AT-2029-000002');
        throw new Error('the shipment failed after the invoice was numbered');
      })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(await kit.db.selectFrom('invoice_document').select('id').where('order_id', '=', rolledBack.orderId).execute()).toEqual([]);

    expect((await kit.issue(next.orderId, at)).number).toBe('RE-AT-2029-000002');
    expect((await kit.issue(rolledBack.orderId, at)).number).toBe('RE-AT-2029-000003');
  });

  it('answers the document already issued when asked again, without taking a number', async () => {
    const at = inYear(2030);
    const order = await kit.placeOrder({ countryId: RO });
    const invoice = await kit.issue(order.orderId, at);
    const again = await kit.issue(order.orderId, inYear(2030, 5), '2030-05-10');
    expect(again).toEqual(invoice);
    expect(invoice).toMatchObject({ number: 'FCT-RO-2030-000001', kind: 'invoice', delivery_date: '2030-03-10' });

    const refundId = await kit.refund(order.orderId, 500);
    const note = await kit.creditNote(refundId, at);
    expect(await kit.creditNote(refundId, inYear(2030, 6))).toEqual(note);
    expect(note).toMatchObject({ number: 'STO-RO-2030-000001', kind: 'credit_note', amount_cents: 500, refund_id: refundId });

    const other = await kit.placeOrder({ countryId: RO });
    expect((await kit.issue(other.orderId, at)).number).toBe('FCT-RO-2030-000002');
  });

  it('gives many issuers at once distinct consecutive numbers, and one invoice per order', async () => {
    const at = inYear(2031);
    const orders = [];
    for (let index = 0; index < 8; index += 1) orders.push(await kit.placeOrder({ countryId: DE }));
    const contested = orders[0];
    if (!contested) throw new Error('no orders');
    // Each issuer in its own transaction (on PostgreSQL its own connection), holding it open a
    // moment after numbering so that the others queue on the series.
    const issueSlowly = (orderId: number) =>
      kit.db.transaction().execute(async (trx) => {
        const invoice = await issueInvoice(trx, { orderId, at, deliveryDate: '2031-03-10' });
        await new Promise((resolve) => setTimeout(resolve, 20));
        return invoice;
      });
    const issued = await Promise.all([...orders.map((order) => issueSlowly(order.orderId)), ...[1, 2, 3].map(() => issueSlowly(contested.orderId))]);

    const numbers = new Set(issued.map((invoice) => invoice.number));
    expect([...numbers].sort()).toEqual(Array.from({ length: 8 }, (_, index) => `RE-DE-2031-${String(index + 1).padStart(6, '0')}`));
    const ofContested = issued.filter((invoice) => invoice.order_id === contested.orderId);
    expect(new Set(ofContested.map((invoice) => invoice.id)).size).toBe(1);
    expect(await kit.db.selectFrom('document_number_series').select('last_value').where('series', '=', 'DE-invoice-2031').executeTakeFirst()).toEqual({ last_value: 8 });

    // Credit notes of many refunds of one order, at once.
    const refunds = [];
    for (let index = 0; index < 6; index += 1) refunds.push(await kit.refund(contested.orderId, 100 + index));
    const notes = await Promise.all(refunds.map((refundId) => kit.db.transaction().execute((trx) => issueCreditNote(trx, { refundId, at }))));
    expect(notes.map((note) => note.number).sort()).toEqual(Array.from({ length: 6 }, (_, index) => `GS-DE-2031-${String(index + 1).padStart(6, '0')}`));
  });
});
