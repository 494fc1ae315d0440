// The staff module: who may use the admin (roles), their sessions, the admin call registrar that
// every module's admin calls go through, the audit log, two-factor sign-in, and the admin app's files.
// Public entry (docs/architecture-modules.md).
export { adminRegistrar } from './admin-registrar.ts';
export { serveAdminApp } from './admin-app.ts';
export { registerStaffRoutes } from './routes.ts';
export { deleteStaffSessionsOf, lockAccountRights } from './staff-repository.ts';
export { assertMayTakeRights } from './account-guard.ts';
export { hasSecondFactor } from './two-factor/two-factor.ts';
export { COMMAND_LINE_ACTOR, grantRole, type RoleGrant } from './grant-role.ts';
