// The export (issue 16): the rows of one kind, read a page of ids at a time (keyset on the id, the
// admin list's filters) and written to the response as they come, so 100,000 products never sit in
// memory at once. CSV: UTF-8 with a byte order mark, `;` between fields, amounts with a decimal
// comma (what German Excel opens as numbers); XLSX: exceljs's streaming writer, amounts as numbers.
import { countryIdByIso } from '@shop/contract';
import { exportFilterSchemas, transferColumns, type ExportKind, type TransferFormat } from '@shop/contract/admin';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import { Readable, type PassThrough, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Db } from '../../db/connect.ts';
import { customerIdsPage } from '../customer-admin/index.ts';
import { orderIdsPage, orderListFilter } from '../order-admin/index.ts';
import { productIdsPage, type ProductFilter } from '../product-admin/index.ts';
import { customersForExport, ordersForExport, pricesForExport, productsForExport, stockForExport } from './catalog-transfer-repository.ts';
import { centsToDecimal } from './amounts.ts';
import { asSpreadsheetText } from './spreadsheet-text.ts';
import { documentIdPages, documentRows } from './document-rows.ts';

/** Ids read per page: each page is one or two queries, and its rows are written before the next is read. */
export const EXPORT_PAGE = 500;

/** An amount cell: written as a decimal with a comma in CSV, as a number in XLSX. */
type Money = { cents: number };
type Cell = string | number | Money | null;
type Row = Cell[];

const isMoney = (cell: Cell): cell is Money => typeof cell === 'object' && cell !== null;

/** Pages of ids by keyset, until a page comes back short. */
async function* idPages(page: (afterId: number) => Promise<number[]>): AsyncGenerator<number[]> {
  let after = 0;
  for (;;) {
    const ids = await page(after);
    if (ids.length > 0) yield ids;
    if (ids.length < EXPORT_PAGE) return;
    after = ids[ids.length - 1] ?? after;
  }
}

const money = (cents: number | null): Money | null => (cents === null ? null : { cents });
const flag = (value: number | boolean) => (value === 1 || value === true ? 1 : 0);

/** The rows of the kind, filtered as its admin list is (`query`: the list's query string). */
export function exportRows(db: Db, kind: ExportKind, query: unknown): AsyncGenerator<Row> {
  switch (kind) {
    case 'products':
    case 'prices':
    case 'stock': {
      const parsed = exportFilterSchemas[kind].parse(query);
      const filter: ProductFilter = { q: parsed.q, categoryId: parsed.category_id, brandId: parsed.brand_id, stock: parsed.stock, active: parsed.active };
      const pages = idPages((after) => productIdsPage(db, filter, after, EXPORT_PAGE));
      if (kind === 'products') return productRows(db, pages);
      return kind === 'prices' ? priceRows(db, pages) : stockRows(db, pages);
    }
    case 'customers': {
      const parsed = exportFilterSchemas.customers.parse(query);
      return customerRows(db, idPages((after) => customerIdsPage(db, { q: parsed.q, kind: parsed.kind }, after, EXPORT_PAGE)));
    }
    case 'orders': {
      const { page: _page, per_page: _perPage, ...filters } = exportFilterSchemas.orders.parse(query);
      return orderRows(db, idPages((after) => orderIdsPage(db, orderListFilter(filters), after, EXPORT_PAGE)));
    }
    case 'documents':
      return documentRows(db, documentIdPages(db, query, EXPORT_PAGE, idPages));
  }
}

async function* productRows(db: Db, pages: AsyncGenerator<number[]>): AsyncGenerator<Row> {
  for await (const ids of pages) {
    const { products, texts } = await productsForExport(db, ids);
    for (const product of products) {
      const text = (lang: string) => texts.find((row) => row.product_id === product.id && row.lang === lang);
      const de = text('de');
      const ro = text('ro');
      const fields = (row: typeof de) => [row?.title ?? '', row?.chapo ?? '', row?.description ?? '', row?.meta_title ?? '', row?.meta_description ?? ''];
      yield [product.ref, flag(product.visible), product.brand ?? '', product.category ?? '', ...fields(de), ...fields(ro)];
    }
  }
}

async function* priceRows(db: Db, pages: AsyncGenerator<number[]>): AsyncGenerator<Row> {
  for await (const ids of pages) {
    for (const row of await pricesForExport(db, ids)) {
      yield [row.variant_ref, row.product_ref, row.title ?? '', row.iso_alpha2, row.currency_code, money(row.price_cents), money(row.is_promo === 1 ? row.promo_price_cents : null), money(row.list_price_cents), ''];
    }
  }
}

async function* stockRows(db: Db, pages: AsyncGenerator<number[]>): AsyncGenerator<Row> {
  for await (const ids of pages) {
    for (const row of await stockForExport(db, ids)) yield [row.variant_ref, row.product_ref, row.title ?? '', row.center_id, row.center, row.quantity];
  }
}

async function* customerRows(db: Db, pages: AsyncGenerator<number[]>): AsyncGenerator<Row> {
  for await (const ids of pages) {
    for (const row of await customersForExport(db, ids)) {
      yield [row.ref, row.email, row.firstname, row.lastname, row.company ?? '', row.iso_alpha2, flag(row.is_guest), row.role, row.blocked_at === null ? 0 : 1, Number(row.order_count ?? 0), row.created_at];
    }
  }
}

async function* orderRows(db: Db, pages: AsyncGenerator<number[]>): AsyncGenerator<Row> {
  for await (const ids of pages) {
    for (const row of await ordersForExport(db, ids)) {
      const name = [row.company, `${row.firstname} ${row.lastname}`.trim()].filter(Boolean).join(', ');
      yield [row.ref, row.created_at, row.status, row.payment_code, row.iso_alpha2, row.currency_code, row.customer_email, name, money(row.total_taxed_cents), row.total_taxed_cents];
    }
  }
}

/** The file name of a download: shop-prices-2026-11-23.csv. */
export function exportFileName(kind: ExportKind, format: TransferFormat, now: Date): string {
  return `shop-${kind}-${now.toISOString().slice(0, 10)}.${format}`;
}

export const contentTypes: Record<TransferFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Writes the rows as CSV into `out` (ends it); rejects when the database or the stream fails. */
export async function writeCsv(kind: ExportKind, rows: AsyncIterable<Row>, out: Writable): Promise<void> {
  const cells = async function* () {
    yield [...transferColumns[kind]];
    // Texts (names, companies, addresses) never start a formula; numbers and amounts are written as they are.
    for await (const row of rows) yield row.map((cell) => (isMoney(cell) ? centsToDecimal(cell.cents) : cell === null ? '' : typeof cell === 'string' ? asSpreadsheetText(cell) : String(cell)));
  };
  await pipeline(Readable.from(cells()), stringify({ delimiter: ';', bom: true, record_delimiter: 'windows' }), out);
}

/** Writes the rows as one XLSX sheet into `out` (ends it), a row committed as soon as it is read. */
export async function writeXlsx(kind: ExportKind, rows: AsyncIterable<Row>, out: PassThrough): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(kind);
  const header = sheet.addRow([...transferColumns[kind]]);
  header.font = { bold: true };
  header.commit();
  let written = 0;
  for await (const row of rows) {
    const added = sheet.addRow(row.map((cell) => (isMoney(cell) ? cell.cents / 100 : cell)));
    row.forEach((cell, index) => {
      if (isMoney(cell)) added.getCell(index + 1).numFmt = '0.00';
    });
    added.commit();
    written += 1;
    // Let the zip stream drain now and then, so a slow client does not make it buffer the file.
    if (written % 1000 === 0 && out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
  }
  sheet.commit();
  await workbook.commit();
}

/** The country's id from a file's code (DE, AT, RO), or undefined. */
export function countryIdOfCode(code: string): number | undefined {
  const upper = code.trim().toUpperCase();
  return upper in countryIdByIso ? countryIdByIso[upper as keyof typeof countryIdByIso] : undefined;
}
