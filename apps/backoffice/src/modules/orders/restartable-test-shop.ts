// A test back office that can be shut down and started again on the same data (the same SQLite
// file, the same PostgreSQL schema): what was committed before must be there after.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SHOP_TOKEN_SCHEME, USER_IDENTIFIER_HEADER } from '@shop/contract';
import pg from 'pg';
import { loadConfig } from '../../config.ts';
import { connectDatabase, type DatabaseHandle } from '../../db/connect.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { seedDemoShop } from '../../seed/index.ts';
import { createBackOffice, type BackOffice } from '../../server.ts';
import type { DatabaseKind, TestBackOffice } from '../../testing/test-backoffice.ts';
import { freePort } from '../../testing/ports.ts';

export type RestartableShop = TestBackOffice & { restart(): Promise<void> };

export async function startRestartableShop(kind: DatabaseKind, products = 300): Promise<RestartableShop> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'backoffice-restart-'));
  const schema = kind === 'postgres' ? `bo_restart_${randomBytes(6).toString('hex')}` : null;
  const base = process.env.TEST_DATABASE_URL ?? '';
  if (schema) await admin(base, `create schema ${schema}`);
  const databaseUrl = schema ? withSearchPath(base, schema) : undefined;
  const [apiPort, helperPort] = [await freePort(), await freePort()];
  const config = loadConfig({
    DATA_DIR: dataDir,
    API_PORT: String(apiPort),
    HELPER_PORT: String(helperPort),
    PUBLIC_API_URL: `http://127.0.0.1:${apiPort}`,
    LOG_LEVEL: 'silent',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });

  let database: DatabaseHandle;
  let backOffice: BackOffice;
  const open = async (seed: boolean) => {
    database = connectDatabase({ databaseUrl: config.databaseUrl, dataDir });
    await migrateToLatest(database);
    if (seed) await seedDemoShop(database.db, { products });
    backOffice = await createBackOffice(config, database, { logger: false });
    await backOffice.api.listen({ port: apiPort, host: '127.0.0.1' });
    await backOffice.helper.listen({ port: helperPort, host: '127.0.0.1' });
  };
  const shut = async () => {
    await Promise.allSettled([backOffice.api.close(), backOffice.helper.close()]);
    await database.db.destroy();
  };
  await open(true);

  return {
    apiUrl: `http://127.0.0.1:${apiPort}`,
    helperUrl: `http://127.0.0.1:${helperPort}`,
    config,
    get backOffice() {
      return backOffice;
    },
    guest: { authorization: `${SHOP_TOKEN_SCHEME} ${config.shopToken}`, [USER_IDENTIFIER_HEADER]: 'test-guest' },
    restart: async () => {
      await shut();
      // Let HTTP clients notice their kept-alive connections closed before the same port reopens.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await open(false);
    },
    close: async () => {
      await shut();
      if (schema) await admin(base, `drop schema ${schema} cascade`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(statement);
  await client.end();
}

function withSearchPath(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schema}`);
  return parsed.toString();
}

