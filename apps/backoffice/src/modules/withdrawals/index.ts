// The withdrawals module: withdrawal declarations (right of withdrawal), their confirmation mail,
// and the admin's inbox of them.
// Public entry: other modules, server.ts, seed/ and scripts/ import only this file
// (docs/architecture-modules.md; the lint rule shop/module-boundaries enforces it).
export { registerWithdrawalAdminRoutes } from './admin-routes.ts';
export { registerWithdrawalRoutes } from './routes.ts';
