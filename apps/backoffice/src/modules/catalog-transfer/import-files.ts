// Reading an uploaded import file: XLSX (a zip, read by exceljs) or CSV (csv-parse; UTF-8 with or
// without a byte order mark, separated by `;` as German Excel saves it, or by `,` or tabs: the
// header line tells which). Rows are numbered as the spreadsheet numbers them: the header is row 1.
import { transferMessages } from '@shop/contract/admin';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { AppError } from '../../http/app-error.ts';
import { fromSpreadsheetText } from './spreadsheet-text.ts';
import { workbookWithinLimits } from './workbook-size.ts';

/** A cell as read: text, or a number from an XLSX cell. */
export type FileCell = string | number;
export type FileRow = { row: number; cells: Map<string, FileCell> };
export type ImportTable = { columns: string[]; rows: FileRow[] };

export const IMPORT_MAX_BYTES = 30 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 200_000;

const unreadable = (message: string = transferMessages.file_unreadable) => new AppError('validation_failed', { message, fields: [{ path: 'file', message }] });

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

export async function readImportFile(bytes: Uint8Array): Promise<ImportTable> {
  const records = isZip(bytes) ? await xlsxRecords(bytes) : csvRecords(bytes);
  const [header, ...data] = records;
  if (!header) throw unreadable(transferMessages.file_empty);
  const columns = header.map((cell) => String(cell).trim().toLowerCase());
  const rows: FileRow[] = [];
  data.forEach((record, index) => {
    if (record === null || record.every((cell) => String(cell).trim() === '')) return;
    const cells = new Map<string, FileCell>();
    columns.forEach((column, at) => {
      const cell = record[at];
      if (column !== '' && cell !== undefined) cells.set(column, typeof cell === 'number' ? cell : fromSpreadsheetText(cell.trim()));
    });
    rows.push({ row: index + 2, cells });
  });
  if (rows.length === 0) throw unreadable(transferMessages.file_empty);
  if (rows.length > IMPORT_MAX_ROWS) throw unreadable(transferMessages.too_many_rows);
  return { columns, rows };
}

function csvRecords(bytes: Uint8Array): FileCell[][] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw unreadable();
  }
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = [';', '\t', ','].map((candidate) => ({ candidate, count: firstLine.split(candidate).length })).sort((a, b) => b.count - a.count)[0]?.candidate ?? ';';
  try {
    return parse(text, { bom: true, delimiter, relax_column_count: true, skip_empty_lines: false }) as string[][];
  } catch {
    throw unreadable();
  }
}

/** The first sheet's rows; an empty row in between stays a (skipped) row, so numbers match the sheet. */
async function xlsxRecords(bytes: Uint8Array): Promise<(FileCell[] | null)[]> {
  if (!(await workbookWithinLimits(bytes))) throw unreadable(transferMessages.workbook_too_large);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ArrayBuffer);
  } catch {
    throw unreadable();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw unreadable(transferMessages.file_empty);
  const records: (FileCell[] | null)[] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: FileCell[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellValue(cell.value);
    });
    records[rowNumber - 1] = Array.from(cells, (cell) => cell ?? '');
  });
  return Array.from(records, (record) => record ?? null);
}

function cellValue(value: ExcelJS.CellValue): FileCell {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('result' in value) return cellValue(value.result as ExcelJS.CellValue);
  if ('text' in value) return String(value.text);
  return '';
}
