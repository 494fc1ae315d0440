// Starts a real back office over real HTTP on a fresh, migrated and seeded database, for the
// integration suites. SQLite always; PostgreSQL as well when TEST_DATABASE_URL is set, each back
// office on a database of its own that is dropped afterwards (STYLE.md, point 11).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SHOP_TOKEN_SCHEME, USER_IDENTIFIER_HEADER } from '@shop/contract';
import { loadConfig, type BackOfficeConfig } from '../config.ts';
import { connectDatabase } from '../db/connect.ts';
import { createBackOffice, type BackOffice } from '../server.ts';
import { prepareDatabase } from '../startup.ts';
import { freePort } from './ports.ts';
import { copySeededSqlite, createSeededPostgres, dropPostgresDatabase } from './seeded-databases.ts';

export type DatabaseKind = 'sqlite' | 'postgres';

export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export type TestBackOffice = {
  apiUrl: string;
  helperUrl: string;
  config: BackOfficeConfig;
  backOffice: BackOffice;
  /** Headers of a guest: the shop token scheme plus a user identifier. */
  guest: Record<string, string>;
  close: () => Promise<void>;
};

export type TestBackOfficeOptions = {
  products?: number;
  /** More settings, as the environment would give them (e.g. NODE_ENV=production and its secrets). */
  env?: Record<string, string>;
  /** The back office's clock (default: the real one). */
  now?: () => Date;
};

export async function startTestBackOffice(kind: DatabaseKind, options: TestBackOfficeOptions = {}): Promise<TestBackOffice> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(kind, options);
    } catch (error) {
      // Another suite running alongside can take a free port between our probe and our listen.
      if (attempt < 3 && (error as NodeJS.ErrnoException).code === 'EADDRINUSE') continue;
      throw error;
    }
  }
}

async function startOnce(kind: DatabaseKind, options: TestBackOfficeOptions): Promise<TestBackOffice> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'backoffice-test-'));
  const database = kind === 'postgres' ? `bo_test_${randomBytes(6).toString('hex')}` : null;
  const baseUrl = process.env.TEST_DATABASE_URL as string;
  try {
    return await startOn(dataDir, database, options);
  } catch (error) {
    // A failed start leaves nothing behind: no database on the shared server, no temp folder.
    if (database) await dropPostgresDatabase(baseUrl, database);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

async function startOn(dataDir: string, database: string | null, options: TestBackOfficeOptions): Promise<TestBackOffice> {
  const [apiPort, helperPort] = [await freePort(), await freePort()];
  const baseUrl = process.env.TEST_DATABASE_URL as string;
  const settings = {
    DATA_DIR: dataDir,
    API_PORT: String(apiPort),
    HELPER_PORT: String(helperPort),
    PUBLIC_API_URL: `http://127.0.0.1:${apiPort}`,
    LOG_LEVEL: 'silent',
    SEED_PRODUCTS: String(options.products ?? 600),
    // Reporting to the stand-in of ANAF runs the CIUS-RO rules per document: only where a test asks.
    EFACTURA: 'off',
    ...options.env,
  };
  let config = loadConfig(settings);
  // A copy of this run's database seeded the same way (seeded-databases.ts).
  if (database) config = loadConfig({ ...settings, DATABASE_URL: await createSeededPostgres(baseUrl, database, config) });
  else await copySeededSqlite(config);
  const connection = connectDatabase({ databaseUrl: config.databaseUrl, dataDir });
  // Migrated and seeded the way main.ts does it in this mode (production: no demo accounts or coupons).
  await prepareDatabase(config, connection);
  const backOffice = await createBackOffice(config, connection, { logger: false, ...(options.now ? { now: options.now } : {}) });
  let apiUrl: string;
  let helperUrl: string;
  try {
    apiUrl = await backOffice.api.listen({ port: apiPort, host: '127.0.0.1' });
    helperUrl = await backOffice.helper.listen({ port: helperPort, host: '127.0.0.1' });
  } catch (error) {
    await Promise.allSettled([backOffice.api.close(), backOffice.helper.close()]);
    await connection.db.destroy();
    throw error;
  }
  return {
    apiUrl,
    helperUrl,
    config,
    backOffice,
    guest: { authorization: `${SHOP_TOKEN_SCHEME} ${config.shopToken}`, [USER_IDENTIFIER_HEADER]: 'test-guest' },
    close: async () => {
      await Promise.allSettled([backOffice.api.close(), backOffice.helper.close()]);
      await connection.db.destroy();
      if (database) await dropPostgresDatabase(baseUrl, database);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second back office on the same database with a connection of its own, as a second process has,
 * listening on a port of its own; `close` stops it and its connection.
 */
export async function startSecondProcess(shop: TestBackOffice): Promise<{ apiUrl: string; backOffice: BackOffice; close: () => Promise<void> }> {
  const database = connectDatabase({ databaseUrl: shop.config.databaseUrl, dataDir: shop.config.dataDir });
  // The same clock as the first: two processes on one machine read one time.
  const second = await createBackOffice(shop.config, database, { logger: false, now: shop.backOffice.deps.now });
  const apiUrl = await second.api.listen({ port: 0, host: '127.0.0.1' });
  return {
    apiUrl,
    backOffice: second,
    close: async () => {
      await Promise.allSettled([second.api.close(), second.helper.close()]);
      await database.db.destroy();
    },
  };
}

/** GET or POST JSON and return status and parsed body. */
export async function call(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const response = await fetch(url, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: { ...(options.body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body, headers: response.headers };
}

