import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import type { ShopApp } from './apps.ts';

export type RunningApp = { origin: string; stop: () => Promise<void> };

/** Starts an app's production server build on a free port and waits until it answers. */
export async function startApp(app: ShopApp, env: Record<string, string> = {}, chosenPort?: number): Promise<RunningApp> {
  const serverBuild = path.join(app.dir, 'build/server/index.js');
  if (!existsSync(serverBuild)) throw new Error(`${app.code}: no build at ${serverBuild}; run pnpm build first`);
  const port = chosenPort ?? (await freePort());
  const child = spawn(path.join(app.dir, 'node_modules/.bin/react-router-serve'), [serverBuild], {
    cwd: app.dir,
    // React's production build; the demo mode (derived session secret, cookies not Secure over
    // http) unless the test asks for production mode and gives the secrets.
    env: { ...process.env, SHOP_MODE: 'demo', ...env, PORT: String(port), NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  await waitUntilUp(origin, () => child.exitCode !== null, () => stderr);
  return {
    origin,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
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

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
