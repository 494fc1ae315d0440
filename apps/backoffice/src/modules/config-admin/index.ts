// The config-admin module: the admin's configuration page (the locale config of each shop country:
// store info, tag manager, badges, minimum order, 0 % VAT categories, menu); the storefront reads it
// through modules/config; and the sales page (sales bar, home-page products, advent calendar).
// Public entry: other modules, server.ts, seed/ and scripts/ import only this file
// (docs/architecture-modules.md; the lint rule shop/module-boundaries enforces it).
export { registerConfigAdminRoutes } from './routes.ts';
export { registerSalesAdminRoutes } from './sales-routes.ts';
