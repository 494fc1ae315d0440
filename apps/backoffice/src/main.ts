// `pnpm --filter @shop/backoffice start`: opens (and on first start creates, migrates and seeds)
// the database, then serves the back office and the helper service. A configuration that is not
// fit for the mode (production without its secrets, say) stops it before anything is opened.
import { format } from 'node:util';
import { shopMode } from '@shop/contract';
import { pino } from 'pino';
import { loadConfig, type BackOfficeConfig } from './config.ts';
import { connectDatabase } from './db/connect.ts';
import { prettyTransport } from './http/logging.ts';
import { createBackOffice } from './server.ts';
import { prepareDatabase, StartRefused } from './startup.ts';

// Every line the process writes is JSON, like Fastify's request logs: the start-up messages and
// what modules report with console (a lost database connection, say) go through pino too. With
// LOG_FORMAT=pretty (the demo and `pnpm dev`, never production) they are short lines for a person.
const pretty = process.env.LOG_FORMAT === 'pretty' && shopMode(process.env) === 'demo';
const processLog = pino({ base: { pid: process.pid, service: process.env.SERVICE_NAME ?? 'backoffice' }, ...(pretty ? { transport: prettyTransport } : {}) });
console.error = (...args: unknown[]) => processLog.error(format(...args));
console.warn = (...args: unknown[]) => processLog.warn(format(...args));
console.info = (...args: unknown[]) => processLog.info(format(...args));

let config: BackOfficeConfig;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
for (const setting of config.ignored) console.warn(`Ignored in ${config.mode} mode: ${setting}`);

const database = connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const seeded = await prepareDatabase(config, database);
  if (seeded) console.info(seeded);
} catch (error) {
  if (!(error instanceof StartRefused)) throw error;
  console.error(error.message);
  await database.db.destroy();
  process.exit(1);
}

const backOffice = await createBackOffice(config, database);
await backOffice.api.listen({ port: config.apiPort, host: config.host });
await backOffice.helper.listen({ port: config.helperPort, host: config.host });
console.info(
  `Back office http://localhost:${config.apiPort}, helper service http://localhost:${config.helperPort} (${config.mode} mode, ${database.describe}` +
    `${config.paymentSandbox ? ', sandbox payment gateway' : ''})`,
);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  // New requests get 503 (and /ready says so) while the ones in flight finish; close() waits for them.
  backOffice.drain();
  await Promise.allSettled([backOffice.api.close(), backOffice.helper.close()]);
  await database.db.destroy();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
