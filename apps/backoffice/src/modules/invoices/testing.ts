// Test entry of the invoices module: orders placed and invoiced for other modules' suites.
// Only test files (*.test.ts, *-test-kit.ts, src/testing/) may import it; the lint rule says so.
export { invoiceKit, type InvoiceKit, type PlacedOrder } from './invoice-test-kit.ts';
