// Prints how long the demo seed takes: `node src/seed/seed-benchmark.ts [products] [postgres-url]`.
// A fresh SQLite file in a temp folder by default; a PostgreSQL URL seeds a new schema there.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { connectDatabase } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDemoShop } from './index.ts';

const products = Number(process.argv[2] ?? 600);
const postgresUrl = process.argv[3];
const dataDir = mkdtempSync(path.join(tmpdir(), 'seed-bench-'));
const schema = postgresUrl ? `seed_bench_${randomBytes(4).toString('hex')}` : null;
let databaseUrl: string | undefined;
if (postgresUrl && schema) {
  const url = new URL(postgresUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  databaseUrl = url.toString();
}
const handle = connectDatabase({ databaseUrl, dataDir });
try {
  if (schema) await sql`create schema ${sql.id(schema)}`.execute(handle.db);
  await migrateToLatest(handle);
  const summary = await seedDemoShop(handle.db, { products });
  const file = path.join(dataDir, 'shop.sqlite');
  const size = schema ? '' : `, ${(statSync(file).size / 1e6).toFixed(0)} MB file`;
  console.info(`${handle.describe}: ${JSON.stringify(summary)}${size}`);
  console.info(`memory: ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB rss`);
} finally {
  if (schema) await sql`drop schema ${sql.id(schema)} cascade`.execute(handle.db);
  await handle.db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}
