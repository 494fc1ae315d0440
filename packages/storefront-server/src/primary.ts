// The cluster's primary: starts one worker per core (they share the listening port), starts a new
// one when a worker dies, and on SIGTERM passes the signal on and waits for every worker to drain.
import cluster, { type Worker } from 'node:cluster';
import { createLogger } from './logger.ts';
import type { ServerSettings } from './settings.ts';

/** A worker that dies this soon after starting counts towards a crash loop. */
const EARLY_EXIT_MS = 5_000;
const MAX_EARLY_EXITS = 5;

export function runPrimary(settings: ServerSettings): void {
  const logger = createLogger(settings.logLevel, { service: process.env.SERVICE_NAME ?? 'storefront', role: 'primary' }, settings.logFormat);
  let stopping = false;
  let earlyExits = 0;
  let exitCode = 0;
  const startedAt = new Map<Worker, number>();
  const listening = new Set<Worker>();

  const fork = () => startedAt.set(cluster.fork(), Date.now());
  for (let i = 0; i < settings.workers; i++) fork();

  cluster.on('listening', (worker) => listening.add(worker));
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(exitCode);
      return;
    }
    if (!listening.delete(worker)) {
      // It never served: a configuration error the worker has logged; the others would fail alike.
      logger.fatal({ workerPid: worker.process.pid, code }, 'a worker could not start; stopping');
      stop(1);
      return;
    }
    logger.error({ workerPid: worker.process.pid, code, signal }, 'worker died; starting another');
    if (lived >= EARLY_EXIT_MS) earlyExits = 0;
    else if (++earlyExits >= MAX_EARLY_EXITS) {
      logger.fatal('workers keep dying right after start; giving up');
      stop(1);
      return;
    }
    fork();
  });

  function stop(code: number) {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
    if (startedAt.size === 0) process.exit(exitCode);
    // The workers drain within their grace period; this is the primary's own limit.
    setTimeout(() => process.exit(exitCode || 1), settings.shutdownGraceMs + 5_000).unref();
  }
  process.on('SIGTERM', () => stop(0));
  process.on('SIGINT', () => stop(0));
  logger.info({ workers: settings.workers, port: settings.port }, 'started');
}
