// One server process: listens (in a cluster, the primary shares the port between workers), and on
// SIGTERM stops accepting, lets requests in flight finish (at most shutdownGraceMs) and exits.
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createApp, loadBuild } from './app.ts';
import { createLogger, routeConsoleTo } from './logger.ts';
import type { ServerSettings } from './settings.ts';

export async function runWorker(buildPath: string, settings: ServerSettings): Promise<void> {
  const logger = createLogger(settings.logLevel, { service: process.env.SERVICE_NAME ?? 'storefront' }, settings.logFormat);
  routeConsoleTo(logger);
  let build;
  try {
    build = await loadBuild(buildPath);
  } catch (error) {
    // A configuration error (the build checks its settings when loaded) ends the process at once.
    logger.fatal({ err: error }, 'could not start');
    process.exit(1);
  }
  let draining = false;
  const app = createApp(build, { logger, logFormat: settings.logFormat, publicDir: path.resolve('public'), isDraining: () => draining });
  const server = app.listen(settings.port, settings.host ?? '0.0.0.0', (error?: Error) => {
    if (error) {
      // Port taken or not allowed: say which, as a log line, and stop.
      logger.fatal({ err: error, port: settings.port }, 'could not listen');
      process.exit(1);
    }
    const { port } = server.address() as AddressInfo;
    logger.info({ port }, 'listening');
  });
  server.requestTimeout = settings.requestTimeoutMs;
  server.headersTimeout = Math.min(settings.requestTimeoutMs, 20_000);

  const stop = () => {
    if (draining) return;
    draining = true;
    logger.info('draining');
    server.close(() => {
      logger.info('drained');
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => {
      logger.warn('requests still in flight after the grace period; exiting');
      process.exit(1);
    }, settings.shutdownGraceMs).unref();
  };
  // on, not once: a second SIGTERM (the process group's and the primary's) must not kill mid-drain.
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
