import { calls } from '@shop/contract';
import { ADMIN_CSRF_HEADER, adminCalls, exportPath, transferColumns, transferMessages } from '@shop/contract/admin';
import { grossFromNet } from '@shop/pricing-vat';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStaffMember, type StaffClient } from '../staff/testing.ts';
import { call, databaseKinds, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';

const { preview, apply } = adminCalls.transfer;
const DE = 5;
const DAY = 86_400_000;

describe.each(databaseKinds)('export and import on %s', (kind) => {
  let shop: TestBackOffice;
  let staff: StaffClient;
  const clock = new Date();
  const db = () => shop.backOffice.deps.db;

  const download = async (path: string, cookie = staff.cookie) => {
    const response = await fetch(`${shop.apiUrl}${path}`, { headers: { cookie } });
    return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
  };
  const csvLines = (bytes: Uint8Array) => new TextDecoder().decode(bytes.subarray(3)).split('\r\n').filter(Boolean);
  const upload = async (importKind: string, content: string | Uint8Array, name = 'prices.csv') => {
    const form = new FormData();
    form.append('kind', importKind);
    const bytes = typeof content === 'string' ? new TextEncoder().encode(`\uFEFF${content}`) : content;
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const response = await fetch(`${shop.apiUrl}${preview.path}`, { method: 'POST', headers: { cookie: staff.cookie, [ADMIN_CSRF_HEADER]: staff.csrf }, body: form });
    const body = (await response.json()) as unknown;
    expect(response.status, JSON.stringify(body)).toBe(200);
    return preview.response.parse(body).data;
  };
  const applyUpload = (token: string, skipRejected: boolean) => staff.call(apply.path.replace(':token', token), { method: 'POST', body: { skip_rejected: skipRejected } });

  /** Two visible products' default variants with a DE price not on promotion (their history: 90,00 for 20 days). */
  const twoVariants = async () => {
    const rows = await db()
      .selectFrom('product as p')
      .innerJoin('product_sale_element as v', (join) => join.onRef('v.product_id', '=', 'p.id').on('v.is_default', '=', 1))
      .innerJoin('pse_price as price', (join) => join.onRef('price.pse_id', '=', 'v.id').on('price.country_id', '=', DE))
      .select(['p.id', 'p.ref as product_ref', 'v.id as pse_id', 'v.ref'])
      .where('p.visible', '=', 1)
      .where('price.is_promo', '=', 0)
      .where('p.price_on_request', '=', 0)
      .orderBy('p.id')
      .limit(2)
      .execute();
    for (const row of rows) {
      await db().deleteFrom('price_history').where('pse_id', '=', row.pse_id).where('country_id', '=', DE).execute();
      await db()
        .insertInto('price_history')
        .values({ pse_id: row.pse_id, country_id: DE, price_cents: 9_000, valid_from: new Date(clock.getTime() - 20 * DAY).toISOString() })
        .execute();
      await db().updateTable('pse_price').set({ price_cents: 9_000, promo_price_cents: null, is_promo: 0, list_price_cents: null }).where('pse_id', '=', row.pse_id).where('country_id', '=', DE).execute();
    }
    return rows;
  };
  const priceOf = (pseId: number) => db().selectFrom('pse_price').select(['price_cents', 'promo_price_cents', 'is_promo']).where('pse_id', '=', pseId).where('country_id', '=', DE).executeTakeFirstOrThrow();

  beforeAll(async () => {
    shop = await startTestBackOffice(kind, { products: 30, now: () => clock });
    staff = await newStaffMember(shop, 'staff', 'transfer');
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('exports prices as CSV for German Excel: byte order mark, semicolons, the header the import reads, decimal commas, the list’s filters', async () => {
    expect((await download(exportPath('prices', 'csv'), '')).status).toBe(401);
    const all = await download(exportPath('prices', 'csv'));
    expect(all.status).toBe(200);
    expect(all.headers.get('content-type')).toContain('text/csv');
    expect(all.headers.get('content-disposition')).toMatch(/attachment; filename="shop-prices-\d{4}-\d{2}-\d{2}\.csv"/);
    expect([...all.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = csvLines(all.bytes);
    expect(header).toBe(transferColumns.prices.join(';'));
    const variantCount = await db().selectFrom('pse_price').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
    expect(rows).toHaveLength(Number(variantCount.n));
    expect(rows[0]).toMatch(/^[^;]+;[^;]+;.*;(DE|AT|RO);(EUR|RON);\d+,\d{2};/);

    // Filtered as the product list is: one product's reference as the search.
    const [first] = await twoVariants();
    const filtered = csvLines((await download(exportPath('prices', 'csv', { q: first?.product_ref }))).bytes).slice(1);
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((line) => line.split(';')[1] === first?.product_ref)).toBe(true);
    expect(filtered.find((line) => line.startsWith(`${first?.ref};`) && line.includes(';DE;'))).toContain(';90,00;');
  });

  it('exports products as XLSX that exceljs reads, and customers and orders as CSV', async () => {
    const file = await download(exportPath('products', 'xlsx', { active: '1' }));
    expect(file.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(file.bytes) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const header = (sheet?.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([...transferColumns.products]);
    const shown = await db().selectFrom('product').select((eb) => eb.fn.countAll<number | string>().as('n')).where('visible', '=', 1).executeTakeFirstOrThrow();
    expect((sheet?.actualRowCount ?? 0) - 1).toBe(Number(shown.n));
    expect(sheet?.getRow(2).getCell(2).value).toBe(1);

    const customers = csvLines((await download(exportPath('customers', 'csv', { q: staff.email }))).bytes);
    expect(customers[0]).toBe(transferColumns.customers.join(';'));
    expect(customers.slice(1)).toHaveLength(1);
    expect(customers[1]).toContain(`;${staff.email};`);
    const [first] = await twoVariants();
    const stock = csvLines((await download(exportPath('stock', 'csv', { q: first?.product_ref }))).bytes);
    expect(stock[0]).toBe(transferColumns.stock.join(';'));
    const centers = await db().selectFrom('fulfilment_center').select('id').execute();
    expect(stock.slice(1).filter((line) => line.startsWith(`${first?.ref};`))).toHaveLength(centers.length);
    const orders = csvLines((await download(exportPath('orders', 'csv', { status: 'paid' }))).bytes);
    expect(orders[0]).toBe(transferColumns.orders.join(';'));
  });

  it('writes names and companies that would run as formulas as text (security round three)', async () => {
    const attacker = await newStaffMember(shop, 'staff', 'formula');
    const payloads = { firstname: '=HYPERLINK("http://evil.example","Rechnung")', lastname: "+cmd|' /C calc'!A0", company: '@SUM(1+1)' };
    await db().updateTable('customer').set(payloads).where('id', '=', attacker.customerId).execute();
    const file = await download(exportPath('customers', 'csv', { q: attacker.email }));
    const [header, row] = parse(Buffer.from(file.bytes), { bom: true, delimiter: ';' }) as string[][];
    const cell = (name: string) => row?.[header?.indexOf(name) ?? -1];
    // Each is text to Excel and LibreOffice: the apostrophe first, the rest as typed.
    expect(cell('firstname')).toBe(`'${payloads.firstname}`);
    expect(cell('lastname')).toBe(`'${payloads.lastname}`);
    expect(cell('company')).toBe(`'${payloads.company}`);
    expect(cell('email')).toBe(attacker.email);
    // Numbers stay numbers.
    expect(cell('order_count')).toBe('0');
  });

  it('refuses a workbook that unpacks to more than 16 MB before reading it (security round three)', async () => {
    // A real workbook whose sheet is replaced by 24 MB of rows that pack to under 100 KB.
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('prices').addRow(['variant_ref', 'country', 'net_price']);
    const zip = await JSZip.loadAsync(await workbook.xlsx.writeBuffer());
    const long = 'A'.repeat(24_000);
    const row = (n: number) => `<row r="${n}"><c r="A${n}" t="inlineStr"><is><t>${long}</t></is></c><c r="B${n}" t="inlineStr"><is><t>DE</t></is></c><c r="C${n}"><v>1</v></c></row>`;
    const rows = Array.from({ length: 1_000 }, (_, index) => row(index + 2)).join('');
    zip.file('xl/worksheets/sheet1.xml', `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`);
    const bomb = await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE', compressionOptions: { level: 9 } });
    expect(bomb.length).toBeLessThan(100_000);
    const form = new FormData();
    form.append('kind', 'prices');
    form.append('file', new Blob([new Uint8Array(bomb)]), 'prices.xlsx');
    const started = performance.now();
    const response = await fetch(`${shop.apiUrl}${preview.path}`, { method: 'POST', headers: { cookie: staff.cookie, [ADMIN_CSRF_HEADER]: staff.csrf }, body: form });
    const answer = (await response.json()) as { error: { fields: { path: string; message: string }[] } };
    expect(response.status).toBe(400);
    expect(answer.error.fields).toEqual([{ path: 'file', message: transferMessages.workbook_too_large }]);
    // A figure for the note, not a limit: the refusal no longer waits for exceljs.
    console.info(`${kind}: a ${Math.round(bomb.length / 1024)} KB workbook of ${Math.round(rows.length / 1024 / 1024)} MB refused in ${Math.round(performance.now() - started)} ms`);
  });

  it('previews a price file row by row without changing anything, then applies the good rows in one transaction through the price history', async () => {
    const [a, b] = await twoVariants();
    if (!a || !b) throw new Error('two products needed');
    const historyBefore = await db().selectFrom('price_history').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
    const file = [
      'variant_ref;country;net_price;net_reduced_price;net_list_price;valid_from',
      `${a.ref};DE;120,00;85,50;;`,
      `${b.ref};DE;95,00;;;`,
      `NO-SUCH-VARIANT;DE;10,00;;;`,
      `${b.ref};AT;12.345,00;;;`,
      `${b.ref};RO;90,00;;;2020-01-01`,
      `${a.ref};DE;120,00;;;`,
    ].join('\r\n');
    const report = await upload('prices', file);
    expect(report.rows).toBe(6);
    expect(report.counts).toEqual({ created: 0, updated: 2, unchanged: 0, rejected: 4 });
    expect(report.problems).toEqual([
      { row: 4, column: 'variant_ref', message: transferMessages.unknown_variant, value: 'NO-SUCH-VARIANT' },
      { row: 5, column: 'net_price', message: transferMessages.amount_invalid, value: '12.345,00' },
      { row: 6, column: 'valid_from', message: transferMessages.valid_from_past, value: '2020-01-01' },
      { row: 7, column: 'variant_ref', message: transferMessages.duplicate_row, value: a.ref },
    ]);
    // The dry run changed nothing.
    expect(await priceOf(a.pse_id)).toMatchObject({ price_cents: 9_000, is_promo: 0 });
    const historyAfterPreview = await db().selectFrom('price_history').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
    expect(Number(historyAfterPreview.n)).toBe(Number(historyBefore.n));

    // With rejected rows the apply needs the admin's word to skip them.
    const refused = await applyUpload(report.token, false);
    expect(refused.status).toBe(400);
    const analysedAt = async () =>
      (await sql<{ last_analyze: Date | null }>`select last_analyze from pg_stat_user_tables where schemaname = current_schema() and relname = 'pse_price'`.execute(db())).rows[0]?.last_analyze ?? null;
    // The seed analysed the table once already.
    const analysedBefore = kind === 'postgres' ? ((await analysedAt())?.getTime() ?? 0) : 0;
    const applied = await applyUpload(report.token, true);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(apply.response.parse(applied.body).data.counts).toEqual(report.counts);
    // On PostgreSQL the imported tables' statistics are renewed at once (plans after a large import).
    if (kind === 'postgres') await expect.poll(async () => (await analysedAt())?.getTime() ?? 0).toBeGreaterThan(analysedBefore);
    expect(await priceOf(a.pse_id)).toMatchObject({ price_cents: 12_000, promo_price_cents: 8_550, is_promo: 1 });
    expect(await priceOf(b.pse_id)).toMatchObject({ price_cents: 9_500, is_promo: 0 });

    // The shop shows the reduction with the lowest price of the 30 days before it (90,00 net).
    const answer = await call(`${shop.apiUrl}${calls.backoffice.product.path.replace(':id', String(a.id))}?country_id=${DE}`, { headers: shop.guest });
    const shown = calls.backoffice.product.response.parse(answer.body)[0];
    const vat = 19;
    expect(shown).toMatchObject({ PRICE: 12_000, PROMO_PRICE: 8_550, IS_PROMO: true, BEST_TAXED_PRICE: grossFromNet(8_550, vat) });
    expect(shown?.lowest_price_30_days).toBe(grossFromNet(9_000, vat));
    const audit = await db().selectFrom('audit_log').select(['action', 'after_json']).where('action', '=', 'import.prices').execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]?.after_json ?? '{}')).toMatchObject({ counts: report.counts, rejected_rows: [4, 5, 6, 7] });

    // The upload is used up: a second apply is refused.
    expect((await applyUpload(report.token, true)).status).toBe(400);

    // The same file again: the two rows are unchanged now.
    const again = await upload('prices', file);
    expect(again.counts).toMatchObject({ updated: 0, unchanged: 2 });
  });

  it('applies nothing when the database fails halfway through the rows', async () => {
    const [a, b] = await twoVariants();
    if (!a || !b) throw new Error('two products needed');
    const report = await upload('prices', ['variant_ref;country;net_price', `${a.ref};DE;111,00`, `${b.ref};DE;122,00`].join('\n'));
    expect(report.counts).toMatchObject({ updated: 2, rejected: 0 });
    // The database refuses the second variant's history line (a trigger, as a full disk would).
    if (kind === 'sqlite') {
      await sql.raw(`create trigger refuse_history before insert on price_history when new.pse_id = ${b.pse_id} begin select raise(abort, 'refused'); end`).execute(db());
    } else {
      await sql.raw(`create function refuse_history() returns trigger language plpgsql as $$ begin if new.pse_id = ${b.pse_id} then raise exception 'refused'; end if; return new; end $$`).execute(db());
      await sql.raw('create trigger refuse_history before insert on price_history for each row execute function refuse_history()').execute(db());
    }
    try {
      const failed = await applyUpload(report.token, false);
      expect(failed.status).toBe(500);
    } finally {
      await sql.raw(kind === 'sqlite' ? 'drop trigger refuse_history' : 'drop trigger refuse_history on price_history; drop function refuse_history()').execute(db());
    }
    expect(await priceOf(a.pse_id)).toMatchObject({ price_cents: 9_000 });
    expect(await priceOf(b.pse_id)).toMatchObject({ price_cents: 9_000 });
    // The upload is kept (its removal was rolled back too): applied again, it goes through.
    const retried = await applyUpload(report.token, false);
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(await priceOf(a.pse_id)).toMatchObject({ price_cents: 11_100 });
  });

  it('imports stock and product texts from an XLSX file, and reports a missing column at row 1', async () => {
    const [a] = await twoVariants();
    if (!a) throw new Error('a product needed');
    const center = await db().selectFrom('fulfilment_center').select('id').orderBy('id').executeTakeFirstOrThrow();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('stock');
    sheet.addRow(['variant_ref', 'center_id', 'quantity']);
    sheet.addRow([a.ref, center.id, 17]);
    sheet.addRow([a.ref, 9999, 1]);
    const stockReport = await upload('stock', new Uint8Array(await workbook.xlsx.writeBuffer()), 'stock.xlsx');
    expect(stockReport.problems).toEqual([{ row: 3, column: 'center_id', message: transferMessages.unknown_center, value: '9999' }]);
    expect((await applyUpload(stockReport.token, true)).status).toBe(200);
    const stock = await db().selectFrom('pse_stock').select('quantity').where('pse_id', '=', a.pse_id).where('fulfilment_center_id', '=', center.id).executeTakeFirstOrThrow();
    expect(stock.quantity).toBe(17);

    const products = await upload('products', ['product_ref;active;title_de', `${a.product_ref};0;Neuer Titel`].join('\n'), 'products.csv');
    // A description imported is cleaned like one typed in the editor (security round three).
    const hostile = await upload('products', ['product_ref;description_de', `${a.product_ref};"<p>Text<script>alert(1)</script><a href=""javascript:alert(2)"">x</a></p>"`].join('\n'), 'products.csv');
    expect((await applyUpload(hostile.token, false)).status).toBe(200);
    const storedText = await db().selectFrom('product_i18n').select('description').where('product_id', '=', a.id).where('lang', '=', 'de').executeTakeFirstOrThrow();
    expect(storedText.description).toBe('<p>Text<a>x</a></p>');
    expect(products.counts).toEqual({ created: 0, updated: 1, unchanged: 0, rejected: 0 });
    expect((await applyUpload(products.token, false)).status).toBe(200);
    const product = await db().selectFrom('product').select('visible').where('id', '=', a.id).executeTakeFirstOrThrow();
    expect(product.visible).toBe(0);
    const title = await db().selectFrom('product_i18n').select('title').where('product_id', '=', a.id).where('lang', '=', 'de').executeTakeFirstOrThrow();
    expect(title.title).toBe('Neuer Titel');

    const missing = await upload('prices', ['variant_ref;net_price', `${a.ref};10,00`].join('\n'));
    expect(missing.problems).toEqual([{ row: 1, column: 'country', message: transferMessages.column_missing, value: '' }]);
    expect(missing.counts.rejected).toBe(1);
  });

  it('reads an exported file back unchanged (XLSX prices, CSV products), and keeps an upload for the one who sent it', async () => {
    const [a] = await twoVariants();
    if (!a) throw new Error('a product needed');
    const prices = await download(exportPath('prices', 'xlsx', { q: a.product_ref }));
    const report = await upload('prices', prices.bytes, 'prices.xlsx');
    expect(report.counts.rejected).toBe(0);
    expect(report.counts.unchanged).toBe(report.rows);
    expect(report.rows).toBeGreaterThan(0);
    const products = await download(exportPath('products', 'csv', { q: a.product_ref }));
    const productReport = await upload('products', products.bytes, 'products.csv');
    expect(productReport.counts).toEqual({ created: 0, updated: 0, unchanged: productReport.rows, rejected: 0 });

    // Another staff member cannot apply this upload.
    const other = await newStaffMember(shop, 'staff', 'transfer-other');
    const refused = await other.call(apply.path.replace(':token', report.token), { method: 'POST', body: { skip_rejected: false } });
    expect(refused.status).toBe(400);
    expect((await applyUpload(report.token, false)).status).toBe(200);
  });
});
