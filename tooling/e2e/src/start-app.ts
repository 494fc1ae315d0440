import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import type { ShopApp } from './apps.ts';

/** The storefront server (packages/storefront-server), run with the harness's own Node. */
export const STOREFRONT_SERVE = path.resolve(import.meta.dirname, '../../../packages/storefront-server/src/serve.ts');

/** `output()` is the tail of what the server wrote (JSON log lines). */
export type RunningApp = { origin: string; stop: () => Promise<void>; output: () => string; exitCode: () => number | null };

/** Starts an app's production server build on a free port and waits until it answers. */
export async function startApp(app: ShopApp, env: Record<string, string> = {}, chosenPort?: number): Promise<RunningApp> {
  const serverBuild = path.join(app.dir, 'build/server/index.js');
  if (!existsSync(serverBuild)) throw new Error(`${app.code}: no build at ${serverBuild}; run pnpm build first`);
  const port = chosenPort ?? (await freePort());
  const child = spawn(process.execPath, [STOREFRONT_SERVE, serverBuild], {
    cwd: app.dir,
    // React's production build; the demo mode (derived session secret, cookies not Secure over
    // http) unless the test asks for production mode and gives the secrets.
    // One worker unless the test asks for more: three shops and a back office share two cores.
    // Catalog answers are not kept (CATALOG_CACHE_SECONDS=0): journeys change a product in the
    // admin and look at it at once; storefront-server.e2e shows the cache itself.
    env: { ...process.env, SHOP_MODE: 'demo', WEB_CONCURRENCY: '1', CATALOG_CACHE_SECONDS: '0', ...env, PORT: String(port), NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  // The server logs JSON lines on stdout (a failed start says why there); the last ones are kept
  // for the error message, the rest read and dropped so the pipe never fills.
  let stderr = '';
  const keep = (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const origin = `http://127.0.0.1:${port}`;
  await waitUntilUp(origin, () => child.exitCode !== null, () => stderr);
  return {
    origin,
    output: () => stderr,
    exitCode: () => child.exitCode,
    stop: async () => {
      if (child.exitCode !== null) return;
      // 'close', not 'exit': the last log lines are read by then.
      const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
      process.kill(-(child.pid ?? 0), 'SIGTERM');
      await exited;
    },
  };
}

async function waitUntilUp(origin: string, hasExited: () => boolean, stderr: () => string) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (hasExited()) throw new Error(`server exited before answering:\n${stderr()}`);
    try {
      await fetch(origin, { method: 'HEAD' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`server at ${origin} did not answer within 20 s:\n${stderr()}`);
}

/**
 * A free local port from 20000-26999, below Linux's ephemeral range: a port the system hands out
 * for port 0 could go to a back-office suite running alongside between this probe and the
 * storefront's own bind. The back-office suites choose from 27000-32767 (its testing/ports.ts).
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 7_000);
    // A port handed out earlier may still be unbound (startShop picks the storefronts' ports, then
    // starts the back office on two more): never hand it out twice, or the storefront finds its
    // port taken and the back office answers in its place.
    if (handedOut.has(port)) continue;
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) {
      handedOut.add(port);
      return port;
    }
  }
}

const handedOut = new Set<number>();
