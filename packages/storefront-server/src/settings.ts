// The server's settings, from the environment (README, "Configuration").
import { availableParallelism } from 'node:os';

export type ServerSettings = {
  port: number;
  host: string | undefined;
  /** Worker processes; 1 serves from this process without a cluster. */
  workers: number;
  /** A request (headers and body) must arrive within this time, else 408. */
  requestTimeoutMs: number;
  /** After SIGTERM, requests in flight get this long to finish. */
  shutdownGraceMs: number;
  logLevel: string;
  /** json (default, and always in production mode): one JSON line per event; pretty: one short line per request (LOG_FORMAT=pretty, demo and dev). */
  logFormat: 'json' | 'pretty';
};

function wholeNumber(raw: string | undefined, fallback: number, name: string, least = 1): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < least) throw new Error(`${name} must be a whole number of at least ${least}, not "${raw}"`);
  return value;
}

export function serverSettings(env: Record<string, string | undefined>): ServerSettings {
  return {
    port: wholeNumber(env.PORT, 3000, 'PORT', 0),
    host: env.HOST || undefined,
    workers: wholeNumber(env.WEB_CONCURRENCY, availableParallelism(), 'WEB_CONCURRENCY'),
    requestTimeoutMs: wholeNumber(env.REQUEST_TIMEOUT_MS, 30_000, 'REQUEST_TIMEOUT_MS'),
    shutdownGraceMs: wholeNumber(env.SHUTDOWN_GRACE_MS, 10_000, 'SHUTDOWN_GRACE_MS'),
    logLevel: env.LOG_LEVEL ?? 'info',
    logFormat: env.LOG_FORMAT === 'pretty' && env.SHOP_MODE === 'demo' ? 'pretty' : 'json',
  };
}
