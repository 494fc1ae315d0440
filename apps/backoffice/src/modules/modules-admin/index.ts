// The modules-admin module: payment and delivery methods per shop country (switched on, place,
// fees, free-delivery threshold) and the pickup points, as the admin's /modules page edits them.
// Public entry: other modules, server.ts, seed/ and scripts/ import only this file
// (docs/architecture-modules.md; the lint rule shop/module-boundaries enforces it).
export { registerModulesAdminRoutes } from './routes.ts';
