// What `pnpm start` and `pnpm start:cluster` share: the production-mode settings check, building
// the apps when they are not built, starting child processes that stop together, and waiting
// until an address answers.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const repo = path.resolve(import.meta.dirname, '../..');
export const production = process.argv.includes('--production');
export const mode = production ? 'production' : 'demo';

export const shops = [
  { code: 'de', port: process.env.DE_PORT ?? '3001' },
  { code: 'at', port: process.env.AT_PORT ?? '3002' },
  { code: 'ro', port: process.env.RO_PORT ?? '3003' },
].map((shop) => ({ ...shop, origin: process.env[`${shop.code.toUpperCase()}_ORIGIN`] ?? `http://localhost:${shop.port}` }));

/** Node's flags for the back office: node:sqlite's "experimental" notice is no error of ours. */
export const backOfficeNodeFlags = ['--disable-warning=ExperimentalWarning'];

/** Short lines for a person at a terminal (pino-pretty) in the demo; JSON lines otherwise. */
export const logFormat = !production && process.stdout.isTTY ? 'pretty' : 'json';

/** The back office's settings as `pnpm start` and `pnpm dev` run it. */
export function backOfficeEnv(ports: { api: string; helper: string }, dataDir: string): Record<string, string> {
  const env = process.env;
  return {
    ...(production ? { NODE_ENV: 'production' } : {}),
    SHOP_MODE: mode,
    LOG_FORMAT: env.LOG_FORMAT ?? logFormat,
    API_PORT: ports.api,
    HELPER_PORT: ports.helper,
    DATA_DIR: dataDir,
    PUBLIC_API_URL: env.PUBLIC_API_URL ?? `http://localhost:${ports.api}`,
    // The browser asks the search engine from the shop's page: the back office allows the shops'
    // addresses (DE_ORIGIN, ... when a shop is served under its own name; a loopback address under all
    // of localhost, 127.0.0.1 and [::1]) and any origin more listed in STOREFRONT_ORIGINS.
    STOREFRONT_ORIGINS: [...shops.map((s) => s.origin), ...(env.STOREFRONT_ORIGINS ?? '').split(',')].filter((origin) => origin.trim() !== '').join(','),
    // Links in mails and payment returns lead to the shop of the order's country.
    STOREFRONT_URLS: env.STOREFRONT_URLS ?? shops.map((s) => `${s.code.toUpperCase()}=${s.origin}`).join(','),
  };
}

/** A storefront's settings against that back office (its shop token from the data folder unless set). */
export function storefrontEnv(shop: (typeof shops)[number], ports: { api: string; helper: string }, shopToken: string): Record<string, string> {
  const env = process.env;
  return {
    SERVICE_NAME: `storefront-${shop.code}`,
    SHOP_MODE: mode,
    LOG_FORMAT: env.LOG_FORMAT ?? logFormat,
    SHOP_ORIGIN: shop.origin,
    API_URL: env.API_URL ?? `http://localhost:${ports.api}`,
    FAST_API_URL: env.FAST_API_URL ?? `http://localhost:${ports.helper}`,
    SHOP_TOKEN: shopToken,
    SHOP_ORIGINS: shops.map((s) => `${s.code.toUpperCase()}=${s.origin}`).join(','),
  };
}

/** The storefront server (packages/storefront-server): one worker per core, JSON logs. */
export const storefrontServe = path.join(repo, 'packages/storefront-server/src/serve.ts');

/** In production mode: settings from `.env` when there is one, and the secrets must be set. */
export function loadProductionSettings(): void {
  if (!production) return;
  if (existsSync(path.join(repo, '.env'))) process.loadEnvFile(path.join(repo, '.env'));
  const missing = ['SHOP_TOKEN', 'JWT_SECRET', 'SEARCH_PUBLIC_KEY', 'SESSION_SECRET'].filter((name) => !process.env[name]);
  if (missing.length > 0) {
    console.error(`Production mode needs ${missing.join(', ')} (in the environment or .env; see .env.example).`);
    process.exit(1);
  }
}

/** Builds the storefronts and the admin when one is not built yet (or `--build` asks for it). */
export function ensureBuilt(): void {
  const missing = [
    ...shops.filter((s) => !existsSync(path.join(repo, 'apps', s.code, 'build/server/index.js'))),
    ...(existsSync(path.join(repo, 'apps/admin/dist/index.html')) ? [] : ['admin']),
  ];
  if (missing.length === 0 && !process.argv.includes('--build')) return;
  const build = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=./apps/*'], { cwd: repo, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children = new Map<string, ChildProcess>();
let stopping = false;
let processFile: string | undefined;

/** Keeps `{ name: pid }` of the running children in this file (the fault drill reads it). */
export function recordProcessesIn(file: string): void {
  processFile = file;
}

function recordProcesses(): void {
  if (!processFile) return;
  writeFileSync(processFile, JSON.stringify(Object.fromEntries([...children].map(([name, child]) => [name, child.pid])), null, 2));
}

/** Stops every child (SIGTERM: they drain), waits for them (at most 20 s), then exits. */
export function shutdown(code: number): void {
  if (stopping) return;
  stopping = true;
  const running = [...children.values()].filter((child) => child.exitCode === null && child.signalCode === null);
  if (running.length === 0) process.exit(code);
  let left = running.length;
  for (const child of running) {
    child.once('exit', () => {
      if (--left === 0) process.exit(code);
    });
    child.kill('SIGTERM');
  }
  setTimeout(() => process.exit(code || 1), 20_000).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

/**
 * Starts a child process. When it stops on its own, everything stops, unless `restart` says to
 * start it again (as a service manager would: the others keep serving meanwhile).
 */
export function run(name: string, command: string, args: string[], cwd: string, env: Record<string, string>, options: { restart?: boolean; noInput?: boolean } = {}): ChildProcess {
  // noInput: a dev server that would read the terminal (Vite's key shortcuts) gets none; Ctrl+C still stops all.
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: options.noInput ? ['ignore', 'inherit', 'inherit'] : 'inherit' });
  children.set(name, child);
  recordProcesses();
  child.on('exit', (status, signal) => {
    if (stopping) return;
    if (options.restart) {
      console.error(`${name} stopped (${status ?? signal}); starting it again`);
      setTimeout(() => run(name, command, args, cwd, env, options), 1_000);
      return;
    }
    console.error(`${name} stopped (${status ?? 'signal'}); stopping the others`);
    shutdown(status ?? 1);
  });
  return child;
}

/** Waits until the URL answers below 500, or stops everything after timeoutMs. */
export async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  console.error(`${url} did not answer within ${timeoutMs / 1000} s`);
  shutdown(1);
}
