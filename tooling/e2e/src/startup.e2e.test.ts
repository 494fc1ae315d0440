import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { shopApps } from './apps.ts';
import { STOREFRONT_SERVE } from './start-app.ts';

/** Starts the DE storefront with exactly this environment and returns what it printed when it stopped. */
async function startFails(env: Record<string, string>): Promise<string> {
  const app = shopApps[0];
  if (!app) throw new Error('no app');
  const child = spawn(process.execPath, [STOREFRONT_SERVE, 'build/server/index.js'], {
    cwd: app.dir,
    env: { PATH: process.env.PATH ?? '', PORT: '0', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  expect(code).not.toBe(0);
  return output;
}

describe('storefront startup configuration', () => {
  it('stops at once, naming every missing setting', async () => {
    expect(await startFails({ SHOP_MODE: 'demo' })).toContain('missing configuration: apiUrl, fastApi, token');
  });

  it('in production mode, stops without an explicitly set session secret', async () => {
    expect(await startFails({})).toContain('missing configuration: apiUrl, fastApi, token, sessionSecret');
    const output = await startFails({ API_URL: 'http://127.0.0.1:9', FAST_API_URL: 'http://127.0.0.1:9', SHOP_TOKEN: 'a-shop-token' });
    expect(output).toContain('missing configuration: sessionSecret');
  });
});
