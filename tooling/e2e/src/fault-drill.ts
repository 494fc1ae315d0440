// `pnpm --filter @shop/e2e fault:drill`: the cluster of `pnpm start:cluster` (two back offices,
// the storefronts, nginx) on a PostgreSQL server of its own (initdb in a temporary folder, so it can
// be stopped without touching the machine's), put through four faults. Loopback only, bounded in
// time and requests; prints what happened and asserts nothing (the figures go into
// docs/benchmarks.md). Needs the apps built, Debian's nginx and PostgreSQL binaries.
//  1. kill -9 of one back office under checkout load through nginx: accepted orders against orders
//     in the database, stock sold against stock taken, who served afterwards.
//  2. PostgreSQL stopped for a while under shopper load: the answers while it is down, and how long
//     after it is back until pages are served again (no process of ours restarted).
//  3. The back office slow (a proxy adds 2 s to every answer) and then down, for a storefront of its
//     own: how long the shopper waits and what the page says.
//  4. 500 simulated shoppers for DRILL_SECONDS (default 60): browse, search, add to cart, check out;
//     error rate and p99 per step.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, copyFileSync, createWriteStream, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { shopApps } from './apps.ts';
import { startCluster } from './cluster-kit.ts';
import { STOREFRONT_SERVE } from './start-app.ts';

const seconds = Number(process.env.DRILL_SECONDS ?? 60);
const shoppers = Number(process.env.DRILL_SHOPPERS ?? 500);
// The cluster takes free ports; these are the drill's own.
const ports = { pg: 5499, slowProxy: 4890, lonelyStorefront: 3890 };
let api = '';
let de = '';
const work = mkdtempSync(path.join(tmpdir(), 'fault-drill-'));
const log = createWriteStream(path.join(work, 'cluster.log'));
const children: ChildProcess[] = [];
let stopCluster = async () => {};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---- PostgreSQL of its own ------------------------------------------------------------------
const pgBin = path.join('/usr/lib/postgresql', readdirSync('/usr/lib/postgresql').sort().at(-1) ?? '', 'bin');
const pgDir = path.join(work, 'pg');
const asRoot = process.getuid?.() === 0;
function pgCommand(command: string, args: string[]) {
  const [file, list] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(pgBin, command), ...args]] : [path.join(pgBin, command), args];
  const result = spawnSync(file, list, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr}`);
}
const startPostgres = () => pgCommand('pg_ctl', ['-D', pgDir, '-l', path.join(pgDir, 'server.log'), '-o', `-p ${ports.pg} -c listen_addresses=127.0.0.1 -k ${pgDir} -c max_connections=200`, '-w', 'start']);
const stopPostgres = () => pgCommand('pg_ctl', ['-D', pgDir, '-m', 'fast', '-w', 'stop']);
function sql(query: string): string {
  const result = spawnSync('psql', ['-h', '127.0.0.1', '-p', String(ports.pg), '-U', 'postgres', '-d', 'postgres', '-At', '-c', query], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`psql: ${result.stderr}`);
  return result.stdout.trim();
}

// ---- measuring ----------------------------------------------------------------------------
type Sample = { ms: number; status: number };
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);
};
async function timed(url: string, init: RequestInit = {}, timeoutMs = 15_000): Promise<Sample & { body: string }> {
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' });
    const body = await response.text();
    return { ms: performance.now() - started, status: response.status, body };
  } catch {
    return { ms: performance.now() - started, status: 0, body: '' };
  }
}
function statusCounts(samples: Sample[]): string {
  const counts = new Map<number, number>();
  for (const s of samples) counts.set(s.status, (counts.get(s.status) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => a - b).map(([status, n]) => `${status === 0 ? 'no answer' : status}: ${n}`).join(', ');
}

function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('exit', stopAll);

try {
  // PostgreSQL, then the cluster on it.
  const uptime = spawnSync('uptime', { encoding: 'utf8' }).stdout.trim();
  console.info(`Fault drill (${new Date().toISOString()}; ${uptime})`);
  mkdirSync(pgDir, { mode: 0o700 });
  if (asRoot) chownSync(pgDir, Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout), Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout));
  if (asRoot) chownSync(work, 0, 0);
  spawnSync('chmod', ['755', work]);
  pgCommand('initdb', ['-D', pgDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  startPostgres();
  const cluster = await startCluster({ databaseUrl: `postgres://postgres@127.0.0.1:${ports.pg}/postgres`, env: { SEED_PRODUCTS: '200' }, log });
  stopCluster = cluster.stop;
  api = cluster.origin('api');
  de = cluster.origin('de');
  const helperOrigin = cluster.origin('helper');
  const clusterDir = cluster.clusterDir;
  const processes = () => JSON.parse(readFileSync(path.join(clusterDir, 'processes.json'), 'utf8')) as Record<string, number>;
  const shopToken = readFileSync(path.join(cluster.dataDir, 'shop-token'), 'utf8').trim();
  const shopHeaders = (identifier: string) => ({ authorization: `ShopToken ${shopToken}`, 'x-user-identifier': identifier, 'content-type': 'application/json' });
  console.info(`Cluster up: ${JSON.stringify(processes())}\n`);

  // ---- 1. kill -9 of a back office under checkout load ------------------------------------
  const [pseId, productId] = sql(
    'SELECT pse.id, pse.product_id FROM product_sale_element pse JOIN product p ON p.id = pse.product_id WHERE p.visible = 1 AND p.is_freight = 0 AND p.price_on_request = 0 AND pse.quantity_step = 1 ORDER BY pse.id LIMIT 1',
  ).split('|').map(Number);
  // Every fulfilment centre's row holds 150 units; what is sold is the sum that went away.
  sql(`UPDATE pse_stock SET quantity = 150 WHERE pse_id = ${pseId}`);
  const stockOf = () => Number(sql(`SELECT sum(quantity) FROM pse_stock WHERE pse_id = ${pseId}`));
  const stock = stockOf();
  const at = "'2026-11-24T00:00:00.000Z'";
  const guestId = Number(sql(`INSERT INTO customer (ref, email, password_hash, title_id, firstname, lastname, company, vat_id, is_company, exclude_vat, is_guest, country_id, lang, created_at, updated_at) VALUES ('DRILL1', 'drill@example.test', NULL, 1, 'Drill', 'Gast', NULL, NULL, 0, 0, 1, 5, 'de', ${at}, ${at}) RETURNING id`).split('\n')[0]);
  const addressId = Number(sql(`INSERT INTO address (customer_id, label, title_id, firstname, lastname, company, street, street_number, address_extra, zipcode, city, country_id, state_id, phone, cellphone, is_default, created_at) VALUES (${guestId}, 'Home', 1, 'Drill', 'Gast', NULL, 'Frankenstraße', '150', NULL, '90461', 'Nürnberg', 5, NULL, '+49 911 4468100', NULL, 1, ${at}) RETURNING id`).split('\n')[0]);
  const rambursId = Number(sql("SELECT id FROM payment_method WHERE code = 'ramburs'"));
  const checkoutSamples: Sample[] = [];
  let accepted = 0;
  let retried = 0;
  let soldOut = 0;
  const checkoutUntil = Date.now() + 20_000;
  const buyer = async (k: number) => {
    for (let i = 0; Date.now() < checkoutUntil; i++) {
      const identifier = `drill-${k}-${i}`;
      const add = await timed(`${api}/api/cart/add`, { method: 'POST', headers: shopHeaders(identifier), body: JSON.stringify({ thelia_cart_add: { append: true, product: productId, product_sale_elements_id: pseId, quantity: 1 }, country_id: 5 }) });
      checkoutSamples.push(add);
      if (add.status !== 200) {
        if (add.status === 400 || add.status === 409) soldOut++;
        continue;
      }
      const cartId = (JSON.parse(add.body) as { data: { cartId: number } }).data.cartId;
      const body = JSON.stringify({ cart_id: cartId, customer_id: guestId, appliedCoupon: null, api_call: true, session_id: 'storefront', email: 'drill@example.test', delivery_address_id: addressId, delivery_module_id: 77, invoice_address_id: addressId, payment_module_id: rambursId, postage_tax_rule_title: 'postage', country_id: 5, locale: 'de_DE', isCompany: false, message: '', isCompleteDelivery: false, guest: true });
      const headers = { ...shopHeaders(identifier), 'idempotency-key': `drill-${k}-${i}` };
      let pay = await timed(`${api}/api/ramburs/pay`, { method: 'POST', headers, body });
      // A 502 (the process died with the request) is retried once with the same key, as the
      // storefront's retry would: the key makes sure it is not a second order.
      if (pay.status === 502 || pay.status === 0) {
        retried++;
        pay = await timed(`${api}/api/ramburs/pay`, { method: 'POST', headers, body });
      }
      checkoutSamples.push(pay);
      if (pay.status === 200) accepted++;
    }
  };
  const killAt = setTimeout(() => {
    const pid = processes()['back office 1'];
    if (pid) process.kill(pid, 'SIGKILL');
    console.info(`  ${new Date().toISOString().slice(11, 19)} kill -9 back office 1 (pid ${pid})`);
  }, 7_000);
  console.info('1. kill -9 of one back office under checkout load (20 buyers, 20 s, through nginx)');
  await Promise.all(Array.from({ length: 20 }, (_v, k) => buyer(k)));
  clearTimeout(killAt);
  const ordersInDb = Number(sql(`SELECT count(*) FROM shop_order WHERE customer_id = ${guestId}`));
  const left = stockOf();
  const lowestRow = Number(sql(`SELECT min(quantity) FROM pse_stock WHERE pse_id = ${pseId}`));
  console.info(`  answers: ${statusCounts(checkoutSamples)}; pays retried after a 502: ${retried}`);
  console.info(`  accepted orders: ${accepted}; orders in the database: ${ordersInDb}; stock ${stock} -> ${left} (sold ${stock - left}); add-to-cart refused as sold out: ${soldOut}`);
  console.info(`  ${accepted === ordersInDb && stock - left === ordersInDb && lowestRow >= 0 ? 'no accepted order lost, no oversell' : 'MISMATCH'}; back office 1 restarted as pid ${processes()['back office 1']}\n`);

  // The first menu category and the first product, as the back office lists them.
  const menu = (await (await fetch(`${helperOrigin}/api/category_menu/custom_attribute?locale=de_DE`, { headers: shopHeaders('drill') })).json()) as { data: { URL: string }[] };
  const listed = (await (await fetch(`${api}/api/products/?country_id=5&limit=1`, { headers: shopHeaders('drill') })).json()) as { items: { URL: string }[] };
  const category = new URL(menu.data[0]?.URL ?? '/shop-grid-standard/all', de).pathname;
  const productPath = new URL(listed.items[0]?.URL ?? '/product/1', de).pathname;
  console.info(`Pages used: category ${category}, product ${productPath}\n`);

  // ---- 2. PostgreSQL stopped under load ------------------------------------------------------
  console.info('2. PostgreSQL stopped for 8 s under load (20 shoppers on category pages, each address new so nginx cannot answer)');
  const outage: { at: number; sample: Sample }[] = [];
  const loadUntil = Date.now() + 30_000;
  let downAt = 0;
  let upAt = 0;
  const searcher = async (k: number) => {
    for (let i = 0; Date.now() < loadUntil; i++) {
      const sample = await timed(`${de}${category}?drill=${k}-${i}`, {}, 10_000);
      outage.push({ at: Date.now(), sample });
      await sleep(100);
    }
  };
  const outageDone = (async () => {
    await sleep(6_000);
    downAt = Date.now();
    stopPostgres();
    console.info(`  ${new Date().toISOString().slice(11, 19)} PostgreSQL stopped`);
    await sleep(8_000);
    startPostgres();
    upAt = Date.now();
    console.info(`  ${new Date().toISOString().slice(11, 19)} PostgreSQL started`);
  })();
  await Promise.all([...Array.from({ length: 20 }, (_v, k) => searcher(k)), outageDone]);
  const before = outage.filter((o) => o.at < downAt).map((o) => o.sample);
  const during = outage.filter((o) => o.at >= downAt && o.at < upAt).map((o) => o.sample);
  const after = outage.filter((o) => o.at >= upAt);
  const firstOk = after.find((o) => o.sample.status === 200);
  const errorScreens = during.filter((s) => s.status === 503).length;
  console.info(`  before: ${statusCounts(before)}`);
  console.info(`  while down: ${statusCounts(during)} (p99 ${Math.round(percentile(during.map((s) => s.ms), 99))} ms; 503 = the server-error screen)`);
  console.info(`  after: ${statusCounts(after.map((o) => o.sample))}; first page served ${firstOk ? ((firstOk.at - upAt) / 1000).toFixed(1) : '—'} s after PostgreSQL was back, no process restarted`);
  console.info(`  the error screen while down: ${errorScreens} answers\n`);

  // ---- 3. a slow, then a missing back office ------------------------------------------------
  console.info('3. the back office slow (+2 s per answer), then down, for a DE storefront of its own');
  let delayMs = 2_000;
  // One delaying proxy for the back office's API and one for its helper service.
  const delaying = (target: string) =>
    createServer((incoming, outgoing) => {
      setTimeout(() => {
        const upstream = httpRequest(`${target}${incoming.url ?? '/'}`, { method: incoming.method, headers: incoming.headers }, (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        });
        upstream.on('error', () => outgoing.destroy());
        incoming.pipe(upstream);
      }, delayMs);
    });
  const proxies = [
    { server: delaying(api), port: ports.slowProxy },
    { server: delaying(helperOrigin), port: ports.slowProxy + 1 },
  ];
  const openProxies = () => Promise.all(proxies.map(({ server, port }) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))));
  const closeProxies = () => {
    for (const { server } of proxies) {
      server.close();
      server.closeAllConnections();
    }
  };
  await openProxies();
  const deApp = shopApps.find((a) => a.code === 'de');
  const lonely = spawn(process.execPath, [STOREFRONT_SERVE, 'build/server/index.js'], {
    cwd: deApp?.dir,
    env: { ...process.env, NODE_ENV: 'production', SHOP_MODE: 'demo', PORT: String(ports.lonelyStorefront), WEB_CONCURRENCY: '1', API_URL: `http://127.0.0.1:${ports.slowProxy}`, FAST_API_URL: `http://127.0.0.1:${ports.slowProxy + 1}`, SHOP_TOKEN: shopToken, HELPER_CACHE_SECONDS: '0', CATALOG_CACHE_SECONDS: '0', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  children.push(lonely);
  const lonelyOrigin = `http://127.0.0.1:${ports.lonelyStorefront}`;
  for (let waited = 0; (await timed(`${lonelyOrigin}/health`, {}, 2_000)).status !== 200 && waited < 60; waited++) await sleep(500);
  const probe = async (label: string) => {
    const samples = [];
    for (let i = 0; i < 5; i++) samples.push(await timed(`${lonelyOrigin}${category}?probe=${label}-${i}`, {}, 30_000));
    console.info(`  ${label}: ${statusCounts(samples)}; waited p50 ${Math.round(percentile(samples.map((s) => s.ms), 50))} ms, max ${Math.round(Math.max(...samples.map((s) => s.ms)))} ms`);
  };
  delayMs = 0;
  await probe('back office normal');
  delayMs = 2_000;
  await probe('back office +2 s per answer');
  delayMs = 6_000;
  await probe('back office +6 s per answer (beyond the 5 s budget)');
  closeProxies();
  await probe('back office down (connection refused)');
  await openProxies();
  delayMs = 0;
  await sleep(1_000);
  await probe('back office back');
  closeProxies();
  console.info('');

  // ---- 4. 500 shoppers -----------------------------------------------------------------------
  console.info(`4. ${shoppers} simulated shoppers for ${seconds} s through nginx (browse, search, add to cart, check out)`);
  const steps: Record<string, Sample[]> = { 'home page': [], 'category page': [], 'product page': [], search: [], 'add to cart': [], 'check out': [] };
  sql(`UPDATE pse_stock SET quantity = 1000000 WHERE pse_id = ${pseId}`);
  const shopUntil = Date.now() + seconds * 1000;
  const shopper = async (k: number) => {
    await sleep(Math.random() * 2_000);
    for (let i = 0; Date.now() < shopUntil; i++) {
      steps['home page']?.push(await timed(`${de}/`));
      steps['category page']?.push(await timed(`${de}${category}`));
      steps['product page']?.push(await timed(`${de}${productPath}`));
      steps.search?.push(await timed(`${de}/search/${['spiegel', 'wanne', 'armatur', 'dusche'][i % 4] ?? 'spiegel'}`));
      const identifier = `shopper-${k}-${i}`;
      const add = await timed(`${api}/api/cart/add`, { method: 'POST', headers: shopHeaders(identifier), body: JSON.stringify({ thelia_cart_add: { append: true, product: productId, product_sale_elements_id: pseId, quantity: 1 }, country_id: 5 }) });
      steps['add to cart']?.push(add);
      if (add.status !== 200) continue;
      const cartId = (JSON.parse(add.body) as { data: { cartId: number } }).data.cartId;
      steps['check out']?.push(
        await timed(`${api}/api/ramburs/pay`, {
          method: 'POST',
          headers: { ...shopHeaders(identifier), 'idempotency-key': identifier },
          body: JSON.stringify({ cart_id: cartId, customer_id: guestId, appliedCoupon: null, api_call: true, session_id: 'storefront', email: 'drill@example.test', delivery_address_id: addressId, delivery_module_id: 77, invoice_address_id: addressId, payment_module_id: rambursId, postage_tax_rule_title: 'postage', country_id: 5, locale: 'de_DE', isCompany: false, message: '', isCompleteDelivery: false, guest: true }),
        }),
      );
    }
  };
  await Promise.all(Array.from({ length: shoppers }, (_v, k) => shopper(k)));
  console.info('  | step | requests | errors | error rate | p50 ms | p99 ms |');
  console.info('  |---|---|---|---|---|---|');
  for (const [step, samples] of Object.entries(steps)) {
    const errors = samples.filter((s) => s.status === 0 || s.status >= 500).length;
    const ms = samples.map((s) => s.ms);
    console.info(`  | ${step} | ${samples.length} | ${errors} | ${((100 * errors) / Math.max(1, samples.length)).toFixed(2)} % | ${Math.round(percentile(ms, 50))} | ${Math.round(percentile(ms, 99))} |`);
  }
} finally {
  stopAll();
  await stopCluster();
  try {
    stopPostgres();
  } catch {
    // already stopped
  }
  // The processes' own log lines are kept for reading afterwards.
  copyFileSync(path.join(work, 'cluster.log'), path.join(tmpdir(), 'fault-drill-cluster.log'));
  rmSync(work, { recursive: true, force: true });
  console.info(`\nThe cluster's log: ${path.join(tmpdir(), 'fault-drill-cluster.log')}`);
}
