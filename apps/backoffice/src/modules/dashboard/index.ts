// The dashboard module: the admin's figures per country and the work that waits, read across the
// tables (it writes nothing).
// Public entry: server.ts imports only this file (docs/architecture-modules.md).
export { registerDashboardAdminRoutes } from './routes.ts';
