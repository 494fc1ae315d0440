// The structure-admin module (issue 16): the admin's category tree, brands, folders and content
// pages, with their addresses (old ones redirect) and sanitised rich text.
// Public entry: other modules, server.ts, seed/ and scripts/ import only this file
// (docs/architecture-modules.md; the lint rule shop/module-boundaries enforces it).
export { registerStructureAdminRoutes } from './routes.ts';
