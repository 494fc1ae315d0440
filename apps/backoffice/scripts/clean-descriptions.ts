// `pnpm --filter @shop/backoffice descriptions:clean`: cleans product descriptions stored before the
// editor and the import cleaned them on the way in (issue 38), with the same allow-list. Run once
// after upgrading a shop whose catalog is older than that; running it again changes nothing. Reads
// the database as the back office does: DATABASE_URL (PostgreSQL) or the SQLite file in DATA_DIR.
import path from 'node:path';
import { connectDatabase } from '../src/db/connect.ts';
import { cleanStoredDescriptions } from '../src/modules/product-admin/index.ts';

const database = connectDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: path.resolve(process.env.DATA_DIR ?? './data') });
try {
  const { read, cleaned } = await cleanStoredDescriptions(database.db);
  console.info(`${read} product descriptions read, ${cleaned} cleaned (${database.describe}).`);
} finally {
  await database.db.destroy();
}
