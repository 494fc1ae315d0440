// `pnpm --filter @shop/e2e bench:cluster`: the product page as `pnpm start:cluster` serves it, under
// 20 connections (wrk, BENCH_SECONDS each, default 10, after a warm-up), side by side with
// static files from the same servers, in one run:
//  - rendered by a storefront with one worker, and by the cluster's storefront (one worker per core);
//  - a static file from that storefront (the ratio the performance issue asks for);
//  - through nginx's page cache, and a static file nginx serves from disk (the second ratio).
// Needs PostgreSQL (BENCH_DATABASE_URL, default the machine's server at 127.0.0.1:5432; a database
// bench_cluster is made afresh) and Debian's nginx and wrk. wrk, not autocannon: one Node process
// parsing answers tops out near 4,000 req/s, below nginx's cache. Prints figures only; they go into
// docs/benchmarks.md.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { shopApps } from './apps.ts';
import { startCluster } from './cluster-kit.ts';
import { freePort, STOREFRONT_SERVE } from './start-app.ts';
import { wrk } from './wrk.ts';

const repo = path.resolve(import.meta.dirname, '../../..');
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 20;
const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseUrl = server.replace(/\/[^/]*$/, '/bench_cluster');
const psql = (command: string) => spawnSync('psql', [server, '-qc', command], { encoding: 'utf8' });
psql('DROP DATABASE IF EXISTS bench_cluster');
psql('CREATE DATABASE bench_cluster');

const singlePort = await freePort();
const cluster = await startCluster({ databaseUrl });
const ports = cluster.ports;
const storefrontPort = ports.storefront;
const single = { child: undefined as ReturnType<typeof spawn> | undefined };
try {
  const shopToken = readFileSync(path.join(cluster.dataDir, 'shop-token'), 'utf8').trim();
  const de = shopApps.find((app) => app.code === 'de');
  single.child = spawn(process.execPath, [STOREFRONT_SERVE, 'build/server/index.js'], {
    cwd: de?.dir,
    env: { ...process.env, NODE_ENV: 'production', SHOP_MODE: 'demo', PORT: String(singlePort), HOST: '127.0.0.1', WEB_CONCURRENCY: '1', API_URL: `http://127.0.0.1:${ports.api}`, FAST_API_URL: `http://127.0.0.1:${ports.helper}`, SHOP_TOKEN: shopToken, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${singlePort}/health`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const headers = { authorization: `ShopToken ${shopToken}`, 'x-user-identifier': 'bench' };
  const list = (await (await fetch(`http://127.0.0.1:${ports.api}/api/products/?country_id=5&limit=1`, { headers })).json()) as { items: { URL: string }[] };
  const productPath = new URL(list.items[0]?.URL ?? '/product/1', 'http://x').pathname;
  // The smallest file of each: a static file's cost is the server's, not the bytes'.
  const smallest = (dir: string, extension: string) =>
    readdirSync(dir)
      .filter((name) => name.endsWith(extension))
      .map((name) => ({ name, size: statSync(path.join(dir, name)).size }))
      .sort((a, b) => a.size - b.size)[0]?.name ?? '';
  const storefrontAsset = `/assets/${smallest(path.join(de?.dir ?? '', 'build/client/assets'), '.js')}`;
  // The admin's stylesheet (about 20 KB, near the compressed page's size); its one script is 1.5 MB.
  const nginxAsset = `/admin/assets/${smallest(path.join(repo, 'apps/admin/dist/assets'), '.css')}`;
  const scenarios = [
    { name: 'product page, storefront with 1 worker (every request rendered)', url: `http://127.0.0.1:${singlePort}${productPath}` },
    { name: `product page, storefront with ${availableParallelism()} workers (every request rendered)`, url: `http://127.0.0.1:${storefrontPort}${productPath}` },
    { name: `static file from that storefront (${storefrontAsset.slice(0, 30)}…)`, url: `http://127.0.0.1:${storefrontPort}${storefrontAsset}` },
    { name: 'product page through nginx (page cache)', url: `http://127.0.0.1:${ports.de}${productPath}` },
    { name: 'static file nginx serves from disk', url: `http://127.0.0.1:${ports.api}${nginxAsset}` },
  ];
  const uptime = spawnSync('uptime', { encoding: 'utf8' }).stdout.trim();
  console.info(`Product page ${productPath}, ${connections} connections, ${duration} s each (${uptime})`);
  console.info('| scenario | req/s | p50 ms | p99 ms | KB per answer | failed (non-2xx/3xx, socket errors) |');
  console.info('|---|---|---|---|---|---|');
  // Browsers ask for compressed answers; the storefront compresses, nginx keeps what it got.
  const asBrowsers = { 'accept-encoding': 'gzip' };
  const rates: number[] = [];
  for (const scenario of scenarios) {
    wrk(scenario.url, 2, asBrowsers, connections);
    const result = wrk(scenario.url, duration, asBrowsers, connections);
    rates.push(result.perSecond);
    console.info(`| ${scenario.name} | ${Math.round(result.perSecond)} | ${result.p50} | ${result.p99} | ${(result.bytesPerSecond / Math.max(result.perSecond, 1) / 1024).toFixed(1)} | ${result.failures} |`);
  }
  const [, many = 0, storefrontStatic = 1, nginxPage = 0, nginxStatic = 1] = rates;
  console.info(`\nRendered product page / the storefront's static file: ${((100 * many) / storefrontStatic).toFixed(1)} %`);
  console.info(`Product page through nginx / nginx's static file: ${((100 * nginxPage) / nginxStatic).toFixed(1)} %`);
} finally {
  single.child?.kill('SIGTERM');
  await cluster.stop();
  psql('DROP DATABASE IF EXISTS bench_cluster');
}
