// The admin session after sign-in, over real HTTP with the back office's clock pinned: CSRF on
// writes, the idle timeout, logout, roles read on every call, and role changes with their audit
// lines.
import { ADMIN_CSRF_HEADER, adminCalls } from '@shop/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';
import { errorCodeOf, fieldsOf, registerCustomer, registration, uniqueEmail } from '../customer/testing.ts';
import { newStaffMember, signInStaff, type StaffClient } from './testing.ts';

const MINUTE = 60_000;
const sessionPath = adminCalls.staff.session.path;
const rolePath = (id: number) => adminCalls.audit.setRole.path.replace(':id', String(id));

describe.each(databaseKinds)('admin sessions on %s', (kind) => {
  let shop: TestBackOffice;
  let clock = new Date('2026-11-23T08:00:00.000Z');
  const db = () => shop.backOffice.deps.db;
  const later = (minutes: number) => {
    clock = new Date(clock.getTime() + minutes * MINUTE);
  };
  const sessionsOf = async (customerId: number) => (await db().selectFrom('staff_session').select('token_hash').where('customer_id', '=', customerId).execute()).length;
  const roleOf = async (customerId: number) => (await db().selectFrom('customer').select('role').where('id', '=', customerId).executeTakeFirstOrThrow()).role;
  const auditOf = (customerId: number) =>
    db().selectFrom('audit_log').selectAll().where('entity', '=', 'customer').where('entity_id', '=', String(customerId)).orderBy('id').execute();
  /** A registered shop customer (no admin role). */
  const customerAccount = async () => (await registerCustomer(shop, registration(uniqueEmail('customer')))).customer.ID;

  beforeAll(async () => {
    shop = await startTestBackOffice(kind, { products: 20, now: () => clock });
  });
  afterAll(async () => {
    await shop?.close();
  });

  describe('CSRF', () => {
    it('refuses a write without the session token or with a wrong one (403 csrf_failed), changing nothing', async () => {
      const admin = await newStaffMember(shop, 'admin', 'csrf');
      const target = await customerAccount();
      for (const csrf of [null, 'not-the-token', `${admin.csrf}x`]) {
        const answer = await admin.call(rolePath(target), { method: 'PUT', body: { role: 'staff' }, csrf });
        expect(answer.status, String(csrf)).toBe(403);
        expect(errorCodeOf(answer)).toBe('csrf_failed');
      }
      // The other session's token is no good either.
      const other = await newStaffMember(shop, 'admin', 'csrf-other');
      expect(errorCodeOf(await admin.call(rolePath(target), { method: 'PUT', body: { role: 'staff' }, csrf: other.csrf }))).toBe('csrf_failed');
      expect(await roleOf(target)).toBe('customer');
      expect(await auditOf(target)).toEqual([]);
      // Signing out is a write too.
      expect(errorCodeOf(await admin.call(sessionPath, { method: 'DELETE', csrf: null }))).toBe('csrf_failed');
      expect((await admin.call(sessionPath)).status).toBe(200);

      const done = await admin.call(rolePath(target), { method: 'PUT', body: { role: 'staff' } });
      expect(done.status).toBe(200);
      expect(await roleOf(target)).toBe('staff');
    });

    it('refuses what another site could send without asking: a text/plain POST carrying JSON', async () => {
      // A "simple" request (no preflight): the cookie would go along were it not SameSite=Strict;
      // without the header it is refused before the call looks at the body.
      const staff = await newStaffMember(shop, 'staff', 'text-plain');
      const response = await fetch(`${shop.apiUrl}/api/admin/reviews/1/moderate`, {
        method: 'POST',
        headers: { cookie: staff.cookie, 'content-type': 'text/plain' },
        body: JSON.stringify({ decision: 'approve' }),
      });
      expect(response.status).toBe(403);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('csrf_failed');
    });
  });

  describe('idle timeout', () => {
    it('keeps a session that is used, and ends one idle for more than 30 minutes: 401 and its row is gone', async () => {
      const staff = await newStaffMember(shop, 'staff', 'idle');
      later(29);
      expect((await staff.call(sessionPath)).status).toBe(200);
      // 58 minutes after sign-in, but only 29 after the last call.
      later(29);
      expect((await staff.call(sessionPath)).status).toBe(200);
      later(31);
      const ended = await staff.call(sessionPath);
      expect(ended.status).toBe(401);
      expect(errorCodeOf(ended)).toBe('unauthorized');
      expect((ended.body as { error: { message: string } }).error.message).toMatch(/without activity/);
      expect(await sessionsOf(staff.customerId)).toBe(0);
      // Signing in again works.
      const again = await signInStaff(shop, staff.email, registration(staff.email).password);
      expect((await again.call(sessionPath)).status).toBe(200);
    });

    it('counts exactly 30 idle minutes as still alive', async () => {
      const staff = await newStaffMember(shop, 'staff', 'thirty');
      later(30);
      expect((await staff.call(sessionPath)).status).toBe(200);
    });
  });

  describe('sign-out', () => {
    it('ends the session: the cookie is cleared, the row is gone, the old cookie opens nothing', async () => {
      const staff = await newStaffMember(shop, 'staff', 'logout');
      const answer = await staff.call(sessionPath, { method: 'DELETE' });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('set-cookie')).toMatch(/^shop_admin=;.*Expires=Thu, 01 Jan 1970/);
      expect(await sessionsOf(staff.customerId)).toBe(0);
      expect((await staff.call(sessionPath)).status).toBe(401);
      expect((await staff.call(adminCalls.dashboard.get.path)).status).toBe(401);
    });

    it('signing in again from the same browser ends the session it held', async () => {
      const staff = await newStaffMember(shop, 'staff', 'twice');
      const response = await fetch(`${shop.apiUrl}${adminCalls.staff.signIn.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: staff.cookie },
        body: JSON.stringify({ email: staff.email, password: registration(staff.email).password }),
      });
      expect(response.status).toBe(200);
      expect(await sessionsOf(staff.customerId)).toBe(1);
      expect((await staff.call(sessionPath)).status).toBe(401);
    });
  });

  describe('roles', () => {
    it('lets admins read the audit log and set roles; staff get 403 on both', async () => {
      const staff = await newStaffMember(shop, 'staff', 'no-audit');
      const admin = await newStaffMember(shop, 'admin', 'audit');
      const target = await customerAccount();
      const staffAudit = await staff.call(adminCalls.audit.list.path);
      expect(staffAudit.status).toBe(403);
      expect(errorCodeOf(staffAudit)).toBe('forbidden');
      const staffRole = await staff.call(rolePath(target), { method: 'PUT', body: { role: 'admin' } });
      expect(staffRole.status).toBe(403);
      expect(errorCodeOf(staffRole)).toBe('forbidden');
      // Nor may staff make themselves admin.
      expect((await staff.call(rolePath(staff.customerId), { method: 'PUT', body: { role: 'admin' } })).status).toBe(403);
      expect(await roleOf(staff.customerId)).toBe('staff');

      expect((await admin.call(adminCalls.audit.list.path)).status).toBe(200);
      expect((await admin.call(rolePath(target), { method: 'PUT', body: { role: 'staff' } })).status).toBe(200);
    });

    it('records a role change in the audit log with before, after and who; the same call again changes nothing', async () => {
      const admin = await newStaffMember(shop, 'admin', 'grants');
      const target = await customerAccount();
      const first = await admin.call(rolePath(target), { method: 'PUT', body: { role: 'staff' } });
      expect(first.body).toEqual({ status_code: 200, data: { id: target, role: 'staff' } });
      const again = await admin.call(rolePath(target), { method: 'PUT', body: { role: 'staff' } });
      expect(again.body).toEqual(first.body);

      const lines = await auditOf(target);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ actor_id: admin.customerId, actor_email: admin.email, action: 'customer.role', created_at: clock.toISOString() });
      expect(JSON.parse(lines[0]?.before_json ?? 'null')).toEqual({ role: 'customer' });
      expect(JSON.parse(lines[0]?.after_json ?? 'null')).toEqual({ role: 'staff' });

      const listed = adminCalls.audit.list.response.parse((await admin.call(`${adminCalls.audit.list.path}?entity=customer&entity_id=${target}`)).body);
      expect(listed.total).toBe(1);
      expect(listed.data[0]).toMatchObject({ actor_email: admin.email, action: 'customer.role', before: { role: 'customer' }, after: { role: 'staff' } });
    });

    it('keeps the audit trail a chain when admins change one role at the same time', async () => {
      const [first, second] = await Promise.all([newStaffMember(shop, 'admin', 'race-1'), newStaffMember(shop, 'admin', 'race-2')]);
      const target = await customerAccount();
      const roles = ['staff', 'admin', 'customer', 'staff', 'admin', 'staff', 'customer', 'admin', 'staff', 'admin'] as const;
      const answers = await Promise.all(roles.map((role, index) => (index % 2 === 0 ? first : second)?.call(rolePath(target), { method: 'PUT', body: { role } })));
      expect(answers.map((answer) => answer?.status)).toEqual(roles.map(() => 200));
      // Every line starts from the role the line before left, and the last one left the role as it is.
      const lines = (await auditOf(target)).map((line) => [JSON.parse(line.before_json ?? '{}').role, JSON.parse(line.after_json ?? '{}').role] as const);
      expect(lines.length).toBeGreaterThan(0);
      expect(lines[0]?.[0]).toBe('customer');
      for (let index = 1; index < lines.length; index += 1) expect(lines[index]?.[0]).toBe(lines[index - 1]?.[1]);
      expect(lines.at(-1)?.[1]).toBe(await roleOf(target));
    });

    it('does not let an admin take away their own admin role (400 at the role field), nor touch unknown accounts', async () => {
      const admin = await newStaffMember(shop, 'admin', 'self');
      for (const role of ['staff', 'customer']) {
        const answer = await admin.call(rolePath(admin.customerId), { method: 'PUT', body: { role } });
        expect(answer.status).toBe(400);
        expect(errorCodeOf(answer)).toBe('validation_failed');
        expect(fieldsOf(answer)).toEqual([{ path: 'role', message: 'You cannot take away your own admin role.' }]);
      }
      expect(await roleOf(admin.customerId)).toBe('admin');
      expect(await auditOf(admin.customerId)).toEqual([]);

      expect((await admin.call(rolePath(999_999), { method: 'PUT', body: { role: 'staff' } })).status).toBe(404);
      const bad = await admin.call(rolePath(admin.customerId), { method: 'PUT', body: { role: 'owner' } });
      expect(bad.status).toBe(400);
      expect(fieldsOf(bad).map((field) => field.path)).toEqual(['role']);
    });

    it('ends access at the next call when the role is taken away, and gives admin rights at the next call', async () => {
      const admin = await newStaffMember(shop, 'admin', 'demoter');
      const staff = await newStaffMember(shop, 'staff', 'demoted');
      expect((await staff.call(adminCalls.audit.list.path)).status).toBe(403);
      expect((await admin.call(rolePath(staff.customerId), { method: 'PUT', body: { role: 'admin' } })).status).toBe(200);
      expect((await staff.call(adminCalls.audit.list.path)).status).toBe(200);

      expect((await admin.call(rolePath(staff.customerId), { method: 'PUT', body: { role: 'customer' } })).status).toBe(200);
      expect(await sessionsOf(staff.customerId)).toBe(0);
      expect((await staff.call(sessionPath)).status).toBe(401);
      expect((await staff.call(adminCalls.dashboard.get.path)).status).toBe(401);
      // Changed in the database by hand: the same at the next call.
      const other: StaffClient = await newStaffMember(shop, 'staff', 'by-hand');
      await db().updateTable('customer').set({ role: 'customer' }).where('id', '=', other.customerId).execute();
      expect((await other.call(sessionPath)).status).toBe(401);
      expect(await sessionsOf(other.customerId)).toBe(0);
    });

    it('answers 401 without a cookie, with an unknown one, and to a customer bearer token', async () => {
      expect((await call(`${shop.apiUrl}${sessionPath}`)).status).toBe(401);
      expect((await call(`${shop.apiUrl}${sessionPath}`, { headers: { cookie: 'shop_admin=made-up-token' } })).status).toBe(401);
      const session = await registerCustomer(shop, registration(uniqueEmail('bearer')));
      expect((await call(`${shop.apiUrl}${sessionPath}`, { headers: { authorization: `Bearer ${session.token}` } })).status).toBe(401);
      expect((await call(`${shop.apiUrl}${adminCalls.audit.list.path}`, { headers: { authorization: `Bearer ${session.token}`, [ADMIN_CSRF_HEADER]: 'x' } })).status).toBe(401);
    });
  });
});
