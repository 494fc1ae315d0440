// `pnpm --filter @shop/backoffice bench:import [products]`: export and import at scale (issue 16),
// against a back office started as its own process (production mode) on a freshly seeded catalog
// (default 100,000 products). Times the CSV export of products and prices and the XLSX export of
// products (rows per second), then edits 100,000 rows of the exported price file (every net price
// one cent up) and times its preview (the dry run) and its apply. Prints the figures, the back
// office's peak memory (VmHWM) and the load average. BENCH_DATABASE_URL: run on PostgreSQL.
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { ADMIN_CSRF_HEADER, adminCalls, exportPath, sessionOfSignIn } from '@shop/contract/admin';
import { sql } from 'kysely';
import { connectDatabase } from '../src/db/connect.ts';
import { grantRole } from '../src/modules/staff/index.ts';
import { spawnBenchBackOffice } from './bench-backoffice.ts';

const products = Number(process.argv[2] ?? 100_000);
const priceRows = Number(process.env.BENCH_PRICE_ROWS ?? 100_000);
const port = 4150;
const origin = `http://127.0.0.1:${port}`;
const databaseUrl = process.env.BENCH_DATABASE_URL;

const started = Date.now();
const backOffice = spawnBenchBackOffice({ name: 'import', port, products, databaseUrl });
const { dataDir, server } = backOffice;

/** Starts a new peak-memory measure of the back office (Linux: "5" to clear_refs resets VmHWM). */
const resetPeak = () => {
  startMb = rssMb();
  try {
    writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
  } catch {
    // not Linux, or not allowed: the peak then counts from the start (the seeding included)
  }
};
let startMb = 0;
const rssMb = () => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);
const peakMb = () => {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
};
const seconds = (ms: number) => (ms / 1000).toFixed(1);

try {
  // Seeding 100,000 products takes minutes: wait up to half an hour for the health check.
  for (let waited = 0; ; waited += 1) {
    const up = await fetch(`${origin}/health`).then((response) => response.ok, () => false);
    if (up) break;
    if (waited > 3600 || server.exitCode !== null) throw new Error('the back office did not come up');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.info(`${products} products seeded and started in ${seconds(Date.now() - started)} s (${databaseUrl ? 'PostgreSQL' : 'SQLite'}); RSS peak while seeding ${peakMb()} MB`);

  // A staff member: registered in the shop, given the role as admin:grant does, signed in.
  const email = `bench-${Date.now()}@example.com`;
  const shopHeaders = { 'content-type': 'application/json', ...backOffice.shopHeaders('bench') };
  const address = { label: 'Büro', firstname: 'Bench', lastname: 'Mark', street: 'Mariahilfer Straße', street_number: '1', zipcode: '1060', city: 'Wien', country_id: 13, state_id: 109, phone: '+43 664 1234567' };
  const registered = await fetch(`${origin}/api/customer/register`, {
    method: 'POST',
    headers: shopHeaders,
    body: JSON.stringify({ title_id: 2, firstname: 'Bench', lastname: 'Mark', email, email_confirm: email, password: 'geheim123', password_confirm: 'geheim123', locale: 'de_AT', address }),
  });
  if (registered.status !== 200) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const database = connectDatabase({ databaseUrl, dataDir });
  await grantRole(database.db, { email, role: 'staff' }, new Date());
  // PostgreSQL: fresh statistics after the bulk seed, as autovacuum would gather them in a running shop.
  if (databaseUrl) await sql`analyze`.execute(database.db);
  await database.db.destroy();
  const signIn = await fetch(`${origin}${adminCalls.staff.signIn.path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'geheim123' }) });
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const session = sessionOfSignIn(adminCalls.staff.signIn.response.parse(await signIn.json()).data);
  if (!session) throw new Error('the demo admin has a second factor: this script signs in with the password only');

  const timedDownload = async (kind: 'products' | 'prices', format: 'csv' | 'xlsx') => {
    resetPeak();
    const at = Date.now();
    const response = await fetch(`${origin}${exportPath(kind, format)}`, { headers: { cookie } });
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (response.status !== 200) throw new Error(`export ${kind}: ${response.status}`);
    return { ms: Date.now() - at, bytes };
  };
  console.info('| step | rows | time s | rows/s | size MB | back-office RSS at start, MB | its peak during the step, MB |');
  console.info('|---|---|---|---|---|---|---|');
  const line = (step: string, rows: number, ms: number, bytes: number) =>
    console.info(`| ${step} | ${rows} | ${seconds(ms)} | ${Math.round(rows / (ms / 1000))} | ${(bytes / 1e6).toFixed(1)} | ${startMb} | ${peakMb()} |`);

  const productsCsv = await timedDownload('products', 'csv');
  line('export products CSV', products, productsCsv.ms, productsCsv.bytes.length);
  const productsXlsx = await timedDownload('products', 'xlsx');
  line('export products XLSX', products, productsXlsx.ms, productsXlsx.bytes.length);
  const pricesCsv = await timedDownload('prices', 'csv');
  const [header = '', ...lines] = new TextDecoder().decode(pricesCsv.bytes.subarray(3)).split('\r\n').filter(Boolean);
  line('export prices CSV', lines.length, pricesCsv.ms, pricesCsv.bytes.length);

  // The exported file, cut to priceRows rows, every net price one cent up (a reduced price kept below it).
  const columns = header.split(';');
  const priceAt = columns.indexOf('net_price');
  const edited = lines.slice(0, priceRows).map((row) => {
    const cells = row.split(';');
    const [euros = '0', cents = '0'] = (cells[priceAt] ?? '0,00').split(',');
    const next = Number(euros) * 100 + Number(cents) + 1;
    cells[priceAt] = `${Math.trunc(next / 100)},${String(next % 100).padStart(2, '0')}`;
    return cells.join(';');
  });
  const file = new TextEncoder().encode(`\uFEFF${[header, ...edited].join('\r\n')}\r\n`);

  const form = new FormData();
  form.append('kind', 'prices');
  form.append('file', new Blob([file]), 'prices.csv');
  resetPeak();
  let at = Date.now();
  const previewed = await fetch(`${origin}${adminCalls.transfer.preview.path}`, { method: 'POST', headers: { cookie, [ADMIN_CSRF_HEADER]: session.csrf_token }, body: form });
  const previewBody = (await previewed.json()) as unknown;
  if (previewed.status !== 200) throw new Error(`preview: ${previewed.status} ${JSON.stringify(previewBody)}`);
  const report = adminCalls.transfer.preview.response.parse(previewBody).data;
  line(`import preview (dry run): ${JSON.stringify(report.counts)}`, edited.length, Date.now() - at, file.length);

  resetPeak();
  at = Date.now();
  const applied = await fetch(`${origin}${adminCalls.transfer.apply.path.replace(':token', report.token)}`, {
    method: 'POST',
    headers: { cookie, [ADMIN_CSRF_HEADER]: session.csrf_token, 'content-type': 'application/json' },
    body: JSON.stringify({ skip_rejected: true }),
  });
  const appliedBody = (await applied.json()) as unknown;
  if (applied.status !== 200) throw new Error(`apply: ${applied.status} ${JSON.stringify(appliedBody)}`);
  const summary = adminCalls.transfer.apply.response.parse(appliedBody).data;
  line(`import apply: ${JSON.stringify(summary.counts)}`, edited.length, Date.now() - at, file.length);
  console.info(`load average (1, 5, 15 min): ${loadavg().map((value) => value.toFixed(2)).join(', ')}`);
} finally {
  await backOffice.stop();
}
