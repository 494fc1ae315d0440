// The withdrawals module: withdrawal declarations (right of withdrawal) and their confirmation mail.
// Public entry: other modules, server.ts, seed/ and scripts/ import only this file
// (docs/architecture-modules.md; the lint rule shop/module-boundaries enforces it).
export { registerWithdrawalRoutes } from './routes.ts';
