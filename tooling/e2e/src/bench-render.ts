// `pnpm --filter @shop/e2e bench:render [build-dir ...]`: the uncached DE product page rendered by one
// storefront worker (wrk, 20 connections, as browsers ask: gzip), for a render-path change measured
// side by side. Each argument is a server build folder inside apps/de (default: `build`; copy an
// older build next to it, e.g. `cp -r apps/de/build apps/de/build-before`, to compare). The builds
// run at once against one back office (SQLite) and are measured in turns, BENCH_ROUNDS rounds of
// BENCH_SECONDS each, so machine load falls on all of them alike. Guest catalog answers are kept
// 10 s per worker, as in production. Prints figures only; they go into docs/benchmarks.md.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { shopApps } from './apps.ts';
import { freePort, STOREFRONT_SERVE } from './start-app.ts';
import { startBackOffice, waitFor } from './start-shop.ts';
import { wrk } from './wrk.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 12);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const pagePath = process.env.BENCH_PAGE ?? '/elektro-handtuchheizkoerper-aspen-plus-50-x-80-cm';
const connections = 20;
const asBrowsers = { 'accept-encoding': 'gzip' };
const builds = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['build'];
const appDir = shopApps.find((app) => app.code === 'de')?.dir ?? '';

const ports = await Promise.all(builds.map(() => freePort()));
const backOffice = await startBackOffice({ DE: `http://127.0.0.1:${ports[0] ?? 0}` });
const workers = builds.map((build, index) =>
  spawn(process.execPath, [STOREFRONT_SERVE, path.join(build, 'server/index.js')], {
    cwd: appDir,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SHOP_MODE: 'demo',
      WEB_CONCURRENCY: '1',
      CATALOG_CACHE_SECONDS: '10',
      LOG_LEVEL: 'warn',
      PORT: String(ports[index]),
      API_URL: backOffice.apiUrl,
      FAST_API_URL: backOffice.helperUrl,
      SHOP_TOKEN: backOffice.shopToken,
    },
  }),
);

try {
  const urls = ports.map((port) => `http://127.0.0.1:${port}${pagePath}`);
  for (const [index, url] of urls.entries()) {
    await waitFor(`http://127.0.0.1:${ports[index] ?? 0}/health`, 60_000);
    const page = await fetch(url);
    console.info(`${builds[index]}: ${page.status}, ${((await page.arrayBuffer()).byteLength / 1024).toFixed(1)} KB of HTML`);
    wrk(url, 5, asBrowsers, connections);
  }
  console.info(`\nDE product page ${pagePath}, one worker, ${connections} connections, ${seconds} s a turn`);
  console.info('| build | round | req/s | p50 ms | p99 ms | load average |');
  console.info('|---|---|---|---|---|---|');
  const totals = builds.map(() => 0);
  for (let round = 1; round <= rounds; round++) {
    for (const [index, url] of urls.entries()) {
      const result = wrk(url, seconds, asBrowsers, connections);
      totals[index] = (totals[index] ?? 0) + result.perSecond;
      const load = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
      console.info(`| ${builds[index]} | ${round} | ${Math.round(result.perSecond)} | ${result.p50} | ${result.p99} | ${load} |`);
    }
  }
  console.info(`\nMean req/s: ${builds.map((build, index) => `${build} ${Math.round((totals[index] ?? 0) / rounds)}`).join(', ')}`);
} finally {
  for (const worker of workers) worker.kill('SIGTERM');
  await backOffice.stop();
}
