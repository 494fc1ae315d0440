// The documents export for the accountant (issue 34): every invoice and credit note of a shop and
// period, one row each, amounts as the documents state them (a credit note's negative), with a
// decimal comma, days as DD.MM.YYYY in the shop's time zone, the payment method by its shop name.
import { exportPath, transferColumns } from '@shop/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceKit, type InvoiceKit } from '../invoices/testing.ts';
import { newStaffMember, type StaffClient } from '../staff/testing.ts';
import { databaseKinds, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';

const DE = 5;
const RO = 146;
const comma = (cents: number) => `${cents < 0 ? '-' : ''}${Math.trunc(Math.abs(cents) / 100)},${String(Math.abs(cents) % 100).padStart(2, '0')}`;

describe.each(databaseKinds)('the documents export on %s', (kind) => {
  let shop: TestBackOffice;
  let kit: InvoiceKit;
  let staff: StaffClient;

  beforeAll(async () => {
    shop = await startTestBackOffice(kind, { products: 120 });
    kit = invoiceKit(shop);
    staff = await newStaffMember(shop, 'staff', 'documents-export');
  });
  afterAll(async () => {
    await shop?.close();
  });

  const csv = async (filters: Record<string, string>) => {
    const response = await fetch(`${shop.apiUrl}${exportPath('documents', 'csv', filters)}`, { headers: { cookie: staff.cookie } });
    expect(response.status).toBe(200);
    return new TextDecoder().decode(new Uint8Array(await response.arrayBuffer()).subarray(3)).split('\r\n').filter(Boolean).map((line) => line.split(';'));
  };

  it('lists a shop’s invoices and credit notes of a period as the documents state them', async () => {
    // 30 November 23:30 UTC is already 1 December in Berlin.
    const issuedAt = new Date('2026-11-30T23:30:00.000Z');
    const de = await kit.placeOrder({ countryId: DE, lines: 2 });
    const invoice = await kit.issue(de.orderId, issuedAt, '2026-12-01');
    const note = await kit.creditNote(await kit.refund(de.orderId, 1_190, issuedAt), issuedAt);
    const ro = await kit.placeOrder({ countryId: RO, lines: 1 });
    await kit.issue(ro.orderId, issuedAt, '2026-12-01');
    const order = await kit.order(de.orderId);

    const [header, ...rows] = await csv({ country: 'DE', from: '2026-12-01', to: '2026-12-01' });
    expect(header).toEqual([...transferColumns.documents]);
    const column = (row: string[] | undefined, name: (typeof transferColumns.documents)[number]) => row?.[transferColumns.documents.indexOf(name)];
    expect(rows.map((row) => column(row, 'number'))).toEqual([invoice.number, note.number]);
    const [invoiceRow, noteRow] = rows;
    expect(column(invoiceRow, 'kind')).toBe('invoice');
    expect(column(invoiceRow, 'issued_on')).toBe('01.12.2026');
    expect(column(invoiceRow, 'order_ref')).toBe(de.ref);
    expect(column(invoiceRow, 'country')).toBe('DE');
    expect(column(invoiceRow, 'rate_1')).toBe('19');
    expect(column(invoiceRow, 'gross_total')).toBe(comma(order.total_taxed_cents));
    expect(column(invoiceRow, 'net_total')).toBe(comma(order.total_cents));
    expect(column(invoiceRow, 'payment_method')).toBe('Vorkasse (Überweisung)');
    // The credit note of 11,90 €: 10,00 net and 1,90 VAT at 19 %, negative.
    expect([column(noteRow, 'kind'), column(noteRow, 'net_1'), column(noteRow, 'vat_1'), column(noteRow, 'gross_1'), column(noteRow, 'gross_total')]).toEqual(['credit_note', '-10,00', '-1,90', '-11,90', '-11,90']);
    expect(column(noteRow, 'shipping_gross')).toBe('');

    // The day before holds none of them; all shops hold the Romanian invoice too.
    expect(await csv({ country: 'DE', from: '2026-11-30', to: '2026-11-30' })).toHaveLength(1);
    expect((await csv({ from: '2026-12-01', to: '2026-12-01' })).slice(1).map((row) => column(row, 'country'))).toEqual(['DE', 'DE', 'RO']);
  });
});
