// Shared by the bench scripts: a back office started as its own process (production mode with the
// demo's data) on a fresh data folder, the shop-token headers to call it with, and its stop.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SHOP_TOKEN_SCHEME, USER_IDENTIFIER_HEADER } from '@shop/contract';

export type BenchBackOffice = {
  origin: string;
  dataDir: string;
  server: ChildProcess;
  /** Guest headers with the shop token the back office wrote into its data folder (read once it is up). */
  shopHeaders(identifier: string): Record<string, string>;
  /** Stops the process and removes its data folder. */
  stop(): Promise<void>;
};

/** `dataDir`: a data folder to use and keep (seeded by an earlier run); default: a fresh one, removed by `stop`. */
export function spawnBenchBackOffice(options: { name: string; port: number; products?: number; databaseUrl?: string | undefined; dataDir?: string | undefined }): BenchBackOffice {
  const origin = `http://127.0.0.1:${options.port}`;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), `bench-${options.name}-`));
  const server = spawn(process.execPath, ['src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SHOP_MODE: 'demo',
      DATA_DIR: dataDir,
      API_PORT: String(options.port),
      HELPER_PORT: String(options.port + 1),
      PUBLIC_API_URL: origin,
      LOG_LEVEL: 'silent',
      ...(options.products === undefined ? {} : { SEED_PRODUCTS: String(options.products) }),
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    },
    stdio: 'ignore',
  });
  return {
    origin,
    dataDir,
    server,
    shopHeaders: (identifier) => ({
      authorization: `${SHOP_TOKEN_SCHEME} ${readFileSync(path.join(dataDir, 'shop-token'), 'utf8').trim()}`,
      [USER_IDENTIFIER_HEADER]: identifier,
    }),
    async stop() {
      server.kill('SIGTERM');
      if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
      if (options.dataDir === undefined) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
