// Each deployable bundled on its own (`pnpm bundle <name>`, as CI and the Dockerfiles do) and
// started from its own folder with plain `node`, nothing of the repository next to it: the back
// office (with the admin's files), then each country's storefront against it, one at a time.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './start-app.ts';
import { waitFor } from './start-shop.ts';

const repo = path.resolve(import.meta.dirname, '../../..');
const bundles = mkdtempSync(path.join(tmpdir(), 'bundles-'));
const dataDir = mkdtempSync(path.join(tmpdir(), 'bundles-data-'));
const running: ChildProcess[] = [];

function bundle(...names: string[]) {
  const result = spawnSync(process.execPath, [path.join(repo, 'tooling/scripts/bundle.ts'), ...names], { env: { ...process.env, BUNDLE_DIR: bundles }, encoding: 'utf8', timeout: 600_000 });
  expect(result.status, result.stderr).toBe(0);
}

/** Plain node in the bundle's folder, with a PATH that has no pnpm, turbo or repository tools. */
function startIn(folder: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, { cwd: path.join(bundles, folder), env: { PATH: '/usr/bin:/bin', ...env }, stdio: 'ignore' });
  running.push(child);
  return child;
}

let api = '';
let helper = '';
beforeAll(async () => {
  bundle('backoffice', 'admin');
  const [apiPort, helperPort] = [await freePort(), await freePort()];
  api = `http://127.0.0.1:${apiPort}`;
  helper = `http://127.0.0.1:${helperPort}`;
  startIn('backoffice', ['main.js'], { SHOP_MODE: 'demo', DATA_DIR: dataDir, API_PORT: String(apiPort), HELPER_PORT: String(helperPort), SEED_PRODUCTS: '40', ADMIN_APP_DIR: '../admin', LOG_LEVEL: 'warn' });
  await waitFor(`${api}/ready`, 120_000);
});

afterAll(() => {
  for (const child of running) child.kill('SIGTERM');
  rmSync(bundles, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('bundles started with plain node', () => {
  it('the back office serves the API and the admin app from its bundle', async () => {
    expect((await fetch(`${api}/ready`)).status).toBe(200);
    const admin = await fetch(`${api}/admin/`);
    expect(admin.status).toBe(200);
    expect(await admin.text()).toContain('<div id="root">');
  });

  for (const [code, lang] of [['de', 'de-DE'], ['at', 'de-AT'], ['ro', 'ro-RO']] as const) {
    it(`the ${code.toUpperCase()} storefront, bundled alone, serves its shop`, async () => {
      bundle(code);
      const port = await freePort();
      const child = startIn(`storefront-${code}`, ['server.js', 'build/server/index.js'], {
        PORT: String(port),
        SHOP_MODE: 'demo',
        WEB_CONCURRENCY: '1',
        API_URL: api,
        FAST_API_URL: helper,
        SHOP_TOKEN: readFileSync(path.join(dataDir, 'shop-token'), 'utf8').trim(),
        LOG_LEVEL: 'warn',
      });
      await waitFor(`http://127.0.0.1:${port}/health`, 60_000);
      const home = await fetch(`http://127.0.0.1:${port}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain(`lang="${lang}"`);
      child.kill('SIGTERM');
    });
  }
});
