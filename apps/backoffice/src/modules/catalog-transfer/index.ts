// The catalog-transfer module (issue 16): export of products, prices, stock, customers and orders
// as CSV or XLSX (streamed, filtered as the admin lists are), and the import of products, prices
// and stock with a preview (a dry run) and an apply in one audited transaction.
// Public entry: other modules, server.ts, seed/ and scripts/ import only this file
// (docs/architecture-modules.md; the lint rule shop/module-boundaries enforces it).
export { centsToDecimal, decimalToCents } from './amounts.ts';
export { readImportFile } from './import-files.ts';
export { runImport, type ImportResult } from './import-rules.ts';
export { exportRows, writeCsv, writeXlsx } from './export-files.ts';
export { previewImport, registerCatalogTransferRoutes } from './routes.ts';
