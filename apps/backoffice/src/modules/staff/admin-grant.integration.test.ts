// `pnpm --filter @shop/backoffice admin:grant <email> <role>` run as the command it is, against the
// database of a running back office: production's way to its first admin.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { adminCalls } from '@shop/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionSecrets } from '../../security/security-kit.ts';
import { call, databaseKinds, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';
import { registerCustomer, registration, uniqueEmail } from '../customer/testing.ts';
import { signInSettingUpSecondFactor } from './testing.ts';

const backofficeDir = path.resolve(import.meta.dirname, '../../..');

describe.each(databaseKinds)('admin:grant on %s (production mode)', (kind) => {
  let shop: TestBackOffice;

  beforeAll(async () => {
    shop = await startTestBackOffice(kind, { products: 20, env: { NODE_ENV: 'production', ...productionSecrets } });
  });
  afterAll(async () => {
    await shop?.close();
  });

  /** Runs the command with the back office's database settings; answers exit code and output. */
  async function grant(...args: string[]) {
    const env = { ...process.env, NODE_NO_WARNINGS: '1', DATA_DIR: shop.config.dataDir, DATABASE_URL: shop.config.databaseUrl ?? '' };
    try {
      const { stdout, stderr } = await promisify(execFile)(process.execPath, ['scripts/admin-grant.ts', ...args], { cwd: backofficeDir, env });
      return { code: 0, output: stdout + stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, output: failed.stdout + failed.stderr };
    }
  }

  it('makes a registered account admin: it can sign in to the admin and its change is in the audit log', async () => {
    const email = uniqueEmail('owner');
    await registerCustomer(shop, registration(email));
    const signIn = () => call(`${shop.apiUrl}${adminCalls.staff.signIn.path}`, { body: { email, password: registration(email).password } });
    expect((await signIn()).status).toBe(403);

    const done = await grant(email.toUpperCase(), 'admin');
    expect(done).toEqual({ code: 0, output: `${email}: customer -> admin (recorded in the audit log).\n` });
    // Production's admins set up their second factor at the first sign-in.
    const admin = await signInSettingUpSecondFactor(shop, email, registration(email).password);
    const audit = adminCalls.audit.list.response.parse((await admin.call(`${adminCalls.audit.list.path}?entity=customer&entity_id=${admin.customerId}`)).body);
    expect(audit.data.filter((line) => line.action === 'customer.role')).toMatchObject([{ actor_email: 'command line (admin:grant)', action: 'customer.role', before: { role: 'customer' }, after: { role: 'admin' } }]);

    // Once more: nothing changes, no second line.
    expect(await grant(email, 'admin')).toEqual({ code: 0, output: `${email} already has the role admin; nothing changed.\n` });
    // Back to customer: the admin session ends.
    expect((await grant(email, 'customer')).code).toBe(0);
    expect((await admin.call(adminCalls.staff.session.path)).status).toBe(401);
    expect(await shop.backOffice.deps.db.selectFrom('audit_log').select('id').where('entity_id', '=', String(admin.customerId)).where('action', '=', 'customer.role').execute()).toHaveLength(2);
  });

  it('says so for an unknown email (exit 1) and for wrong arguments (exit 2)', async () => {
    const unknown = await grant(uniqueEmail('nobody'), 'admin');
    expect(unknown.code).toBe(1);
    expect(unknown.output).toMatch(/^No account with the email .* Register it in a shop first\.\n$/);
    for (const args of [[], ['someone@example.org'], ['someone@example.org', 'owner'], ['not-an-email', 'admin']]) {
      const wrong = await grant(...args);
      expect(wrong.code, args.join(' ')).toBe(2);
      expect(wrong.output).toContain('Usage: pnpm --filter @shop/backoffice admin:grant <email> <customer|staff|admin>');
    }
  });
});
