// Starts the whole shop for end-to-end tests: a back office on a fresh seeded database in a temp
// folder (its own process, as in production), then the requested storefronts against it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { shopApps, type ShopApp } from './apps.ts';
import { copySeededData } from './seeded-data.ts';
import { freePort, startApp, type RunningApp } from './start-app.ts';

const backofficeDir = path.resolve(import.meta.dirname, '../../../apps/backoffice');

export type RunningBackOffice = { apiUrl: string; helperUrl: string; shopToken: string; dataDir: string; stop: () => Promise<void>; start: () => Promise<void> };

/** `env` adds to the back office's environment (a payment provider's keys and its stand-in's address). */
export async function startBackOffice(storefronts: Record<string, string> = {}, env: Record<string, string> = {}): Promise<RunningBackOffice> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-shop-'));
  copySeededData(dataDir, env);
  const [apiPort, helperPort] = [await freePort(), await freePort()];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const helperUrl = `http://127.0.0.1:${helperPort}`;
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', 'src/main.ts'], {
      cwd: backofficeDir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        // The journeys run the demo: generated secrets, demo accounts, /dev/mails, sandbox payments.
        SHOP_MODE: 'demo',
        DATA_DIR: dataDir,
        API_PORT: String(apiPort),
        HELPER_PORT: String(helperPort),
        PUBLIC_API_URL: apiUrl,
        LOG_LEVEL: 'warn',
        // The browser calls the search endpoint from the shops' origins; mails and payment
        // returns link to them.
        // (under both names a shop is reached by: 127.0.0.1 and localhost)
        STOREFRONT_ORIGINS: Object.values(storefronts).flatMap((url) => [url, url.replace('//127.0.0.1:', '//localhost:')]).join(','),
        STOREFRONT_URLS: Object.entries(storefronts).map(([code, url]) => `${code}=${url}`).join(','),
        // Reporting to the stand-in of ANAF runs the CIUS-RO rules per Romanian document: only
        // where a journey asks (EFACTURA=stand-in).
        EFACTURA: 'off',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitFor(`${helperUrl}/health`, 120_000);
  };
  await start();
  const stop = async () => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    running.kill('SIGTERM');
    await exited;
  };
  return {
    apiUrl,
    helperUrl,
    shopToken: readFileSync(path.join(dataDir, 'shop-token'), 'utf8').trim(),
    dataDir,
    start,
    stop: async () => {
      await stop();
    },
  };
}

export type RunningShop = { backOffice: RunningBackOffice; apps: Map<ShopApp['code'], RunningApp>; stop: () => Promise<void> };

export async function startShop(
  codes: ShopApp['code'][] = ['de', 'at', 'ro'],
  options: { storefrontEnv?: Record<string, string>; backOfficeEnv?: Record<string, string>; beforeStorefronts?: (backOffice: RunningBackOffice) => Promise<void> | void } = {},
): Promise<RunningShop> {
  const chosen = shopApps.filter((a) => codes.includes(a.code));
  const ports = new Map<ShopApp['code'], number>();
  for (const app of chosen) ports.set(app.code, await freePort());
  const backOffice = await startBackOffice(
    Object.fromEntries(chosen.map((app) => [app.code.toUpperCase(), `http://127.0.0.1:${ports.get(app.code) ?? 0}`])),
    options.backOfficeEnv,
  );
  await options.beforeStorefronts?.(backOffice);
  // The storefronts start side by side: each spends its start reading its build, not waiting on the others.
  const starts = await Promise.allSettled(chosen.map((app) => startApp(app, { ...storefrontEnvOf(backOffice), ...options.storefrontEnv }, ports.get(app.code))));
  const started = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
  const failed = starts.find((start) => start.status === 'rejected');
  if (failed) {
    // Nothing left running when one of them does not come up.
    await Promise.all(started.map((app) => app.stop()));
    await backOffice.stop();
    throw failed.reason;
  }
  const apps = new Map<ShopApp['code'], RunningApp>(chosen.map((app, index) => [app.code, started[index] as RunningApp]));
  return {
    backOffice,
    apps,
    stop: async () => {
      await Promise.all([...apps.values()].map((a) => a.stop()));
      await backOffice.stop();
      rmSync(backOffice.dataDir, { recursive: true, force: true });
    },
  };
}

/** What a storefront needs to talk to this back office. */
export function storefrontEnvOf(backOffice: RunningBackOffice): Record<string, string> {
  return { API_URL: backOffice.apiUrl, FAST_API_URL: backOffice.helperUrl, SHOP_TOKEN: backOffice.shopToken };
}

/** Polls until the URL answers 2xx, or fails after timeoutMs. */
export async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${url} did not come up within ${timeoutMs / 1000} s`);
}

