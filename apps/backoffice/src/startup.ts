// What a back-office process does with its database before it serves anything: migrate, and on
// an empty database write the shop. The demo always seeds its shop (catalog, content, shop
// settings, demo accounts and coupons). Production seeds only when SEED_PRODUCTS asks for it, and
// then without the demo's accounts and coupons; an empty production database without it stops the
// start with a message, rather than serving a shop with no countries, prices or payment methods.
// A production start on a database that still holds the demo's published sign-ins (a demo database
// taken over) is refused as well, naming each account and coupon to remove first.
import type { BackOfficeConfig } from './config.ts';
import type { DatabaseHandle } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { demoCouponCodes } from './modules/checkout/index.ts';
import { demoAccounts, verifyPassword } from './modules/customer/index.ts';
import { isSeeded, seedDemoShop } from './seed/index.ts';

export class StartRefused extends Error {
  override name = 'StartRefused';
}

/** Migrates, seeds when the rules above say so; answers what it did, for the start-up log. */
export async function prepareDatabase(config: BackOfficeConfig, database: DatabaseHandle): Promise<string | null> {
  await migrateToLatest(database);
  if (await isSeeded(database.db)) {
    if (config.mode === 'production') await refuseDemoLeftovers(database);
    return null;
  }
  if (config.mode === 'production' && config.seedProducts === undefined) {
    throw new StartRefused(
      'The database is empty. In production the shop is seeded only on request: set SEED_PRODUCTS (e.g. 600) for the first start ' +
        'to write the catalog, content and shop settings (no demo accounts, no demo coupons).',
    );
  }
  const started = Date.now();
  await seedDemoShop(database.db, { mode: config.mode, ...(config.seedProducts === undefined ? {} : { products: config.seedProducts }) });
  const what = config.mode === 'demo' ? 'the demo shop' : 'the catalog and shop settings (production: no demo accounts or coupons)';
  return `Seeded ${what} in ${Date.now() - started} ms`;
}

/** Stops a production start while a demo account still has its published password, or a demo coupon is active. */
async function refuseDemoLeftovers({ db }: DatabaseHandle): Promise<void> {
  const found: string[] = [];
  for (const account of Object.values(demoAccounts)) {
    const row = await db.selectFrom('customer').select('password_hash').where('email', '=', account.email).executeTakeFirst();
    if (row && (await verifyPassword(account.password, row.password_hash))) found.push(`  demo account ${account.email} (its password is published)`);
  }
  const coupons = await db.selectFrom('coupon').select('code').where('code', 'in', [...demoCouponCodes]).where('active', '=', 1).execute();
  for (const coupon of coupons) found.push(`  demo coupon ${coupon.code} (active)`);
  if (found.length > 0) {
    throw new StartRefused(`This database still holds the demo's public sign-ins; remove them (or change the password, deactivate the coupon) before running in production:\n${found.join('\n')}`);
  }
}
