// `pnpm --filter @shop/e2e bench:ssr`: server rendering of the DE product page under 20 concurrent
// connections (autocannon, 10 s each, after a warm-up), with and without the shop's caching:
// - every request rendered and sent in full (a client without a cache);
// - revalidation: the client sends the page's ETag and gets 304 (the server still renders, to hash);
// - a shared cache (a CDN stand-in, shared-cache-proxy.ts) that does what the page's
//   Cache-Control allows: public for 60 s, stale for 300 s while it refreshes.
// Prints figures only; they go into docs/benchmarks.md.
import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from './start-app.ts';
import { startShop, waitFor } from './start-shop.ts';

const connections = 20;
const duration = Number(process.env.BENCH_SECONDS ?? 10);

const shop = await startShop(['de']);
const proxyPort = await freePort();
const origin = shop.apps.get('de')?.origin ?? '';
const proxy = spawn(process.execPath, [path.join(import.meta.dirname, 'shared-cache-proxy.ts'), String(proxyPort), origin], { stdio: ['ignore', 'ignore', 'inherit'] });
try {
  const headers = { authorization: `ShopToken ${shop.backOffice.shopToken}`, 'x-user-identifier': 'bench' };
  const list = (await (await fetch(`${shop.backOffice.apiUrl}/api/products/?country_id=5&limit=1`, { headers })).json()) as { items: { URL: string }[] };
  const productPath = list.items[0]?.URL ?? '/product/1';
  const first = await fetch(origin + productPath);
  const etag = first.headers.get('etag') ?? '';
  const size = (await first.arrayBuffer()).byteLength;
  await waitFor(`http://127.0.0.1:${proxyPort}${productPath}`, 10_000);

  const scenarios = [
    { name: 'no cache: every request rendered, 200 with the page', url: origin + productPath, headers: {} },
    { name: 'revalidation: If-None-Match, 304', url: origin + productPath, headers: { 'if-none-match': etag } },
    { name: 'shared cache (CDN stand-in) in front', url: `http://127.0.0.1:${proxyPort}${productPath}`, headers: {} },
  ];
  console.info(`DE product page ${productPath} (${(size / 1024).toFixed(1)} KB HTML), ${connections} connections, ${duration} s each`);
  console.info('| scenario | req/s | p50 ms | p99 ms | statuses |');
  console.info('|---|---|---|---|---|');
  for (const scenario of scenarios) {
    await autocannon({ url: scenario.url, connections, duration: 2, headers: scenario.headers });
    const result = await autocannon({ url: scenario.url, connections, duration, headers: scenario.headers });
    const statuses = Object.entries(result.statusCodeStats ?? {})
      .map(([code, stats]) => `${code}×${(stats as { count: number }).count}`)
      .join(' ');
    console.info(`| ${scenario.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${statuses}${result.errors ? ` errors×${result.errors}` : ''} |`);
  }
} finally {
  proxy.kill('SIGTERM');
  await shop.stop();
}

