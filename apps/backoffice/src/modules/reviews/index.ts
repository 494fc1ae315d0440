// The reviews module: product reviews, who may write one, and the admin calls.
// Public entry: other modules, server.ts, seed/ and scripts/ import only this file
// (docs/architecture-modules.md; the lint rule shop/module-boundaries enforces it).
export { registerReviewAdminRoutes, registerReviewRoutes } from './routes.ts';
