// Headers on every answer of the back office (security round three): nosniff and no framing by
// other sites everywhere, a document in a sandbox, the admin's page asked again each time while its
// hashed assets are kept a year, and HSTS in production. Headers do not depend on the database:
// SQLite only.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackOffice, type TestBackOffice } from '../testing/test-backoffice.ts';
import { productionSecrets } from './security-kit.ts';

describe('the back office’s headers', () => {
  let demo: TestBackOffice;
  let production: TestBackOffice;
  const adminDir = mkdtempSync(path.join(tmpdir(), 'admin-app-'));

  beforeAll(async () => {
    // A built admin as Vite writes it: index.html and content-hashed assets.
    mkdirSync(path.join(adminDir, 'assets'));
    writeFileSync(path.join(adminDir, 'index.html'), '<!doctype html><title>Admin</title><script type="module" src="/admin/assets/app-3f9a1c.js"></script>');
    writeFileSync(path.join(adminDir, 'assets', 'app-3f9a1c.js'), 'console.log(1)');
    [demo, production] = await Promise.all([
      startTestBackOffice('sqlite', { products: 20, env: { ADMIN_APP_DIR: adminDir } }),
      startTestBackOffice('sqlite', { products: 20, env: { NODE_ENV: 'production', ...productionSecrets } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([demo?.close(), production?.close()]);
    rmSync(adminDir, { recursive: true, force: true });
  });

  it('keeps the admin’s page out of caches and its hashed assets for a year', async () => {
    for (const address of ['/admin', '/admin/orders/12']) {
      const page = await fetch(`${demo.apiUrl}${address}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
    const asset = await fetch(`${demo.apiUrl}/admin/assets/app-3f9a1c.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sends nosniff and no framing on every answer, and a sandbox with documents', async () => {
    const answers = await Promise.all([
      fetch(`${demo.apiUrl}/api/customer/login`, { method: 'POST', headers: { ...demo.guest, 'content-type': 'application/json' }, body: '{}' }),
      fetch(`${demo.helperUrl}/health`),
      fetch(`${demo.apiUrl}/no-such-page`),
    ]);
    for (const answer of answers) {
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(answer.headers.get('strict-transport-security')).toBeNull();
    }
    const form = await fetch(`${demo.apiUrl}/documents/withdrawal-form/de_DE.pdf`);
    expect(form.status).toBe(200);
    expect(form.headers.get('content-type')).toContain('application/pdf');
    expect(form.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'; frame-ancestors 'none'$/);
  });

  it('sends HSTS in production', async () => {
    for (const address of [`${production.apiUrl}/health`, `${production.helperUrl}/health`, `${production.apiUrl}/admin`]) {
      expect((await fetch(address)).headers.get('strict-transport-security')).toBe('max-age=31536000');
    }
  });
});
