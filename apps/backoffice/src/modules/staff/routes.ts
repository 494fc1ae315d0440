// The staff module's calls: sign in and out of the admin (with the second factor, two-factor/), the
// current session, the audit log and the roles (both for admins only).
import { adminCalls, ADMIN_IDLE_MINUTES, type StaffSession } from '@shop/contract/admin';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import type { AdminRegistrar, StaffMember } from '../../http/admin-call.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { addressKey, checkLogin, createRateLimiter } from '../customer/index.ts';
import { endOfDayIn, startOfDayIn } from '../shop/index.ts';
import { auditObjectLabels, deleteStaffSessionsOf, findAccountRole, listAuditRows, lockAccountRights, updateAccountRole } from './staff-repository.ts';

/** The admin's days are Berlin days, as the order list's. */
const AUDIT_TIME_ZONE = 'Europe/Berlin';
import { assertMayTakeRights, ROLE_RANK } from './account-guard.ts';
import { closeStaffSession, openStaffSession, requireStaff } from './staff-session.ts';
import { registerTwoFactorRoutes } from './two-factor/two-factor-routes.ts';
import { secondFactorStep } from './two-factor/two-factor.ts';

const sessionView = (member: StaffMember, csrfToken: string): StaffSession => ({
  customer_id: member.id,
  email: member.email,
  name: member.name,
  role: member.role,
  csrf_token: csrfToken,
  idle_minutes: ADMIN_IDLE_MINUTES,
});

export function registerStaffRoutes(app: FastifyInstance, register: AdminRegistrar, deps: Deps): void {
  const limiter = createRateLimiter(deps.db, () => deps.now(), deps.leases);
  const { signIn, session, signOut } = adminCalls.staff;

  // Signing in is the one admin call without a session: the shop's login rules (attempt limits,
  // same answer for unknown emails), then the role. The client address is the socket's: the admin
  // app calls the back office directly, no storefront forwards for it.
  app.route({
    method: signIn.method,
    url: signIn.path,
    handler: async (request, reply) => {
      const body = signIn.body.parse(request.body ?? {});
      const customer = await checkLogin(deps, limiter, reply, { email: body.email, password: body.password, ip: addressKey(request.ip) });
      if (customer.role === 'customer') throw new AppError('forbidden', { message: 'This account has no access to the admin.' });
      // With a second factor (or one the role requires and the account lacks), the password opens no session yet.
      const step = await secondFactorStep(deps, customer.id, customer.role);
      if (step) {
        reply.header('cache-control', 'no-store');
        return { data: step };
      }
      const csrfToken = await openStaffSession(deps, request, reply, customer.id);
      const member: StaffMember = { id: customer.id, email: customer.email, name: `${customer.firstname} ${customer.lastname}`.trim(), role: customer.role };
      reply.header('cache-control', 'no-store');
      return { data: sessionView(member, csrfToken) };
    },
  });

  app.route({
    method: session.method,
    url: session.path,
    handler: async (request, reply) => {
      const state = await requireStaff(deps, request, session.auth);
      reply.header('cache-control', 'no-store');
      return { data: sessionView(state.member, state.csrfToken) };
    },
  });

  app.route({
    method: signOut.method,
    url: signOut.path,
    handler: async (request, reply) => {
      const state = await requireStaff(deps, request, signOut.auth);
      await closeStaffSession(deps, reply, state);
      return { status_code: 200 as const };
    },
  });

  registerTwoFactorRoutes(app, register, deps, limiter, sessionView);

  register(adminCalls.audit.list, async ({ query }) => {
    const { rows, total } = await listAuditRows(deps.db, {
      entity: query.entity,
      entityId: query.entity_id,
      actor: query.actor || undefined,
      from: query.from === undefined ? undefined : startOfDayIn(AUDIT_TIME_ZONE, query.from).toISOString(),
      until: query.to === undefined ? undefined : endOfDayIn(AUDIT_TIME_ZONE, query.to).toISOString(),
      offset: (query.page - 1) * query.per_page,
      limit: query.per_page,
    });
    const labels = await auditObjectLabels(deps.db, rows);
    const parse = (json: string | null): unknown => (json === null ? null : JSON.parse(json));
    return {
      data: rows.map((row) => ({
        id: row.id,
        actor_email: row.actor_email,
        actor_name: row.firstname === null ? null : `${row.firstname} ${row.lastname ?? ''}`.trim() || null,
        action: row.action,
        entity: row.entity,
        entity_id: row.entity_id,
        entity_label: labels.get(`${row.entity}:${row.entity_id}`) ?? null,
        before: parse(row.before_json),
        after: parse(row.after_json),
        created_at: row.created_at,
      })),
      total,
      page: query.page,
      per_page: query.per_page,
    };
  });

  register(adminCalls.audit.setRole, async ({ params, body, staff, write }) => {
    if (params.id === staff.id && body.role !== 'admin') {
      // The last door out: an admin cannot take their own admin role away.
      throw new AppError('validation_failed', { fields: [{ path: 'role', message: 'You cannot take away your own admin role.' }] });
    }
    return write(async (trx, audit) => {
      // Role changes run one after the other, the lock taken before any row is: an UPDATE that
      // waited on another and then matched nothing still holds that row on PostgreSQL, and waiting
      // for the lock while holding it deadlocked.
      await lockAccountRights(trx, deps.database.dialect);
      // Conditional on the role just read, so two admins changing the same account at once each
      // record the role they really replaced; the one that lost re-reads and tries again. The
      // same call again changes nothing and writes no second audit line.
      for (;;) {
        const account = await findAccountRole(trx, params.id);
        if (!account || account.is_guest === 1) throw notFound('not_found', 'Customer not found');
        if (account.role === body.role) break;
        if (ROLE_RANK[body.role] < ROLE_RANK[account.role]) await assertMayTakeRights(trx, deps.database.dialect, { actorId: staff.id, targetId: params.id, change: 'demote' });
        if (!(await updateAccountRole(trx, params.id, { from: account.role, to: body.role }, deps.now().toISOString()))) continue;
        if (body.role === 'customer') await deleteStaffSessionsOf(trx, params.id);
        await audit({ action: 'customer.role', entity: 'customer', entityId: params.id, before: { role: account.role }, after: { role: body.role } });
        break;
      }
      return { status_code: 200 as const, data: { id: params.id, role: body.role } };
    });
  });
}
