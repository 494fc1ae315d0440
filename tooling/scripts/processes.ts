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
export function run(name: string, command: string, args: string[], cwd: string, env: Record<string, string>, options: { restart?: boolean } = {}): ChildProcess {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
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
