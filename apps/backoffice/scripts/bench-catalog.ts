// `pnpm --filter @shop/backoffice bench:catalog [products...]`: product-list and product-detail
// latency (p50, p99) and requests per second under 20 concurrent connections, against a back
// office started as its own process (production mode) on a freshly seeded catalog of each size
// (default: the 600-product demo shop and 100,000 generated products). Prints figures only.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { SHOP_TOKEN_SCHEME } from '@shop/contract';
import { waitUntilUp } from '../src/testing/ports.ts';

const sizes = process.argv.slice(2).map(Number).filter((n) => n > 0);
const connections = 20;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const port = 4100;
const origin = `http://127.0.0.1:${port}`;

for (const products of sizes.length > 0 ? sizes : [600, 100_000]) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-catalog-'));
  const started = Date.now();
  const server = spawn(process.execPath, ['src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SHOP_MODE: 'demo',
      DATA_DIR: dataDir,
      API_PORT: String(port),
      HELPER_PORT: String(port + 1),
      LOG_LEVEL: 'silent',
      SEED_PRODUCTS: String(products),
      ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
    },
    stdio: 'ignore',
  });
  await waitUntilUp(`${origin}/health`);
  const readyMs = Date.now() - started;
  const headers = { authorization: `${SHOP_TOKEN_SCHEME} ${readFileSync(path.join(dataDir, 'shop-token'), 'utf8').trim()}`, 'x-user-identifier': 'bench' };
  const list = (await (await fetch(`${origin}/api/products/?country_id=5&limit=50`, { headers })).json()) as { items: { ID: number; DEFAULT_CATEGORY: number }[] };
  const category = list.items[0]?.DEFAULT_CATEGORY ?? 1;

  const targets = [
    { name: 'product list (20, by sales)', paths: ['/api/products/?country_id=5&limit=20'] },
    { name: 'product list, a category, page 3', paths: [`/api/products/?country_id=5&limit=20&offset=40&category=${category}`] },
    { name: 'product detail (50 products)', paths: list.items.map((item) => `/api/products/${item.ID}?country_id=5`) },
  ];
  console.info(`\n${products} products (started and seeded in ${(readyMs / 1000).toFixed(1)} s), ${connections} connections, ${duration} s each`);
  console.info('| call | req/s | p50 ms | p99 ms | errors |');
  console.info('|---|---|---|---|---|');
  for (const target of targets) {
    const result = await autocannon({
      url: origin,
      connections,
      duration,
      headers,
      requests: target.paths.map((p) => ({ method: 'GET' as const, path: p })),
    });
    const errors = result.errors + result.non2xx;
    console.info(`| ${target.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${errors} |`);
  }
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

