// The config-admin module: the admin's configuration page (the locale config of each shop country:
// store info, tag manager, badges, minimum order, 0 % VAT categories, menu); the storefront reads it
// through modules/config; the sales page (sales bar, home-page products, advent calendar); and the
// home page's banners (images uploaded and cropped to 3:1 by media).
// Public entry: other modules, server.ts, seed/ and scripts/ import only this file
// (docs/architecture-modules.md; the lint rule shop/module-boundaries enforces it).
export { registerBannerAdminRoutes } from './banner-routes.ts';
export { registerConfigAdminRoutes } from './routes.ts';
export { registerSalesAdminRoutes } from './sales-routes.ts';
