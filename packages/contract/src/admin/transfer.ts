// Export and import (issue 16): products, prices, stock, customers and orders as CSV (UTF-8 with a
// byte order mark, `;` between fields, for German Excel) or XLSX, filtered as the admin's lists are;
// products, prices and stock back in from such a file. An import is uploaded once: the answer is a
// preview (the same work as applying it, rolled back), and the upload is kept server-side under a
// token until it is applied or expires.
//
// Amounts are net prices in the shop's currency (as the admin's price editor shows them) with a
// decimal comma in CSV files ("1234,50", no thousands separator; a point is read too) and as
// numbers in XLSX files.
import { z } from 'zod';
import { buildPath, defineCall } from '../call.ts';
import { okStatusSchema } from '../primitives.ts';
import { customerListQuerySchema } from './customers.ts';
import { orderListQuerySchema } from './orders.ts';
import { productListQuerySchema } from './products.ts';

export const exportKinds = ['products', 'prices', 'stock', 'customers', 'orders', 'documents'] as const;
export const exportKindSchema = z.enum(exportKinds);
export type ExportKind = z.infer<typeof exportKindSchema>;

export const importKinds = ['products', 'prices', 'stock'] as const;
export const importKindSchema = z.enum(importKinds);
export type ImportKind = z.infer<typeof importKindSchema>;

export const transferFormatSchema = z.enum(['csv', 'xlsx']);
export type TransferFormat = z.infer<typeof transferFormatSchema>;

/** The filters of each export: those of the admin list it comes from (its paging is ignored). */
export const exportFilterSchemas = {
  products: productListQuerySchema,
  prices: productListQuerySchema,
  stock: productListQuerySchema,
  customers: customerListQuerySchema,
  orders: orderListQuerySchema,
  /** The invoices and credit notes issued in a shop (country) between two days (the shop's days, both included). */
  documents: z.object({ country: z.enum(['DE', 'AT', 'RO']).optional(), from: z.iso.date().optional(), to: z.iso.date().optional() }),
} as const;

/** The text languages a product file holds, and its text fields. */
const textFields = ['title', 'chapo', 'description', 'meta_title', 'meta_description'] as const;

/** How many VAT rates a row of the documents export has room for. */
export const DOCUMENT_RATE_SLOTS = 4;

function rateColumns<N extends 1 | 2 | 3 | 4>(slot: N) {
  return [`rate_${slot}`, `net_${slot}`, `vat_${slot}`, `gross_${slot}`] as const;
}

/**
 * The columns of each file, in order. Products, prices and stock are read back by the import by
 * these names; the columns marked as information only (titles, product reference of a variant,
 * currency, centre name) are written for reading and ignored on import.
 */
export const transferColumns = {
  products: ['product_ref', 'active', 'brand', 'category', ...(['de', 'ro'] as const).flatMap((lang) => textFields.map((field) => `${field}_${lang}` as const))],
  prices: ['variant_ref', 'product_ref', 'title_de', 'country', 'currency', 'net_price', 'net_reduced_price', 'net_list_price', 'valid_from'],
  stock: ['variant_ref', 'product_ref', 'title_de', 'center_id', 'center', 'quantity'],
  customers: ['customer_ref', 'email', 'firstname', 'lastname', 'company', 'country', 'guest', 'role', 'blocked', 'order_count', 'created_at'],
  orders: ['order_ref', 'created_at', 'status', 'payment', 'country', 'currency', 'customer_email', 'billing_name', 'total_gross', 'total_gross_cents'],
  // For the accountant (issue 34): one row per invoice or credit note as issued; a credit note's
  // amounts are negative. The day is the shop's (DD.MM.YYYY); up to DOCUMENT_RATE_SLOTS VAT rates
  // with their net, VAT and gross, highest first (Austria's 20, 13 and 10 % and 0 % to exempt
  // companies fill four; a document with more is refused, never cut).
  documents: [
    'number',
    'kind',
    'issued_on',
    'order_ref',
    'customer',
    'customer_vat_id',
    'country',
    'currency',
    ...rateColumns(1),
    ...rateColumns(2),
    ...rateColumns(3),
    ...rateColumns(4),
    'net_total',
    'vat_total',
    'gross_total',
    'shipping_gross',
    'discount_gross',
    'payment_method',
    'paid_on',
  ],
} as const satisfies Record<ExportKind, readonly string[]>;

/** The columns the import reads (the rest of transferColumns is information only). */
export const importColumns = {
  products: transferColumns.products.filter((column) => !['brand', 'category'].includes(column)),
  prices: ['variant_ref', 'country', 'net_price', 'net_reduced_price', 'net_list_price', 'valid_from'],
  stock: ['variant_ref', 'center_id', 'quantity'],
} as const satisfies Record<ImportKind, readonly string[]>;

/** Why a row (or the file) was refused; English, translated by the admin app. */
export const transferMessages = {
  file_unreadable: 'This file could not be read: please upload a CSV (UTF-8, separated by semicolons) or an XLSX file.',
  file_too_large: 'This file is too large: at most 30 MB.',
  workbook_too_large: 'This workbook unpacks to more than 16 MB: save it as CSV, or split it.',
  file_empty: 'The file holds no rows below its header.',
  too_many_rows: 'At most 200,000 rows per file.',
  column_missing: 'This column is missing from the header.',
  column_unknown: 'This column is not read by the import and was ignored.',
  required: 'This value is required.',
  unknown_product: 'No product has this reference.',
  unknown_variant: 'No variant has this reference.',
  unknown_center: 'This fulfilment centre does not exist.',
  unknown_country: 'Prices are kept for DE, AT and RO only.',
  amount_invalid: 'Write an amount such as 1234,50 (a decimal comma, no thousands separator).',
  amount_range: 'The amount must be between 0,01 and 1000000,00.',
  promo_not_below: 'The reduced price must be below the regular price.',
  valid_from_invalid: 'Write the day as 2026-11-23, or leave it empty for today.',
  valid_from_past: 'A price cannot start before today: the price history is not rewritten.',
  quantity_invalid: 'The quantity must be a whole number from 0 to 1000000.',
  active_invalid: 'Write 1 (shown in the shop) or 0 (hidden).',
  text_too_long: 'This text is too long.',
  duplicate_row: 'This row repeats an earlier row of the file for the same thing.',
  upload_expired: 'This upload has expired or was applied already: please upload the file again.',
  rejected_rows: 'Some rows are rejected: apply only the valid rows, or correct the file and upload it again.',
} as const;

export const transferProblemSchema = z.object({
  /** The row as the spreadsheet numbers it (the header is row 1); 1 for a problem of the header. */
  row: z.int().min(1),
  column: z.string(),
  message: z.string(),
  /** The value as found in the file (shortened). */
  value: z.string(),
});
export type TransferProblem = z.infer<typeof transferProblemSchema>;

export const importCountsSchema = z.object({
  created: z.int().nonnegative(),
  updated: z.int().nonnegative(),
  unchanged: z.int().nonnegative(),
  rejected: z.int().nonnegative(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

/** At most this many problems are listed (the counts hold them all). */
export const IMPORT_PROBLEMS_SHOWN = 500;

export const importReportSchema = z.object({
  token: z.string(),
  kind: importKindSchema,
  file_name: z.string(),
  /** Data rows in the file (the header not counted). */
  rows: z.int().nonnegative(),
  counts: importCountsSchema,
  problems: z.array(transferProblemSchema),
  /** Until when the upload may be applied. */
  expires_at: z.string(),
});
export type ImportReport = z.infer<typeof importReportSchema>;

export const importApplyBodySchema = z.strictObject({
  /** Needed when rows are rejected: the valid ones are applied and the rejected ones skipped. */
  skip_rejected: z.boolean(),
});

/**
 * The DATEV export (issue 34): the invoices and credit notes of the German or the Austrian shop
 * between two days of one calendar year (a DATEV batch lies within one fiscal year), as a DATEV
 * "Buchungsstapel" (EXTF, format version 13) the tax adviser imports.
 */
export const datevExportMessages = {
  country: 'Choose the German or the Austrian shop: DATEV is for their books.',
  period: 'Choose the first and the last day, both in the same year.',
} as const;
export const datevQuerySchema = z
  .object({
    country: z.enum(['DE', 'AT'], { error: datevExportMessages.country }),
    from: z.iso.date({ error: datevExportMessages.period }),
    to: z.iso.date({ error: datevExportMessages.period }),
  })
  .refine((query) => query.from <= query.to && query.from.slice(0, 4) === query.to.slice(0, 4), { error: datevExportMessages.period, path: ['to'] });
export type DatevQuery = z.infer<typeof datevQuerySchema>;

export const transferCalls = {
  /** The file, streamed as an attachment; `format` csv (default) or xlsx, and the list's filters. */
  export: defineCall({
    method: 'GET',
    path: '/api/admin/export/:kind',
    auth: 'staff',
    params: z.object({ kind: exportKindSchema }),
    query: z.looseObject({ format: transferFormatSchema.default('csv') }),
    response: z.unknown(),
  }),
  /** The DATEV Buchungsstapel of a shop's documents in a period, streamed as an attachment (Windows-1252). */
  datev: defineCall({ method: 'GET', path: '/api/admin/export-datev', auth: 'staff', query: datevQuerySchema, response: z.unknown() }),
  /** A multipart form: field `kind` (products, prices, stock), then field `file`. Nothing is changed. */
  preview: defineCall({
    method: 'POST',
    path: '/api/admin/import',
    auth: 'staff',
    response: z.object({ status_code: okStatusSchema, data: importReportSchema }),
  }),
  apply: defineCall({
    method: 'POST',
    path: '/api/admin/import/:token/apply',
    auth: 'staff',
    params: z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) }),
    body: importApplyBodySchema,
    response: z.object({ status_code: okStatusSchema, data: z.object({ counts: importCountsSchema, problems: z.array(transferProblemSchema) }) }),
  }),
} as const;

/** Where the admin app links an export (same origin: the session cookie goes along). */
export function exportPath(kind: ExportKind, format: TransferFormat, filters: Record<string, string | undefined> = {}): string {
  const query = new URLSearchParams({ format });
  for (const [key, value] of Object.entries(filters)) if (value !== undefined && value !== '') query.set(key, value);
  return `${buildPath(transferCalls.export.path, { kind })}?${query.toString()}`;
}

/** Where the admin app links the DATEV export. */
export function datevExportPath(query: DatevQuery): string {
  return `${transferCalls.datev.path}?${new URLSearchParams(query).toString()}`;
}
