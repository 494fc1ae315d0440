// The customer-admin module: the admin's customer list, detail and account actions, and the
// VAT-id check (VIES, or its stand-in outside production).
// Public entry: other modules, server.ts, seed/ and scripts/ import only this file
// (docs/architecture-modules.md; the lint rule shop/module-boundaries enforces it).
export { customerIdsPage } from './customer-admin-repository.ts';
export { registerCustomerAdminRoutes } from './routes.ts';
