// The documents export for the accountant (issue 34): every invoice and credit note of a shop and
// period, one row each, amounts as the documents state them (a credit note's negative), with a
// decimal comma, days as DD.MM.YYYY in the shop's time zone, the payment method by its shop name.
import { datevExportPath, exportPath, transferColumns } from '@shop/contract/admin';
import { orderTotals } from '@shop/pricing-vat';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceKit, type InvoiceKit } from '../invoices/testing.ts';
import { newStaffMember, type StaffClient } from '../staff/testing.ts';
import { databaseKinds, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';

const DE = 5;
const AT = 13;
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
    const de = await kit.placeOrder({ countryId: DE, lines: 2, coupon: 'WELCOME10' });
    // The transfer arrived on 30 November (Berlin).
    await kit.db.updateTable('shop_order').set({ received_on: '2026-11-30' }).where('id', '=', de.orderId).execute();
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
    expect(column(invoiceRow, 'paid_on')).toBe('30.11.2026');
    const billing = await kit.db.selectFrom('order_address').select(['firstname', 'lastname', 'company']).where('order_id', '=', de.orderId).where('kind', '=', 'invoice').executeTakeFirstOrThrow();
    expect(column(invoiceRow, 'customer')).toBe(billing.company || `${billing.firstname} ${billing.lastname}`);
    expect(column(invoiceRow, 'shipping_gross')).toBe(comma(order.postage_taxed_cents));
    expect(order.discount_taxed_cents).toBeGreaterThan(0);
    expect(column(invoiceRow, 'discount_gross')).toBe(comma(order.discount_taxed_cents));
    // The credit note of 11,90 €: 10,00 net and 1,90 VAT at 19 %, negative.
    expect([column(noteRow, 'kind'), column(noteRow, 'net_1'), column(noteRow, 'vat_1'), column(noteRow, 'gross_1'), column(noteRow, 'gross_total')]).toEqual(['credit_note', '-10,00', '-1,90', '-11,90', '-11,90']);
    expect(column(noteRow, 'shipping_gross')).toBe('');

    // The day before holds none of them; all shops hold the Romanian invoice too.
    expect(await csv({ country: 'DE', from: '2026-11-30', to: '2026-11-30' })).toHaveLength(1);
    expect((await csv({ from: '2026-12-01', to: '2026-12-01' })).slice(1).map((row) => column(row, 'country'))).toEqual(['DE', 'DE', 'RO']);
  });

  it('gives every VAT rate of a document its columns: an Austrian invoice at 20, 13 and 10 %', async () => {
    const issuedAt = new Date('2026-09-10T09:00:00.000Z');
    const at = await kit.placeOrder({ countryId: AT, lines: 3 });
    // Its three lines charged at Austria's three rates (the gross as charged; the nets as those rates make them).
    const lines = await kit.db.selectFrom('order_line').select(['id', 'line_taxed_cents']).where('order_id', '=', at.orderId).orderBy('id').execute();
    const rates = [20, 13, 10] as const;
    const order = await kit.order(at.orderId);
    const totals = orderTotals({
      lines: lines.map((line, index) => ({ lineGross: line.line_taxed_cents, rate: rates[index] ?? 20 })),
      discount: 0,
      delivery: { gross: order.postage_taxed_cents, rate: 20 },
      fee: null,
    });
    for (const [index, line] of lines.entries()) {
      const rate = rates[index] ?? 20;
      await kit.db.updateTable('order_line').set({ tax_rate_basis_points: rate * 100, line_cents: Math.round((line.line_taxed_cents * 100) / (100 + rate)) }).where('id', '=', line.id).execute();
    }
    await kit.db.updateTable('shop_order').set({ total_cents: totals.total.net, postage_cents: totals.delivery.net }).where('id', '=', at.orderId).execute();
    await kit.issue(at.orderId, issuedAt, '2026-09-10');
    const [, row] = await csv({ country: 'AT', from: '2026-09-10', to: '2026-09-10' });
    const column = (name: (typeof transferColumns.documents)[number]) => row?.[transferColumns.documents.indexOf(name)] ?? '';
    expect(['rate_1', 'rate_2', 'rate_3', 'rate_4'].map((name) => column(name as 'rate_1')).sort()).toEqual(['', '10', '13', '20']);
    // The rates' gross adds up to the document's: no rate was left out.
    const cents = (text: string) => (text === '' ? 0 : Math.round(Number(text.replace('.', '').replace(',', '.')) * 100));
    const grossOfRates = (['gross_1', 'gross_2', 'gross_3', 'gross_4'] as const).reduce((sum, name) => sum + cents(column(name)), 0);
    expect(grossOfRates).toBe(cents(column('gross_total')));
    expect(cents(column('gross_total'))).toBeGreaterThan(0);
  });

  it('writes a DATEV Buchungsstapel of the German shop: the header, 125 columns, one booking per document and rate on its revenue account', async () => {
    const issuedAt = new Date('2026-10-15T09:00:00.000Z');
    const de = await kit.placeOrder({ countryId: DE, lines: 2 });
    await kit.db.updateTable('order_address').set({ firstname: 'Jürgen', lastname: 'Müßig' }).where('order_id', '=', de.orderId).execute();
    const invoice = await kit.issue(de.orderId, issuedAt, '2026-10-14');
    const note = await kit.creditNote(await kit.refund(de.orderId, 1_190, issuedAt), issuedAt);
    const order = await kit.order(de.orderId);

    const response = await fetch(`${shop.apiUrl}${datevExportPath({ country: 'DE', from: '2026-10-01', to: '2026-10-31' })}`, { headers: { cookie: staff.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('EXTF_Buchungsstapel_DE_2026-10-01_2026-10-31.csv');
    // Windows-1252, as DATEV reads it: ü and ß are one byte each.
    const bytes = Buffer.from(await response.arrayBuffer());
    const [header = '', columns = '', ...bookings] = iconv.decode(bytes, 'win1252').split('\r\n').filter(Boolean);
    const head = header.split(';');
    expect(head.slice(0, 5)).toEqual(['"EXTF"', '700', '21', '"Buchungsstapel"', '13']);
    // Adviser 1001 and client 1 (the demo's), the year from 1 January, accounts of 4 digits, the period.
    expect(head.slice(10, 16)).toEqual(['1001', '1', '20260101', '4', '20261001', '20261031']);
    expect(head[21]).toBe('"EUR"');
    expect(columns.split(';')).toHaveLength(125);
    expect(columns.split(';').slice(0, 3)).toEqual(['Umsatz (ohne Soll/Haben-Kz)', 'Soll/Haben-Kennzeichen', 'WKZ Umsatz']);
    const cells = bookings.map((line) => line.split(';'));
    expect(cells.every((row) => row.length === 125)).toBe(true);
    // The invoice, debit on the debtor 10000 against 8400 (19 %), and the credit note of 11,90 as credit.
    expect(cells.map((row) => [row[0], row[1], row[6], row[7], row[9], row[10]])).toEqual([
      [comma(order.total_taxed_cents), '"S"', '10000', '8400', '1510', `"${invoice.number}"`],
      ['11,90', '"H"', '10000', '8400', '1510', `"${note.number}"`],
    ]);
    expect(cells[0]?.[13]).toBe(`"Rechnung ${invoice.number} Jürgen Müßig"`);
    expect(bytes.includes(Buffer.from('Müßig', 'latin1'))).toBe(true);
    // The delivery day as the service date (DDMMYYYY).
    expect(cells[0]?.[114]).toBe('14102026');
  });

  it('refuses a DATEV export of the Romanian shop, over two years, or of an Austrian shop without its revenue accounts, saying why', async () => {
    const refused = async (query: Record<string, string>, path: string) => {
      const response = await fetch(`${shop.apiUrl}/api/admin/export-datev?${new URLSearchParams(query).toString()}`, { headers: { cookie: staff.cookie } });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: { fields?: { path: string; message: string }[] } };
      return body.error.fields?.find((field) => field.path === path)?.message;
    };
    expect(await refused({ country: 'RO', from: '2026-10-01', to: '2026-10-31' }, 'country')).toBe('Choose the German or the Austrian shop: DATEV is for their books.');
    expect(await refused({ country: 'DE', from: '2026-12-01', to: '2027-01-31' }, 'to')).toBe('Choose the first and the last day, both in the same year.');
    expect(await refused({ country: 'AT', from: '2026-10-01', to: '2026-10-31' }, 'country')).toBe('No revenue account for 20 % in the AT shop: set DATEV_REVENUE_ACCOUNTS (for example AT:20=4000).');
  });
});
