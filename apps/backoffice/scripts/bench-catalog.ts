// `pnpm --filter @shop/backoffice bench:catalog [products...]`: product-list and product-detail
// latency (p50, p99) and requests per second under 20 concurrent connections, against a back
// office started as its own process (production mode) on a freshly seeded catalog of each size
// (default: the 600-product demo shop and 100,000 generated products). Prints figures only.
import autocannon from 'autocannon';
import { waitUntilUp } from '../src/testing/ports.ts';
import { spawnBenchBackOffice } from './bench-backoffice.ts';

const sizes = process.argv.slice(2).map(Number).filter((n) => n > 0);
const connections = 20;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const port = 4100;
const origin = `http://127.0.0.1:${port}`;

for (const products of sizes.length > 0 ? sizes : [600, 100_000]) {
  const started = Date.now();
  const backOffice = spawnBenchBackOffice({ name: 'catalog', port, products, databaseUrl: process.env.BENCH_DATABASE_URL });
  await waitUntilUp(`${origin}/health`);
  const readyMs = Date.now() - started;
  const headers = backOffice.shopHeaders('bench');
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
  await backOffice.stop();
}

