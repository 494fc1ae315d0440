// `pnpm --filter @shop/backoffice bench:catalog [products...]`: product-list and product-detail
// latency (p50, p99) and requests per second under 20 concurrent connections, against a back
// office started as its own process (production mode) on a freshly seeded catalog of each size
// (default: the 600-product demo shop and 100,000 generated products). Prints figures only.
// BENCH_DATA_DIR=<folder> reuses a back office's data folder seeded earlier (kept afterwards), so a
// 100,000-product catalog is seeded once for several runs; BENCH_DATABASE_URL=postgres://... the same
// for PostgreSQL (a database or schema seeded by an earlier run is used as it is). BENCH_PORT: the
// back office's port (default 4100; the helper service takes the next one; not one of the ports
// fetch refuses, such as 4190).
import autocannon from 'autocannon';
import { waitUntilUp } from '../src/testing/ports.ts';
import { spawnBenchBackOffice } from './bench-backoffice.ts';

const sizes = process.argv.slice(2).map(Number).filter((n) => n > 0);
const connections = 20;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 4100);
const origin = `http://127.0.0.1:${port}`;

for (const products of sizes.length > 0 ? sizes : [600, 100_000]) {
  const started = Date.now();
  const backOffice = spawnBenchBackOffice({ name: 'catalog', port, products, databaseUrl: process.env.BENCH_DATABASE_URL, dataDir: process.env.BENCH_DATA_DIR });
  await waitUntilUp(`${origin}/health`);
  const readyMs = Date.now() - started;
  const headers = backOffice.shopHeaders('bench');
  const list = (await (await fetch(`${origin}/api/products/?country_id=5&limit=50`, { headers })).json()) as { items: { ID: number; DEFAULT_CATEGORY: number }[] };
  const category = list.items[0]?.DEFAULT_CATEGORY ?? 1;
  // The first category of the menu (a top-level one, the largest kind). The storefront's listing
  // call asks for facets (brands and colours) as well, 24 products a page.
  const menu = (await (await fetch(`http://127.0.0.1:${port + 1}/api/category_menu/custom_attribute?locale=de_DE`, { headers })).json()) as { data: { Id: number }[] };
  const top = menu.data[0]?.Id ?? category;
  const page = (id: number, number: number, extra = '') => `/api/products/?country_id=5&limit=24&offset=${(number - 1) * 24}&category=${id}&facets=1${extra}`;

  const targets = [
    { name: 'product list (20, by sales)', paths: ['/api/products/?country_id=5&limit=20'] },
    { name: 'product list, a category, page 3', paths: [`/api/products/?country_id=5&limit=20&offset=40&category=${category}`] },
    { name: `category page as the storefront asks (facets), page 3`, paths: [page(category, 3)] },
    { name: `the same category, pages 1-60 (deep)`, paths: Array.from({ length: 60 }, (_, index) => page(category, index + 1)) },
    { name: `first menu category (${top}), pages 1-60`, paths: Array.from({ length: 60 }, (_, index) => page(top, index + 1)) },
    { name: `category page 3, by price`, paths: [page(category, 3, '&order=min_price')] },
    { name: 'product detail (50 products)', paths: list.items.map((item) => `/api/products/${item.ID}?country_id=5`) },
  ];
  console.info(`\n${products} products (started and seeded in ${(readyMs / 1000).toFixed(1)} s), ${connections} connections, ${duration} s each`);
  console.info('| call | first answer ms | req/s | p50 ms | p99 ms | errors |');
  console.info('|---|---|---|---|---|---|');
  for (const target of targets) {
    // The first answer pays what is built once and kept (a listing's order, its facets).
    const firstStarted = performance.now();
    await (await fetch(`${origin}${target.paths[0] ?? '/'}`, { headers })).arrayBuffer();
    const firstMs = performance.now() - firstStarted;
    const result = await autocannon({
      url: origin,
      connections,
      duration,
      headers,
      requests: target.paths.map((p) => ({ method: 'GET' as const, path: p })),
    });
    const errors = result.errors + result.non2xx;
    console.info(`| ${target.name} | ${firstMs.toFixed(0)} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${errors} |`);
  }
  await backOffice.stop();
}


