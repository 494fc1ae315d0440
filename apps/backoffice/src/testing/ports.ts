// Small helpers for suites and benchmarks that start back-office processes: a free local port, and
// waiting until a health URL answers.
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
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
