// The e-Factura module (issue 35): every Romanian invoice and credit note reported to ANAF's RO
// e-Factura within five working days, its answer and signed ZIP kept. Public entry
// (docs/architecture-modules.md).
export { registerEFacturaAdminRoutes } from './admin-routes.ts';
export { efacturaAttention } from './attention.ts';
export { setUpEFactura, type EFactura } from './setup.ts';
export type { AnafStandIn } from './anaf-stand-in.ts';
export type { EFacturaReporter } from './reporter.ts';
