// Attacks on a back office that runs in production mode, each written as what the attacker (or a
// careless operator) does and what they must get: a start without explicit secrets is refused
// and names each missing one; the demo's well-known accounts and coupons do not exist; the mail
// outbox pages are not there; what the demo generates is readable by the owner only.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { connectDatabase } from '../db/connect.ts';
import { checkoutKit } from '../modules/checkout/testing.ts';
import { demoAccounts } from '../modules/customer/index.ts';
import { prepareDatabase } from '../startup.ts';
import { freePort } from '../testing/ports.ts';
import { call, databaseKinds, startTestBackOffice, type TestBackOffice } from '../testing/test-backoffice.ts';
import { productionAddress, productionSecrets } from './security-kit.ts';

const backofficeDir = path.resolve(import.meta.dirname, '../..');


/** Runs `node src/main.ts` with exactly this environment until it exits (or 60 s, then kills it). */
async function startMain(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['src/main.ts'], { cwd: backofficeDir, env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const killer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(killer);
  return { code, output };
}

async function ports(): Promise<Record<string, string>> {
  return { API_PORT: String(await freePort()), HELPER_PORT: String(await freePort()) };
}

function withTempDir<T>(use: (dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(path.join(tmpdir(), 'security-'));
  return use(dir).finally(() => rmSync(dir, { recursive: true, force: true }));
}

const modeOf = (file: string) => statSync(file).mode & 0o777;

describe('starting in production', { timeout: 70_000 }, () => {
  it('is refused without SHOP_TOKEN, JWT_SECRET and SEARCH_PUBLIC_KEY, naming each, and generates nothing', async () => {
    await withTempDir(async (dir) => {
      const dataDir = path.join(dir, 'data');
      const { code, output } = await startMain({ NODE_ENV: 'production', DATA_DIR: dataDir, ...(await ports()) });
      expect(code).toBe(1);
      for (const name of ['SHOP_TOKEN', 'JWT_SECRET', 'SEARCH_PUBLIC_KEY']) expect(output).toContain(`${name}: must be set in production`);
      // Nothing was generated or opened: no secret files, no database.
      expect(existsSync(dataDir) ? readdirSync(dataDir) : []).toEqual([]);
    });
  });

  it('is refused when only JWT_SECRET is missing, naming just that one', async () => {
    await withTempDir(async (dataDir) => {
      const { JWT_SECRET: _left, ...others } = productionSecrets;
      const { code, output } = await startMain({ NODE_ENV: 'production', DATA_DIR: dataDir, ...others, ...productionAddress, ...(await ports()) });
      expect(code).toBe(1);
      expect(output).toContain('JWT_SECRET: must be set in production');
      expect(output).not.toContain('SHOP_TOKEN:');
      expect(output).not.toContain('SEARCH_PUBLIC_KEY:');
      expect(readdirSync(dataDir)).toEqual([]);
    });
  });

  it('is refused without its public addresses, which would otherwise send payment returns and mail links to localhost', () => {
    const { STOREFRONT_URLS: _urls, STOREFRONT_ORIGINS: _origins, ...secrets } = productionSecrets;
    const attempt = () => loadConfig({ NODE_ENV: 'production', DATA_DIR: '/nonexistent/never-created', ...secrets });
    expect(attempt).toThrow(/PUBLIC_API_URL: must be set in production/);
    expect(attempt).toThrow(/STOREFRONT_URLS: must be set in production/);
    expect(attempt).toThrow(/STOREFRONT_ORIGINS: must be set in production/);
  });

  it("is refused with a provider's test stand-in address, or with half of a provider's keys (or an optional key without them)", () => {
    const production = { NODE_ENV: 'production', DATA_DIR: '/nonexistent/never-created', ...productionSecrets, ...productionAddress };
    expect(() => loadConfig({ ...production, STRIPE_API_URL: 'http://127.0.0.1:9999' })).toThrow(/STRIPE_API_URL: points the provider's SDK at a test stand-in/);
    expect(() => loadConfig({ ...production, STRIPE_SECRET_KEY: 'sk_live_0123456789' })).toThrow(/STRIPE_WEBHOOK_SECRET: must be set together with STRIPE_SECRET_KEY/);
    const both = loadConfig({ ...production, STRIPE_SECRET_KEY: 'sk_live_0123456789', STRIPE_WEBHOOK_SECRET: 'whsec_0123456789' });
    expect(both.paymentProviders.stripe?.secretKey).toBe('sk_live_0123456789');
    expect(both.paymentProviders.paypal).toBeUndefined();
    expect(() => loadConfig({ ...production, AMAZON_PAY_API_URL: 'http://127.0.0.1:9999' })).toThrow(/AMAZON_PAY_API_URL: points the provider's SDK at a test stand-in/);
    expect(() => loadConfig({ ...production, AMAZON_PAY_PUBLIC_KEY_ID: 'LIVE-AE0123456789' })).toThrow(/AMAZON_PAY_PRIVATE_KEY, AMAZON_PAY_STORE_ID, AMAZON_PAY_MERCHANT_ID: must be set together with AMAZON_PAY_PUBLIC_KEY_ID/);
    const amazon = { AMAZON_PAY_PUBLIC_KEY_ID: 'LIVE-AE0123456789', AMAZON_PAY_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\nx\n-----END PRIVATE KEY-----', AMAZON_PAY_STORE_ID: 'amzn1.store', AMAZON_PAY_MERCHANT_ID: 'A2MERCHANT' };
    expect(loadConfig({ ...production, ...amazon }).paymentProviders.amazon).toMatchObject({ region: 'eu', sandbox: false, apiUrl: undefined });
    expect(() => loadConfig({ ...production, KLARNA_API_URL: 'http://127.0.0.1:9999' })).toThrow(/KLARNA_API_URL: points the provider's SDK at a test stand-in/);
    expect(() => loadConfig({ ...production, KLARNA_USERNAME: 'PK01234_live' })).toThrow(/KLARNA_PASSWORD: must be set together with KLARNA_USERNAME/);
    expect(loadConfig({ ...production, KLARNA_USERNAME: 'PK01234_live', KLARNA_PASSWORD: 'klarna_live_api_0123456789' }).paymentProviders.klarna).toEqual({
      username: 'PK01234_live',
      password: 'klarna_live_api_0123456789',
      region: 'eu',
      apiUrl: undefined,
    });
    // Global Payments' rebate password is optional (refunds through GP's API), but not on its own.
    expect(() => loadConfig({ ...production, GP_REBATE_PASSWORD: 'rebate' })).toThrow(/GP_REBATE_PASSWORD: must be set together with GP_MERCHANT_ID, GP_SHARED_SECRET/);
    const gp = { GP_MERCHANT_ID: 'badheim', GP_SHARED_SECRET: 'secret-0123' };
    expect(loadConfig({ ...production, ...gp }).paymentProviders.globalpayments).toMatchObject({ merchantId: 'badheim', rebatePassword: undefined });
    expect(loadConfig({ ...production, ...gp, GP_REBATE_PASSWORD: 'rebate' }).paymentProviders.globalpayments).toMatchObject({ rebatePassword: 'rebate' });
  });

  it('is refused on an empty database unless SEED_PRODUCTS asks for the catalog', async () => {
    await withTempDir(async (dataDir) => {
      const { code, output } = await startMain({ NODE_ENV: 'production', DATA_DIR: dataDir, ...productionSecrets, ...productionAddress, ...(await ports()) });
      expect(code).toBe(1);
      expect(output).toContain('The database is empty');
      expect(output).toContain('SEED_PRODUCTS');
    });
  });

  it('is refused on a database taken over from the demo while its published sign-ins work, naming each', async () => {
    await withTempDir(async (dataDir) => {
      const demo = loadConfig({ DATA_DIR: dataDir, SEED_PRODUCTS: '20' });
      const database = connectDatabase({ dataDir });
      try {
        await prepareDatabase(demo, database);
      } finally {
        await database.db.destroy();
      }
      const { code, output } = await startMain({ NODE_ENV: 'production', DATA_DIR: dataDir, ...productionSecrets, ...productionAddress, ...(await ports()) });
      expect(code).toBe(1);
      for (const leftover of ['demo account admin@example.com', 'demo account firma@example.com', 'demo coupon WELCOME10', 'demo coupon SAVE5']) expect(output).toContain(leftover);

      // Once the operator has dealt with them, production starts on that database.
      const cleaned = connectDatabase({ dataDir });
      try {
        await cleaned.db.updateTable('customer').set({ password_hash: null }).where('email', 'in', [demoAccounts.admin.email, demoAccounts.company.email]).execute();
        await cleaned.db.updateTable('coupon').set({ active: 0 }).execute();
        await expect(prepareDatabase(loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, ...productionSecrets, ...productionAddress }), cleaned)).resolves.toBeNull();
      } finally {
        await cleaned.db.destroy();
      }
    });
  });

  it('treats SHOP_MODE=production like NODE_ENV=production', () => {
    expect(() => loadConfig({ SHOP_MODE: 'production', DATA_DIR: '/nonexistent/never-created' })).toThrow(/JWT_SECRET: must be set in production/);
    expect(() => loadConfig({ SHOP_MODE: 'prod', DATA_DIR: '/nonexistent/never-created' })).toThrow(/SHOP_MODE/);
  });
});

describe.each(databaseKinds)('a production back office on %s', (kind) => {
  let shop: TestBackOffice;

  beforeAll(async () => {
    // MAIL_DEV_PAGES=1 was the old way to force the mail pages on: it must not work in production.
    shop = await startTestBackOffice(kind, { products: 60, env: { NODE_ENV: 'production', MAIL_DEV_PAGES: '1', ...productionSecrets } });
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('uses the configured secrets and writes none into DATA_DIR', () => {
    expect(shop.config.mode).toBe('production');
    expect(shop.config.shopToken).toBe(productionSecrets.SHOP_TOKEN);
    expect(shop.config.jwtSecret).toBe(productionSecrets.JWT_SECRET);
    expect(shop.config.searchKey).toBe(productionSecrets.SEARCH_PUBLIC_KEY);
    for (const name of ['shop-token', 'jwt-secret', 'search-key']) expect(existsSync(path.join(shop.config.dataDir, name))).toBe(false);
  });

  it.each(Object.entries(demoAccounts))('refuses a sign-in with the documented demo account %s', async (_name, account) => {
    const answer = await call(`${shop.apiUrl}/api/customer/login`, { headers: shop.guest, body: { email: account.email, password: account.password } });
    expect(answer.status).toBe(401);
    const rows = await shop.backOffice.deps.db.selectFrom('customer').select('id').where('email', '=', account.email).execute();
    expect(rows).toEqual([]);
  });

  it('refuses the demo coupons', async () => {
    const kit = checkoutKit(shop);
    const who = await kit.shopper('guest');
    const cartId = await kit.cartWith(who, [[await kit.sellable({ stock: 5 }), 1]]);
    for (const code of ['WELCOME10', 'SAVE5', 'FREESHIP']) {
      const answer = await call(kit.api('/ExternalOrderApi/insertCoupon'), { headers: who.headers, body: { coupon_code: code, cart_id: cartId, customer_id: null } });
      expect(answer.status).toBe(422);
    }
    expect(await shop.backOffice.deps.db.selectFrom('coupon').select('id').execute()).toEqual([]);
  });

  it('still has the catalog it was asked to seed', async () => {
    const answer = await call(`${shop.apiUrl}/api/products/?country_id=5&limit=5`, { headers: shop.guest });
    expect(answer.status).toBe(200);
  });

  it('answers 404 for the mail outbox pages, even with MAIL_DEV_PAGES=1', async () => {
    expect(shop.config.mailDevPages).toBe(false);
    for (const page of ['/dev/mails', '/dev/mails.json', '/dev/mails.json?to=admin%40example.com', '/dev/mails/1']) {
      expect((await call(`${shop.apiUrl}${page}`)).status).toBe(404);
    }
  });
});

describe('files the back office writes', () => {
  it('keeps the demo secrets in 0600 files of a 0700 folder, written whole and kept across starts', async () => {
    await withTempDir(async (dir) => {
      const dataDir = path.join(dir, 'data');
      const first = loadConfig({ DATA_DIR: dataDir });
      expect(first.mode).toBe('demo');
      expect(modeOf(dataDir)).toBe(0o700);
      for (const name of ['shop-token', 'jwt-secret', 'search-key']) expect(modeOf(path.join(dataDir, name))).toBe(0o600);
      // No temporary files left behind.
      expect(readdirSync(dataDir).sort()).toEqual(['jwt-secret', 'search-key', 'shop-token']);
      const second = loadConfig({ DATA_DIR: dataDir });
      expect([second.shopToken, second.jwtSecret, second.searchKey]).toEqual([first.shopToken, first.jwtSecret, first.searchKey]);
      expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    });
  });

  it('creates the SQLite database readable by the owner only, and commits with synchronous=FULL', async () => {
    await withTempDir(async (dir) => {
      const dataDir = path.join(dir, 'data');
      const database = connectDatabase({ dataDir });
      try {
        await sql`create table probe (id integer primary key)`.execute(database.db);
        await sql`insert into probe (id) values (1)`.execute(database.db);
        expect(modeOf(dataDir)).toBe(0o700);
        for (const file of readdirSync(dataDir)) expect([file, modeOf(path.join(dataDir, file))]).toEqual([file, 0o600]);
        expect(readdirSync(dataDir)).toContain('shop.sqlite-wal');
        const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(database.db);
        // 2 = FULL: the write-ahead log is synced on every commit.
        expect(rows[0]?.synchronous).toBe(2);
      } finally {
        await database.db.destroy();
      }
    });
  });
});
