// Small helpers for suites and benchmarks that start back-office processes: a free local port, and
// waiting until a health URL answers.
import { createServer } from 'node:net';

/**
 * A free local port between `from` and `to`, below Linux's ephemeral range (32768 and up). A port
 * the system hands out for port 0 could go to a suite running alongside between this probe and the
 * server's own bind; here the back-office suites choose from 27000-32767 and the end-to-end harness
 * from 20000-26999 (tooling/e2e/src/start-app.ts), so neither takes the other's.
 */
export async function freePort(from = 27_000, to = 32_767): Promise<number> {
  for (;;) {
    const port = from + Math.floor(Math.random() * (to - from + 1));
    if (await isFree(port)) return port;
  }
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** Polls every 250 ms until the URL answers 2xx; gives up after 5 minutes (first start seeds). */
export async function waitUntilUp(url: string): Promise<void> {
  for (let i = 0; i < 1200; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}
