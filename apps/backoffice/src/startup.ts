// What a back-office process does with its database before it serves anything: migrate, and on
// an empty database write the shop. The demo always seeds its shop (catalog, content, shop
// settings, demo accounts and coupons). Production seeds only when SEED_PRODUCTS asks for it, and
// then without the demo's accounts and coupons; an empty production database without it stops the
// start with a message, rather than serving a shop with no countries, prices or payment methods.
import type { BackOfficeConfig } from './config.ts';
import type { DatabaseHandle } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { isSeeded, seedDemoShop } from './seed/index.ts';

export class StartRefused extends Error {
  override name = 'StartRefused';
}

/** Migrates, seeds when the rules above say so; answers what it did, for the start-up log. */
export async function prepareDatabase(config: BackOfficeConfig, database: DatabaseHandle): Promise<string | null> {
  await migrateToLatest(database);
  if (await isSeeded(database.db)) return null;
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
