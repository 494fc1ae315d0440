// Logs a person can read (issue 33): in the demo with LOG_FORMAT=pretty (what `pnpm start` and
// `pnpm dev` set at a terminal) the back office writes one short line per request (method, path,
// status, time) and no JSON, and node:sqlite's "experimental" notice is not logged as an error; in
// production mode the same setting is ignored and every line stays JSON.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import { freePort } from './start-app.ts';
import { waitFor } from './start-shop.ts';

const backofficeDir = path.resolve(import.meta.dirname, '../../../apps/backoffice');

/** Starts a back office with `env`, asks /health twice, stops it and answers what it printed. */
async function outputOf(env: Record<string, string>): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-logs-'));
  const [apiPort, helperPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', 'src/main.ts'], {
    cwd: backofficeDir,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, API_PORT: String(apiPort), HELPER_PORT: String(helperPort), SEED_PRODUCTS: '20', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await waitFor(`http://127.0.0.1:${apiPort}/health`, 120_000);
    await fetch(`http://127.0.0.1:${apiPort}/health`);
    // pino-pretty writes from a worker thread: give it a moment before stopping.
    await new Promise((resolve) => setTimeout(resolve, 500));
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
  // Colours off: the text as a person reads it.
  return stripVTControlCharacters(output);
}

describe('readable logs', () => {
  it('demo, pretty: one short line per request and no JSON', async () => {
    const lines = (await outputOf({ SHOP_MODE: 'demo', LOG_FORMAT: 'pretty' })).split('\n').filter((line) => line.trim() !== '');
    expect(lines.filter((line) => line.startsWith('{'))).toEqual([]);
    expect(lines.filter((line) => / GET \/health 200 \d+ ms$/.test(line)).length).toBeGreaterThanOrEqual(2);
    expect(lines.some((line) => line.includes('incoming request') || line.includes('request completed'))).toBe(false);
    expect(lines.some((line) => /ERROR/.test(line) || /ExperimentalWarning/.test(line))).toBe(false);
  });

  it('production mode ignores LOG_FORMAT=pretty: JSON lines only', async () => {
    const secrets = { SHOP_TOKEN: 'a-shop-token-of-some-length', JWT_SECRET: 'a-jwt-secret-that-is-long-enough-for-production', SEARCH_PUBLIC_KEY: 'search-key', PUBLIC_API_URL: 'https://api.example', STOREFRONT_URLS: 'DE=https://de.example', STOREFRONT_ORIGINS: 'https://de.example' };
    const lines = (await outputOf({ NODE_ENV: 'production', LOG_FORMAT: 'pretty', ...secrets })).split('\n').filter((line) => line.trim() !== '');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(() => JSON.parse(line) as unknown, line).not.toThrow();
    expect(lines.some((line) => line.includes('LOG_FORMAT=pretty'))).toBe(true);
  });
});
