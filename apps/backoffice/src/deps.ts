import type { BackOfficeConfig } from './config.ts';
import type { DatabaseHandle, Db } from './db/connect.ts';
import type { JobLeases } from './jobs/job-leases.ts';
import type { CategoryTreeCache } from './modules/catalog/index.ts';

/** What route modules get: the database, the settings and the shared caches. */
export type Deps = {
  db: Db;
  database: DatabaseHandle;
  config: BackOfficeConfig;
  categories: CategoryTreeCache;
  now: () => Date;
  /** Which background jobs this process runs (one process per job across all of them). */
  leases: JobLeases;
};
