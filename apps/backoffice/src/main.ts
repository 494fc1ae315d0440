// `pnpm --filter @shop/backoffice start`: opens (and on first start creates, migrates and seeds)
// the database, then serves the back office and the helper service.
import { loadConfig } from './config.ts';
import { connectDatabase } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { isSeeded, seedDemoShop } from './seed/index.ts';
import { createBackOffice } from './server.ts';

const config = loadConfig();
const database = connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrateToLatest(database);
if (!(await isSeeded(database.db))) {
  const started = Date.now();
  await seedDemoShop(database.db, config.seedProducts === undefined ? {} : { products: config.seedProducts });
  console.info(`Seeded the demo shop in ${Date.now() - started} ms`);
}

const backOffice = await createBackOffice(config, database);
await backOffice.api.listen({ port: config.apiPort, host: config.host });
await backOffice.helper.listen({ port: config.helperPort, host: config.host });
console.info(
  `Back office http://localhost:${config.apiPort}, helper service http://localhost:${config.helperPort} (${database.describe})`,
);

const shutdown = async () => {
  await Promise.allSettled([backOffice.api.close(), backOffice.helper.close()]);
  await database.db.destroy();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
