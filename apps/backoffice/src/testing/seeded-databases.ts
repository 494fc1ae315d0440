// Migrating and seeding a database takes one to three seconds; the integration suites start about
// seventy back offices per database kind. So each seeded database (one per mode and catalog size)
// is built once per test run and copied for every back office that asks for the same one: SQLite
// copies the file, PostgreSQL creates a database from it as a TEMPLATE. The copy still goes through
// prepareDatabase, which finds it migrated and seeded (and, in production mode, checks it).
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, openSync, closeSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import type { BackOfficeConfig } from '../config.ts';
import { connectDatabase } from '../db/connect.ts';
import { prepareDatabase } from '../startup.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by global-setup.ts: where this run keeps its seeded SQLite files, and its PostgreSQL templates' prefix. */
    seededDatabases: { dir: string; prefix: string };
  }
}

/** This run's templates, or null outside a Vitest run with the global setup (each start then seeds its own). */
function runTemplates(): { dir: string; prefix: string } | null {
  try {
    return inject('seededDatabases') ?? null;
  } catch {
    return null;
  }
}

const templateName = (config: BackOfficeConfig) => `${config.mode}_${config.seedProducts ?? 'default'}`;

/** Puts a seeded SQLite database for `config` at its data folder (config.dataDir/shop.sqlite). */
export async function copySeededSqlite(config: BackOfficeConfig): Promise<void> {
  const run = runTemplates();
  if (!run) return;
  const file = path.join(run.dir, `${templateName(config)}.sqlite`);
  if (!existsSync(file)) await buildOnce(file, () => buildSqliteTemplate(config, file));
  copyFileSync(file, path.join(config.dataDir, 'shop.sqlite'));
}

/** A new database, named `database`, seeded for `config`; returns its URL. */
export async function createSeededPostgres(baseUrl: string, database: string, config: BackOfficeConfig): Promise<string> {
  const run = runTemplates();
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    if (!run) {
      await client.query(`create database ${database}`);
      return databaseUrl(baseUrl, database);
    }
    const template = `${run.prefix}_${templateName(config)}`;
    // Workers build a missing template one at a time; the others wait on the lock, then find it.
    await client.query('select pg_advisory_lock(hashtext($1))', [template]);
    try {
      const found = await client.query('select 1 from pg_database where datname = $1', [template]);
      if (found.rowCount === 0) await buildPostgresTemplate(client, baseUrl, template, config);
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [template]);
    }
    await createFromTemplate(client, database, template);
    return databaseUrl(baseUrl, database);
  } finally {
    await client.end();
  }
}

export async function dropPostgresDatabase(baseUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${database} with (force)`);
  } finally {
    await client.end();
  }
}

export function databaseUrl(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function buildSqliteTemplate(config: BackOfficeConfig, file: string): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'seeded-template-'));
  try {
    const handle = connectDatabase({ dataDir });
    try {
      await prepareDatabase({ ...config, dataDir, databaseUrl: undefined }, handle);
      // One self-contained file, whatever the write-ahead log still holds.
      await sql.raw(`vacuum into '${file}.part'`).execute(handle.db);
    } finally {
      await handle.db.destroy();
    }
    renameSync(`${file}.part`, file);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function buildPostgresTemplate(client: pg.Client, baseUrl: string, template: string, config: BackOfficeConfig): Promise<void> {
  const building = `${template}_part`;
  await client.query(`drop database if exists ${building} with (force)`);
  await client.query(`create database ${building}`);
  const handle = connectDatabase({ databaseUrl: databaseUrl(baseUrl, building), dataDir: config.dataDir });
  try {
    await prepareDatabase({ ...config, databaseUrl: databaseUrl(baseUrl, building) }, handle);
  } finally {
    await handle.db.destroy();
  }
  // Renamed only when complete: a run that died mid-seed leaves no template that looks finished.
  await client.query(`alter database ${building} rename to ${template}`);
}

async function createFromTemplate(client: pg.Client, database: string, template: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await client.query(`create database ${database} template ${template}`);
      return;
    } catch (error) {
      // The builder's connections may take a moment to go away after it closed them.
      if (attempt < 20 && /being accessed by other users/.test((error as Error).message)) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        continue;
      }
      throw error;
    }
  }
}

/** Runs `build` in one process at a time across the run's workers (a lock file beside the target). */
async function buildOnce(target: string, build: () => Promise<void>): Promise<void> {
  mkdirSync(path.dirname(target), { recursive: true });
  const lock = `${target}.lock`;
  let fd: number;
  try {
    fd = openSync(lock, 'wx');
  } catch {
    const deadline = Date.now() + 180_000;
    while (!existsSync(target)) {
      if (Date.now() > deadline) throw new Error(`${target} was not built within 180 s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return;
  }
  try {
    if (!existsSync(target)) await build();
  } finally {
    closeSync(fd);
  }
}

/** For global-setup.ts: a run's place for its templates. */
export function newTemplateRun(): { dir: string; prefix: string } {
  return { dir: mkdtempSync(path.join(tmpdir(), 'seeded-databases-')), prefix: `bo_tpl_${randomBytes(4).toString('hex')}` };
}

/** For global-setup.ts: removes a run's templates. */
export async function removeTemplateRun(run: { dir: string; prefix: string }, baseUrl: string | undefined): Promise<void> {
  rmSync(run.dir, { recursive: true, force: true });
  if (!baseUrl) return;
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${run.prefix}%`]);
    for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
  } finally {
    await client.end();
  }
}
