// The reviews module: product reviews, who may write one, and the admin's moderation calls.
// Public entry: other modules, server.ts, seed/ and scripts/ import only this file
// (docs/architecture-modules.md; the lint rule shop/module-boundaries enforces it).
export { registerReviewAdminRoutes } from './admin-routes.ts';
export { registerReviewRoutes } from './routes.ts';
